/**
 * Query keys more than one package must agree on: the page has one QueryClient, so the same key is
 * one request and one cache entry for every reader, and refreshing it reaches them all. Keys one
 * remote keeps to itself (ordering's `['ordering', …]`) stay beside their query.
 */
export const QUERY_KEYS = {
  /**
   * The user's available points: the shell's header badge and the loyalty remote's points screen
   * both read it (shared-ui/points holds its one query).
   */
  points: (userId: string) => ['points', userId] as const,
  /**
   * The user's points movements (GET /points/transaction/{userId}) and, below it, one movement's
   * detail: the loyalty remote reads them. They start with `points(userId)`, so whoever refreshes the
   * points after an order (the checkout, the shell's payment check) refreshes the movements too.
   */
  pointsTransactions: (userId: string) => ['points', userId, 'transactions'] as const,
  /**
   * The customer's active order: ordering (branch selection, branch home, the product overlay) and
   * checkout's active-order card read it (shared-ui/active-order holds its one query); whoever
   * changes the order (sending one, a payment) refreshes it under this key.
   */
  activeOrder: (userId: string) => ['active-order', userId] as const,
  /**
   * since 2.2: a branch (GET /local/{id}): ordering's screens and the checkout read the same branch,
   * once per 300 s (shared-ui/branch holds its one query).
   */
  branch: (localId: string) => ['branch', localId] as const,
  /**
   * since 2.3: the customer's saved addresses (GET /pedido/direccion/{userId}): ordering's address
   * drawer, the checkout's delivery details and form, and the checkout's address book in the profile
   * read it (shared-ui/saved-addresses holds its one query); saving an address refreshes it here.
   */
  savedAddresses: (userId: string) => ['saved-addresses', userId] as const,
  /**
   * since 2.3: a placed order (GET /pedido/detalles/{orderId}): the accounts remote's order detail and
   * the checkout's transfer instructions read it (shared-ui/order-detail holds its one query); the
   * checkout seeds it with the order it just sent.
   */
  orderDetail: (orderId: string) => ['order-detail', orderId] as const,
  /**
   * since 2.7: a table of a branch (GET /mesa/{localId}/{tableId}): the checkout's table scan and the
   * loyalty remote's scanner check a scanned table QR with it (shared-ui/table holds its one query).
   */
  table: (localId: string, tableId: string) => ['table', localId, tableId] as const,
} as const;
