/** Every local storage key the shell owns, in one place. */
export const STORAGE_KEYS = {
  cart: 'multimarca.cart',
  session: 'multimarca.session',
  /** how the user last signed in, and the path to return to (cleared on a failed login or logout) */
  authMethod: 'multimarca.authMethod',
  authPath: 'multimarca.authPath',
} as const;
