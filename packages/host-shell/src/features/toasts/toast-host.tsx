import { useEffect, useState } from 'react';
import type { AppEvents } from 'shared-contracts/events';
import { useShell } from '../../app/shell-context';

/** Toasts: top-center, 5 s, close on click (spec 000 and 001, section 9). */
export const TOAST_DURATION_MS = 5000;

type Toast = AppEvents['toast:show'] & { id: number };

export function ToastHost() {
  const { bus } = useShell();
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => {
    let next = 0;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const show = (toast: AppEvents['toast:show']) => {
      const id = (next += 1);
      setToasts((list) => [...list.filter((t) => t.message !== toast.message), { ...toast, id }]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setToasts((list) => list.filter((t) => t.id !== id));
      }, TOAST_DURATION_MS);
      timers.add(timer);
    };
    bus.on('toast:show', show);
    return () => {
      bus.off('toast:show', show);
      timers.forEach(clearTimeout);
    };
  }, [bus]);
  return (
    <div className="toast-host" aria-live="polite" role="status">
      {toasts.map((toast) => (
        <button
          key={toast.id}
          type="button"
          className={`toast toast--${toast.kind}`}
          onClick={() => setToasts((list) => list.filter((t) => t.id !== toast.id))}
        >
          {toast.message}
        </button>
      ))}
    </div>
  );
}
