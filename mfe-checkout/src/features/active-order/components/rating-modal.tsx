import { useEffect, useId, useRef, useState } from 'react';
import type { PlacedOrder } from 'shared-contracts/entities';
import { Modal } from 'shared-ui/modal';
import { showToast } from 'shared-ui/show-toast';
import { useCheckoutT } from '../../../i18n';
import { useOrderUpdate } from '../hooks/use-order-update';

const RATING_SCORES = [1, 2, 3, 4, 5] as const;
const EXPERIENCE_MAX_LENGTH = 500;

/**
 * Spec 000 section 4, rating prompt: a finished order asks for a score (1 to 5) and, if the customer
 * wants, a few words. Submit is disabled until a score is set (section 5); it sends the rating and
 * thanks the customer ('¡Gracias por compartir tu experiencia!'); a failure keeps what was entered and
 * says 'No se pudo compartir tu experiencia. Por favor, intentalo de nuevo.' (section 8). Closing the
 * prompt sets activeOrder false: the order stops being active without a rating.
 */
export function RatingModal({ order, onDone }: { order: PlacedOrder | null; onDone(orderId: string): void }) {
  const { t } = useCheckoutT();
  const { rate, close, refresh } = useOrderUpdate();
  // the order stays drawn while the dialog closes
  const shown = useRef<PlacedOrder | null>(order);
  if (order) shown.current = order;
  const [score, setScore] = useState<number | null>(null);
  const [experience, setExperience] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const experienceId = useId();
  const hintId = useId();
  const orderId = order?._id ?? null;

  useEffect(() => {
    setScore(null);
    setExperience('');
    setFailed(false);
  }, [orderId]);

  const dismiss = () => {
    if (!order || sending) return;
    const id = order._id;
    onDone(id);
    // closing ends the order; if the call fails the prompt comes back with the order next time
    close(id)
      .catch(() => undefined)
      .finally(() => void refresh());
  };

  const submit = async () => {
    if (!order || score === null || sending) return;
    setSending(true);
    setFailed(false);
    try {
      await rate(order._id, { valoracion: score, experiencia: experience });
      showToast('success', t('rating.success'));
      onDone(order._id);
      void refresh();
    } catch {
      setFailed(true);
      showToast('error', t('rating.failure'));
    } finally {
      setSending(false);
    }
  };

  const title = shown.current?.localInfo?.nameLocal
    ? t('rating.titleAt', { branch: shown.current.localInfo.nameLocal })
    : t('rating.title');

  return (
    <Modal
      open={order !== null}
      onClose={dismiss}
      id="checkout-rating"
      title={title}
      description={t('rating.description')}
      className="rating-modal"
      footer={
        <button
          type="button"
          className="button"
          disabled={score === null || sending}
          aria-describedby={score === null ? hintId : undefined}
          onClick={() => void submit()}
        >
          {sending ? t('rating.sending') : t('rating.submit')}
        </button>
      }
    >
      <form
        className="rating-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset className="rating-form__scores">
          <legend>{t('rating.score')}</legend>
          {RATING_SCORES.map((value) => (
            <label key={value} className="rating-form__score">
              <input
                type="radio"
                name="valoracion"
                value={value}
                checked={score === value}
                onChange={() => setScore(value)}
              />
              {/* filled up to the score, outlined after it: not told by colour alone */}
              <span aria-hidden="true" className={score !== null && value <= score ? 'is-on' : undefined}>
                {score !== null && value <= score ? '★' : '☆'}
              </span>
              <span className="visually-hidden">{t('rating.stars', { count: value })}</span>
            </label>
          ))}
        </fieldset>
        <p id={hintId} className="rating-form__hint">
          {score === null ? t('rating.chooseScore') : ''}
        </p>
        <label htmlFor={experienceId}>{t('rating.experience')}</label>
        <textarea
          id={experienceId}
          value={experience}
          maxLength={EXPERIENCE_MAX_LENGTH}
          rows={3}
          onChange={(event) => setExperience(event.target.value)}
        />
        {failed ? (
          <p role="alert" className="rating-form__error">
            {t('rating.failure')}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
