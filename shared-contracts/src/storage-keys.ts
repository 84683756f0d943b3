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
  /**
   * since 2.2, local storage: the card payment waiting for its verification, `{ idPayment, idLocal }`
   * (checkout writes it before opening the card checkout; the shell's background check and the
   * result screen read and remove it)
   */
  pendingPayment: 'multimarca.pendingPayment',
  /** local storage: the idempotency key of the order being sent, kept with its draft order (checkout) */
  orderSubmission: 'multimarca.orderSubmission',
  /** session storage: the draft orders a guest was already asked to register for (checkout) */
  guestPromptDrafts: 'multimarca.guestPromptDrafts',
  /** session storage: the e-mail a password reset was asked for */
  recoveryEmail: 'multimarca.recoveryEmail',
  /** session storage: the e-mail waiting for its verification code */
  verificationEmail: 'multimarca.verificationEmail',
  /** since 2.3, session storage: the customer who closed the profile completion modal this visit */
  profileCompletionDismissed: 'multimarca.profileCompletionDismissed',
  /** since 2.3, session storage: the support message being written, `{ userId, subject, message }` (accounts) */
  supportDraft: 'multimarca.supportDraft',
  /** session storage: a Google sign-in waiting for its personal data */
  pendingGoogleSession: 'multimarca.pendingGoogleSession',
  /**
   * session storage: the club sign-up waiting at the provider's authorisation page,
   * `{ planId, subscriptionId, userId }` (club)
   */
  pendingSubscription: 'multimarca.pendingSubscription',
} as const;

/** The one-year cookie that carries the session across visits (spec 001 section 4). */
export const AUTH_COOKIE = 'multimarca_auth';
