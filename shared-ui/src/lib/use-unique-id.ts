import { useId } from 'react';

/**
 * An id unique on the whole page, stable for the component's life: React's useId, which is unique
 * page-wide because every React root on the page has its own identifier prefix (the shell's root,
 * and each remote's from shared-ui/remote-lifecycles).
 */
export function useUniqueId(prefix: string): string {
  return `${prefix}-${useId()}`;
}
