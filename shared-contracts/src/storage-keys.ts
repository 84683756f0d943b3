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
  /**
   * since 2.10, session storage: the name and e-mail of a sign-up in progress, `{ name, email }`, never
   * its password, so a reload of its second step brings the first one back filled in (accounts)
   */
  registrationDraft: 'multimarca.registrationDraft',
  /**
   * since 2.11, session storage: the personal data step being filled in, `{ who, values }` (`who`: the
   * sign-up's e-mail or the Google user's id), so a reload keeps what was typed (accounts; removed when
   * the step is done)
   */
  personalDataDraft: 'multimarca.personalDataDraft',
  /** since 2.3, session storage: the support message being written, `{ userId, subject, message }` (accounts) */
  supportDraft: 'multimarca.supportDraft',
  /**
   * session storage: the product being customised, `{ path, state }`: its choices, quantity and
   * observations, so a reload of the open overlay keeps them (ordering; removed when the overlay closes)
   */
  productDraft: 'multimarca.productDraft',
  /**
   * session storage: the address form being filled in, `{ userId, addressId, values }`, so a reload
   * keeps what was typed (checkout's address form, also the profile's; removed when it is saved or left)
   */
  addressDraft: 'multimarca.addressDraft',
  /**
   * session storage: the menu path to return to from a subcategory (spec 000 section 2; ordering)
   */
  subcategoryReturn: 'multimarca.subcategoryReturn',
  /** session storage: a Google sign-in waiting for its personal data */
  pendingGoogleSession: 'multimarca.pendingGoogleSession',
  /**
   * session storage: the club sign-up waiting at the provider's authorisation page,
   * `{ planId, subscriptionId, userId }` (club)
   */
  pendingSubscription: 'multimarca.pendingSubscription',
  /**
   * since 2.4, local storage: the translations of brand texts, `[[language, text, translation, at]]`,
   * the latest 500 (shared-ui/translation, spec 001 sections 3 and 9)
   */
  translationsCache: 'multimarca.translationsCache',
  /** since 2.4, local storage: 'false' when the customer turned brand text translation off (default on) */
  translationsEnabled: 'multimarca.translationsEnabled',
  /** since 2.4, local storage: 'true' when the customer consents to translation telemetry (default off) */
  translationMetricsConsent: 'multimarca.translationMetricsConsent',
  /**
   * local storage: the first-visit tour's record, `{ lastPromptAt, attempts }` (epoch ms of the last
   * dismissal, how many times it was dismissed; spec 001 section 4; the shell's engagement layer)
   */
  tour: 'multimarca.tour',
  /** session storage: the app-download modal was shown in this tab (once per session, spec 001 section 2) */
  appDownloadShown: 'multimarca.appDownloadShown',
  /** local storage: when the push opt-in last asked (ISO date; spec 001 sections 4 and 9; the shell) */
  notificationLastPrompt: 'multimarca.notificationLastPrompt',
  /** local storage: the customer's answer to the push opt-in, 'granted' or 'denied' (the shell) */
  notificationChoice: 'multimarca.notificationChoice',
  /** local storage: how many times the push opt-in was declined, at most 5 (the shell) */
  notificationAttempts: 'multimarca.notificationAttempts',
  /** local storage: 'true' while this browser is subscribed to pushes (set on acceptance; a failure removes it) */
  webPushSubscription: 'multimarca.web-push-subscription',
} as const;

/** The one-year cookie that carries the session across visits (spec 001 section 4). */
export const AUTH_COOKIE = 'multimarca_auth';
