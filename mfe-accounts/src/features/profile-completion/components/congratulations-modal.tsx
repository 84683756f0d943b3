import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Modal } from 'shared-ui/modal';
import { useAccountsT } from '../../../i18n';

/**
 * The congratulations after a b2c customer completes the profile (spec 001 section 4), with the
 * confetti: canvas-confetti, loaded only now, drawn on a canvas of our own over the modal (it does not
 * take the pointer), and skipped for customers who ask for reduced motion.
 */
export function CongratulationsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useAccountsT();
  return (
    <>
      <Modal
        id="profile-completion-congratulations"
        open={open}
        onClose={onClose}
        title={t('completion.congratsTitle')}
        description={t('completion.congratsBody')}
        footer={
          <button type="button" className="button" onClick={onClose}>
            {t('completion.congratsClose')}
          </button>
        }
      />
      {open ? <Confetti /> : null}
    </>
  );
}

function Confetti() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let reset: (() => void) | undefined;
    let cancelled = false;
    import('canvas-confetti')
      .then(({ default: confetti }) => {
        if (cancelled) return;
        const fire = confetti.create(canvas, { resize: true, disableForReducedMotion: true });
        reset = () => fire.reset();
        void fire({ particleCount: 140, spread: 80, startVelocity: 45, origin: { y: 0.35 } });
      })
      .catch((error: unknown) => console.warn('[accounts] the confetti could not load', error));
    return () => {
      cancelled = true;
      reset?.();
    };
  }, []);
  return createPortal(
    <canvas ref={canvasRef} className="completion-confetti" data-testid="confetti" aria-hidden="true" />,
    document.body,
  );
}
