import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Modal } from 'shared-ui/modal';
import { useEngagementT } from './engagement-i18n';
import type { Session } from 'shared-contracts/entities';
import { useModalTurn } from './use-modal-turn';
import {
  readTourRecord,
  recordTourDismissal,
  TOUR_DELAY_MS,
  TOUR_STEP_COUNT,
  tourMayShow,
} from './tour-rules';

/** The steps' texts (shell locales, `tour.steps.<name>.title|body`), in order: ordering, paying, loyalty. */
export const TOUR_STEPS = ['order', 'pay', 'loyalty'] as const;

/**
 * The first-visit tour (spec 001 sections 2 and 4): 3 steps on what the app offers, shown 500 ms
 * after the visitor is on one of the app's screens, when tour-rules.ts allows it (never asked or due
 * again, not for a returning customer, not in an auto-login's page), and only when no other modal is
 * on screen. Closing it or finishing it is a dismissal: the time is kept and an attempt counted.
 */
export function FirstVisitTour({
  restoredSession,
  autoLogin,
}: {
  /** the session the start-up lookup found (the layer reads it when it mounts) */
  restoredSession: Session | null;
  /** this page was opened by a link that signs in by itself */
  autoLogin: boolean;
}) {
  const { t } = useEngagementT();
  const { pathname } = useLocation();
  // Once dismissed it stays away for this page, whatever the schedule says.
  const [dismissed, setDismissed] = useState(false);
  const [step, setStep] = useState(0);
  const allowed =
    !dismissed &&
    tourMayShow({ record: readTourRecord(), now: Date.now(), restoredSession, autoLogin, pathname });
  // Once open it stays open on another screen (a link inside the app), until it is dismissed.
  const [opened, setOpened] = useState(false);
  const due = useModalTurn(allowed || (opened && !dismissed), TOUR_DELAY_MS);
  if (due && !opened) setOpened(true);

  const dismiss = () => {
    recordTourDismissal(Date.now());
    setDismissed(true);
  };
  const name = TOUR_STEPS[step] ?? 'order';
  const last = step === TOUR_STEP_COUNT - 1;
  return (
    <Modal
      open={due && !dismissed}
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
