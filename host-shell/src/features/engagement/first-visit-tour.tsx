import { useState } from 'react';
import { Modal } from 'shared-ui/modal';
import { useStore } from 'zustand';
import { useShell } from '../../app/shell-context';
import { useEngagementT } from './engagement-i18n';
import { usePromptTurn } from './use-modal-turn';
import { recordTourDismissal, TOUR_DELAY_MS, tourSteps } from './tour-rules';

/**
 * The first-visit tour (spec 001 sections 2 and 4): 3 steps on what the app offers, shown 500 ms
 * after the visitor is on one of the app's screens, when tour-rules.ts allows it (never asked or due
 * again, not for a returning customer, not in an auto-login's page), and only when no other modal is
 * on screen. Closing it or finishing it is a dismissal: the time is kept and an attempt counted. A
 * guest is not told about the QR and the club, which they cannot use, nor anyone about a club the
 * brand does not have (tourSteps, issue 28 item 17).
 */
export function FirstVisitTour({
  mayShow,
}: {
  /** tourMayShow on this screen, as the engagement layer works it out */
  mayShow: boolean;
}) {
  const { t } = useEngagementT();
  const { stores } = useShell();
  const steps = tourSteps(
    useStore(stores.session, (state) => state.session),
    useStore(stores.brand, (state) => state.brand),
  );
  // Once dismissed it stays away for this page, whatever the schedule says; once open it stays open
  // on another screen (a link inside the app), until it is dismissed.
  const [dismissed, setDismissed] = useState(false);
  const [step, setStep] = useState(0);
  const open = usePromptTurn(mayShow, dismissed, TOUR_DELAY_MS);

  const dismiss = () => {
    recordTourDismissal(Date.now());
    setDismissed(true);
  };
  // a guest who signs up while the tour is open keeps a step that is still there
  const current = Math.min(step, steps.length - 1);
  const name = steps[current] ?? 'order';
  const last = current === steps.length - 1;
  return (
    <Modal
      open={open}
      onClose={dismiss}
      id="shell-tour"
      className="tour"
      title={t(`tour.steps.${name}.title`)}
      description={<span role="status">{t('tour.stepOf', { index: current + 1, count: steps.length })}</span>}
      onExited={() => setStep(0)}
      footer={
        <>
          {current > 0 ? (
            <button type="button" className="button button--ghost" onClick={() => setStep(current - 1)}>
              {t('tour.previous')}
            </button>
          ) : (
            <button type="button" className="button button--ghost" onClick={dismiss}>
              {t('tour.skip')}
            </button>
          )}
          <button type="button" className="button" onClick={last ? dismiss : () => setStep(current + 1)}>
            {last ? t('tour.finish') : t('tour.next')}
          </button>
        </>
      }
    >
      <p className="tour__body">{t(`tour.steps.${name}.body`)}</p>
      <ol className="tour__dots" aria-hidden="true">
        {steps.map((item, index) => (
          <li key={item} className={index === current ? 'tour__dot tour__dot--current' : 'tour__dot'} />
        ))}
      </ol>
    </Modal>
  );
}
