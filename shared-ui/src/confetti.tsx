import './confetti.css';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

/**
 * A celebration's confetti (spec 001: the completed profile of a b2c customer, the club's new
 * membership): canvas-confetti, loaded only when shown, drawn on a canvas of our own over every layer
 * (it does not take the pointer), and skipped for customers who ask for reduced motion.
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
      .catch((error: unknown) => console.warn('[ui] the confetti could not load', error));
    return () => {
      cancelled = true;
      reset?.();
    };
  }, []);
  return createPortal(
    <canvas ref={canvasRef} className="ui-confetti" data-testid="confetti" aria-hidden="true" />,
    document.body,
  );
}
