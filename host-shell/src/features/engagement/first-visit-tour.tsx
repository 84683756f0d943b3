import { useState } from 'react';
import { Modal } from 'shared-ui/modal';
import { useEngagementT } from './engagement-i18n';
import { usePromptTurn } from './use-modal-turn';
import { recordTourDismissal, TOUR_DELAY_MS, TOUR_STEP_COUNT } from './tour-rules';

/** The steps' texts (shell locales, `tour.steps.<name>.title|body`), in order: ordering, paying, loyalty. */
export const TOUR_STEPS = ['order', 'pay', 'loyalty'] as const;

/**
 * The first-visit tour (spec 001 sections 2 and 4): 3 steps on what the app offers, shown 500 ms
 * after the visitor is on one of the app's screens, when tour-rules.ts allows it (never asked or due
 * again, not for a returning customer, not in an auto-login's page), and only when no other modal is
 * on screen. Closing it or finishing it is a dismissal: the time is kept and an attempt counted.
 */
export function FirstVisitTour({
  mayShow,
}: {
  /** tourMayShow on this screen, as the engagement layer works it out */
  mayShow: boolean;
}) {
  const { t } = useEngagementT();
  // Once dismissed it stays away for this page, whatever the schedule says; once open it stays open
  // on another screen (a link inside the app), until it is dismissed.
  const [dismissed, setDismissed] = useState(false);
  const [step, setStep] = useState(0);
  const open = usePromptTurn(mayShow, dismissed, TOUR_DELAY_MS);

  const dismiss = () => {
    recordTourDismissal(Date.now());
    setDismissed(true);
  };
  const name = TOUR_STEPS[step] ?? 'order';
  const last = step === TOUR_STEP_COUNT - 1;
  return (
    <Modal
      open={open}
      onClose={dismiss}
      id="shell-tour"
      className="tour"
      title={t(`tour.steps.${name}.title`)}
      description={<span role="status">{t('tour.stepOf', { index: step + 1, count: TOUR_STEP_COUNT })}</span>}
      onExited={() => setStep(0)}
      footer={
        <>
          {step > 0 ? (
            <button type="button" className="button button--ghost" onClick={() => setStep(step - 1)}>
              {t('tour.previous')}
            </button>
          ) : (
            <button type="button" className="button button--ghost" onClick={dismiss}>
              {t('tour.skip')}
            </button>
          )}
          <button type="button" className="button" onClick={last ? dismiss : () => setStep(step + 1)}>
            {last ? t('tour.finish') : t('tour.next')}
          </button>
        </>
      }
    >
      <p className="tour__body">{t(`tour.steps.${name}.body`)}</p>
      <ol className="tour__dots" aria-hidden="true">
        {TOUR_STEPS.map((item, index) => (
          <li key={item} className={index === step ? 'tour__dot tour__dot--current' : 'tour__dot'} />
        ))}
      </ol>
    </Modal>
  );
}
