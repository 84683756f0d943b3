import { useEffect } from 'react';
import { showToast } from 'shared-ui/toast-store';
import { ToastContainer } from 'shared-ui/toasts';
import type { AppEvents } from 'shared-contracts/events';
import { useShell } from '../../app/shell-context';

/**
 * The page's toasts: every 'toast:show' on the bus, from the shell or any remote, is drawn by the
 * shared ToastContainer (top-center, 5 s, light, no progress bar, close on click, draggable, no
 * pause on hover: spec 000 and 001, section 9).
 */
export function ToastHost() {
  const { bus } = useShell();
  useEffect(() => {
    const show = (toast: AppEvents['toast:show']) => {
      showToast(toast);
    };
    bus.on('toast:show', show);
    return () => bus.off('toast:show', show);
  }, [bus]);
  return <ToastContainer />;
}
