import type { Brand, Session } from 'shared-contracts/entities';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { isPublicPath } from 'shared-contracts/routes';
import { readTableLink } from 'shared-contracts/table-link';
import { readJson, writeJson } from '../../lib/storage';
import { readUrlCredentials } from '../session/url-credentials';
import { afterDismissal, mayPrompt, type PromptRecord } from './reprompt-schedule';

/** Spec 001 sections 4 and 9: the tour shows 500 ms after it may. */
export const TOUR_DELAY_MS = 500;
/** Spec 001 section 2: the first-visit tour has 3 steps. */
export const TOUR_STEP_COUNT = 3;

/** The steps' texts (shell locales, `tour.steps.<name>.title|body`), in order: ordering, paying, loyalty. */
export const TOUR_STEPS = ['order', 'pay', 'loyalty'] as const;
/**
 * `points`: the loyalty step of a brand without a club (the QR and the points only); `orderB2b` and
 * `payB2b`: a b2b brand's ordering and paying, which offer no table and no payment at the branch.
 */
export type TourStep = (typeof TOUR_STEPS)[number] | 'points' | 'orderB2b' | 'payB2b';

const B2B_STEP: Partial<Record<TourStep, TourStep>> = { order: 'orderB2b', pay: 'payB2b' };

/**
 * The steps a visitor is shown (issue 28 item 17): a guest cannot use the QR, the points nor the club
 * (spec 001 section 6), so the loyalty step is left out for them; everyone else sees the 3 steps,
 * and a brand whose club is not enabled (the b2b demo brand) is not said to have one.
 */
export function tourSteps(
  session: Session | null,
  brand?: Pick<Brand, 'clubMembers' | 'businessType'> | null,
): readonly TourStep[] {
  const forBrand = (steps: readonly TourStep[]) =>
    brand?.businessType === 'b2b' ? steps.map((step) => B2B_STEP[step] ?? step) : steps;
  if (session?.user.typeUser === 'guest') return forBrand(TOUR_STEPS.filter((step) => step !== 'loyalty'));
  if (brand && !brand.clubMembers?.enabled)
    return forBrand(TOUR_STEPS.map((step) => (step === 'loyalty' ? 'points' : step)));
  return forBrand(TOUR_STEPS);
}

const NEVER_ASKED: PromptRecord = { lastPromptAt: null, attempts: 0 };

/** The tour's record in local storage; anything unreadable counts as never asked. */
export function readTourRecord(): PromptRecord {
  const stored = readJson(STORAGE_KEYS.tour) as Partial<PromptRecord> | undefined;
  if (!stored || typeof stored !== 'object') return NEVER_ASKED;
  const attempts = Number.isInteger(stored.attempts) && (stored.attempts ?? 0) > 0 ? stored.attempts! : 0;
  const lastPromptAt = typeof stored.lastPromptAt === 'number' ? stored.lastPromptAt : null;
  return { lastPromptAt, attempts };
}

/** A dismissal (closed or finished) at `now`: the time is kept and one more attempt counted. */
export function recordTourDismissal(now: number): PromptRecord {
  const next = afterDismissal(readTourRecord(), now);
  writeJson(STORAGE_KEYS.tour, next);
  return next;
}

/**
 * "The user already has data from its lookup" (spec 001 section 4), as this app reads it: the
 * lookup is the session restored at start (the link, the cookie, or what the device stored; the
 * shell's restoreSession). When it found a registered customer, that customer has used the app
 * before and already knows it: no tour. A guest carries no data of a person, and a visitor who
 * signs in or up during this visit had nothing to look up: both may see it.
 */
export function lookupFoundCustomer(session: Session | null): boolean {
  return session?.user.typeUser === 'registered';
}

/**
 * "During auto-login" (spec 001 section 4): a page opened by a link that signs in by itself, the
 * credential link (uid, token, idMarca or a temporary auth_token, exchanged and then cleaned from
 * the address by the shell) or a table's deep link (a guest created and sent to the menu). The
 * address the page was loaded with is read from the navigation entry, since the shell has cleaned
 * the visible one by the time the session is known; `urls` are that address and the current one.
 */
export function openedByAutoLogin(urls: readonly string[]): boolean {
  return urls.some((url) => {
    let search: string;
    try {
      search = new URL(url, 'http://x').search;
    } catch {
      return false;
    }
    return readUrlCredentials(search) !== null || readTableLink(search) !== null;
  });
}

/** The address this page was loaded with, and the current one. */
export function pageAddresses(): string[] {
  const loaded =
    typeof performance !== 'undefined' && typeof performance.getEntriesByType === 'function'
      ? (performance.getEntriesByType('navigation')[0]?.name ?? null)
      : null;
  return loaded ? [loaded, window.location.href] : [window.location.href];
}

export interface TourConditions {
  record: PromptRecord;
  now: number;
  /** the session the start-up lookup found (see lookupFoundCustomer) */
  restoredSession: Session | null;
  autoLogin: boolean;
  pathname: string;
}

/**
 * Whether the tour may be shown (its 500 ms and a free modal slot aside): never asked or due again
 * (3/7/14/30/90 days, at most 5 prompts, reprompt-schedule.ts), not for a returning customer, not in
 * an auto-login's page, and only on the app's own screens (not over the sign-in, terms or privacy).
 */
export function tourMayShow({ record, now, restoredSession, autoLogin, pathname }: TourConditions): boolean {
  if (lookupFoundCustomer(restoredSession) || autoLogin) return false;
  if (isPublicPath(pathname)) return false;
  return mayPrompt(record, now);
}
