import { useEffect, useState, type RefObject } from 'react';

export type WidgetSlotStatus = 'loading' | 'mounted' | 'failed';

/**
 * The status of the `WidgetSlot` an element sits in (shared-ui/widget-slot), as the slot writes it in
 * its `data-widget-status` attribute. A slot shows one fallback both while its widget loads and once it
 * failed, and does not tell the fallback which: this reads it, so the fallback can say "loading" first
 * and "cannot be shown" only on a failure.
 */
export function useWidgetSlotStatus(ref: RefObject<HTMLElement | null>): WidgetSlotStatus {
  const [status, setStatus] = useState<WidgetSlotStatus>('loading');
  useEffect(() => {
    const slot = ref.current?.closest('[data-widget-status]');
    if (!slot) return;
    const read = () => {
      const value = slot.getAttribute('data-widget-status');
      setStatus(value === 'failed' || value === 'mounted' ? value : 'loading');
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(slot, { attributes: true, attributeFilter: ['data-widget-status'] });
    return () => observer.disconnect();
  }, [ref]);
  return status;
}
