import { sessionSchema, type Session } from 'shared-contracts/entities';
import { returnPath } from 'shared-contracts/routes';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';

/*
 * What the ways in keep in the browser between screens and across the Google round trip. Storage
 * that is full or blocked never breaks a sign in: the value is then simply not remembered.
 */

/** Shared with the shell, which clears both on logout (spec 001 section 4, failed login). */
export const AUTH_METHOD_KEY = STORAGE_KEYS.authMethod;
export const AUTH_PATH_KEY = STORAGE_KEYS.authPath;
/** The e-mail a recovery link was asked for: the new-password screen asks for a new link with it. */
export const RECOVERY_EMAIL_KEY = STORAGE_KEYS.recoveryEmail;
/** This tab only: the e-mail waiting for its code, and a Google session waiting for personal data. */
export const VERIFICATION_EMAIL_KEY = STORAGE_KEYS.verificationEmail;
export const PENDING_GOOGLE_SESSION_KEY = STORAGE_KEYS.pendingGoogleSession;

export type AuthMethod = 'email' | 'google' | 'guest';

type Area = 'local' | 'session';

const storage = (area: Area): Storage | null => {
  try {
    return area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
};

function read(area: Area, key: string): string | null {
  try {
    return storage(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(area: Area, key: string, value: string): void {
  try {
    storage(area)?.setItem(key, value);
  } catch {
    // not remembered: the flow still works in this screen
  }
}

function remove(area: Area, key: string): void {
  try {
    storage(area)?.removeItem(key);
  } catch {
    // nothing stored
  }
}

/**
 * Remembers where to come back after signing in: the current path, unless it is an auth route or
 * the root (spec 001 section 4, Google sign-in). Only same-site paths are kept. The rule every
 * screen that sends a guest to sign in follows (shared-ui/sign-in-link).
 */
export { rememberReturnAfterSignIn as rememberReturnPath } from 'shared-ui/sign-in-link';

/** The remembered path, if it is still a path of this site. */
export function readReturnPath(): string | null {
  return returnPath(read('local', AUTH_PATH_KEY));
}

export function rememberAuthMethod(method: AuthMethod): void {
  write('local', AUTH_METHOD_KEY, method);
}

export function readAuthMethod(): string | null {
  return read('local', AUTH_METHOD_KEY);
}

/**
 * The path a failed login cleared from local storage, held in this page's memory only: the spec's
 * rule clears the stored path, and a customer who mistypes a password and then gets it right still
 * goes where they were going (a new customer's walk lost a product's link and a checkout so). Used up
 * by the next sign-in, as the stored one; gone with the page.
 */
let pathOfFailedLogin: string | null = null;

/** After a sign in the path is used up; the method stays as "how the user last signed in". */
export function clearReturnPath(): void {
  remove('local', AUTH_PATH_KEY);
  pathOfFailedLogin = null;
}

/**
 * Where a sign-in goes, used up: the remembered path, else the one an earlier failed login of this
 * page cleared from storage; null for the base.
 */
export function takeReturnPath(): string | null {
  const path = readReturnPath() ?? pathOfFailedLogin;
  clearReturnPath();
  return path;
}

/**
 * A failed login clears the stored auth method and path (spec 001 section 4); the path stays in this
 * page's memory for the next attempt (`takeReturnPath`).
 */
export function clearAuthMethodAndPath(): void {
  pathOfFailedLogin = readReturnPath() ?? pathOfFailedLogin;
  remove('local', AUTH_METHOD_KEY);
  remove('local', AUTH_PATH_KEY);
}

export const rememberRecoveryEmail = (email: string) => write('local', RECOVERY_EMAIL_KEY, email);
export const readRecoveryEmail = () => read('local', RECOVERY_EMAIL_KEY);

/**
 * The name and e-mail of a sign-up in progress, in this tab only and never its password: the draft
 * with the password lives in memory (registration-store), so a reload of the second step starts the
 * first one again, filled in but the password (a walk found it empty).
 */
export function rememberRegistrationIdentity(identity: { name: string; email: string }): void {
  write('session', STORAGE_KEYS.registrationDraft, JSON.stringify(identity));
}

export function readRegistrationIdentity(): { name: string; email: string } | null {
  try {
    const stored = JSON.parse(read('session', STORAGE_KEYS.registrationDraft) ?? 'null') as unknown;
    if (!stored || typeof stored !== 'object') return null;
    const { name, email } = stored as Record<string, unknown>;
    return typeof name === 'string' && typeof email === 'string' ? { name, email } : null;
  } catch {
    return null;
  }
}

export const forgetRegistrationIdentity = () => remove('session', STORAGE_KEYS.registrationDraft);

export const rememberVerificationEmail = (email: string) => write('session', VERIFICATION_EMAIL_KEY, email);
export const readVerificationEmail = () => read('session', VERIFICATION_EMAIL_KEY);
export const clearVerificationEmail = () => remove('session', VERIFICATION_EMAIL_KEY);

/** A new Google user's session, held back until the personal data is completed. */
export function holdGoogleSession(session: Session): void {
  write('session', PENDING_GOOGLE_SESSION_KEY, JSON.stringify(session));
}

export function readHeldGoogleSession(): Session | null {
  const raw = read('session', PENDING_GOOGLE_SESSION_KEY);
  if (!raw) return null;
  try {
    const parsed = sessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const releaseGoogleSession = () => remove('session', PENDING_GOOGLE_SESSION_KEY);

/** This visit only: the customer closed the profile completion modal, so it does not open by itself again. */
export function rememberCompletionDismissed(userId: string): void {
  write('session', STORAGE_KEYS.profileCompletionDismissed, userId);
}

export function completionDismissed(userId: string): boolean {
  return read('session', STORAGE_KEYS.profileCompletionDismissed) === userId;
}
