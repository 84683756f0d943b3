import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

/**
 * The confetti of a b2c customer's completed profile (spec 001 section 4): canvas-confetti, loaded
 * only now, drawn on a canvas of our own over every layer (it does not take the pointer), and skipped
 * for customers who ask for reduced motion.
 */
export function Confetti() {
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
