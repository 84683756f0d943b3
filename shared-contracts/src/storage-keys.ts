/**
 * Every key the app keeps in the browser, in one place: the shell and the remotes that read or
 * clear the same entry import it from here.
 */
export const STORAGE_KEYS = {
  /** local storage: the order in progress (shell) */
  cart: 'multimarca.cart',
  /** local storage: the session (shell) */
  session: 'multimarca.session',
  /** local storage: the interface language, a device setting kept when a session ends */
  language: 'multimarca.language',
  /** local storage: how the user last signed in (cleared on a failed login or a session end) */
  authMethod: 'multimarca.authMethod',
  /** local storage: the path to return to after signing in */
  authPath: 'multimarca.authPath',
  /** local storage: the consumption preferences (spec 000 section 3) */
  consumePreferences: 'multimarca.consume-preferences',
  /** session storage: the e-mail a password reset was asked for */
  recoveryEmail: 'multimarca.recoveryEmail',
  /** session storage: the e-mail waiting for its verification code */
  verificationEmail: 'multimarca.verificationEmail',
  /** session storage: a Google sign-in waiting for its personal data */
  pendingGoogleSession: 'multimarca.pendingGoogleSession',
} as const;

/** The one-year cookie that carries the session across visits (spec 001 section 4). */
export const AUTH_COOKIE = 'multimarca_auth';
