/** Every local storage key the shell owns, in one place. */
export const STORAGE_KEYS = {
  cart: 'multimarca.cart',
  session: 'multimarca.session',
} as const;
