import type { RemoteName } from 'shared-contracts/registry';

/** How each remote's area is named in its fallback message. */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  ordering: 'las sucursales y el menú',
  checkout: 'el pago de tu pedido',
  accounts: 'tu cuenta',
  loyalty: 'tus puntos',
  club: 'el club',
};
