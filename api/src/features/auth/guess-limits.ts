import type { DelayOptions, RateLimitOptions } from '../../lib/rate-limit';
import { tooManyRequests } from '../../lib/http-error';
import type { LimitSource } from './limits';

/**
 * Guessed secrets (a password, a registration code) are limited three ways, in the database, so every
 * API process counts together (ADR 032):
 * - per account, from any address: a delay that grows, never a lock. The first `free` failures wait
 *   nothing; after each further one the next attempt (anyone's) waits twice as long, up to a cap. The
 *   owner with the right secret gets in as soon as the delay has passed;
 * - per client address and account: an address that keeps failing on the account is refused for it;
 * - per client address, any account: an address that keeps failing is refused for every account.
 * An attempt is counted before its secret is checked (so attempts sent together cannot pass a rule)
 * and given back when it was right; a right one also forgets its address's failures on the account.
 */
export interface GuessLimits {
  /** the account's growing delay, whatever address guesses */
  account: DelayOptions;
  /** failures per client address and account; over `max` the address is refused until the window ends */
  addressAccount: RateLimitOptions;
  /** failures per client address, any account */
  address: RateLimitOptions;
}

export interface Lockouts {
  /** POST /api/login */
  password: GuessLimits;
  /** POST /api/register/mailVerified (4-digit codes) */
  code: GuessLimits;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The numbers, and what an attacker can still try with them, are in ADR 032:
 * - passwords: 5 failures free, then 1 s doubling up to 2 min (at most about 730 guesses a day per
 *   account from any number of addresses); 10 failures per address and account in 24 h; 30 failures
 *   per address in an hour;
 * - codes: 5 failures free, then 1 min doubling up to 15 min (about 104 guesses a day, 1 % of the
 *   10,000 codes); 5 failures per address and account in 24 h; 20 per address in an hour.
 * An account's count is forgotten 24 h after its last counted attempt.
 */
export const DEFAULT_LOCKOUTS: Lockouts = {
  password: {
    account: { free: 5, firstDelayMs: 1000, maxDelayMs: 2 * MINUTE, forgetMs: DAY },
    addressAccount: { max: 10, windowMs: DAY },
    address: { max: 30, windowMs: HOUR },
  },
  code: {
    account: { free: 5, firstDelayMs: MINUTE, maxDelayMs: 15 * MINUTE, forgetMs: DAY },
    addressAccount: { max: 5, windowMs: DAY },
    address: { max: 20, windowMs: HOUR },
  },
};

export interface GuessMessages {
  /** the account's delay is running */
  account: string;
  /** the address is refused (for the account, or for every account) */
  address: string;
}

/** One attempt let through: `succeeded()` when the secret was right; a wrong one keeps its counts. */
export interface GuessAttempt {
  succeeded(): Promise<void>;
  /** no guess was made after all (the owner's right code, spent by others' guesses): nothing counts */
  notAGuess(): Promise<void>;
}

const secondsUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

/**
 * The three rules of one kind of secret; counters `<kind>-account`, `<kind>-address-account` and
 * `<kind>-address` in rate_limits. `begin(address, accountId)` counts the attempt or throws 429 with
 * Retry-After (nothing counted then).
 */
export function guessLimiter(
  { rateLimitStore: store, clock }: LimitSource,
  kind: string,
  limits: GuessLimits,
  messages: GuessMessages,
) {
  const names = {
    account: `${kind}-account`,
    addressAccount: `${kind}-address-account`,
    address: `${kind}-address`,
  };
  return {
    async begin(address: string, accountId: string): Promise<GuessAttempt> {
      const pair = `${address}|${accountId}`;
      const byAddress = await store.hit(names.address, address, limits.address.windowMs);
      if (byAddress.hits > limits.address.max) {
        await store.giveBack(names.address, address);
        throw tooManyRequests(messages.address, secondsUntil(byAddress.resetsAt, clock.now()));
      }
      const byPair = await store.hit(names.addressAccount, pair, limits.addressAccount.windowMs);
      if (byPair.hits > limits.addressAccount.max) {
        await store.giveBack(names.addressAccount, pair);
        await store.giveBack(names.address, address);
        throw tooManyRequests(messages.address, secondsUntil(byPair.resetsAt, clock.now()));
      }
      const claim = await store.claim(names.account, accountId, limits.account);
      if (!claim.allowed) {
        await store.giveBack(names.addressAccount, pair);
        await store.giveBack(names.address, address);
        throw tooManyRequests(messages.account, secondsUntil(claim.notBefore, clock.now()));
      }
      return {
        async succeeded() {
          await store.clear(names.addressAccount, pair);
          await store.giveBack(names.address, address);
          await store.giveBack(names.account, accountId);
        },
        async notAGuess() {
          await store.giveBack(names.addressAccount, pair);
          await store.giveBack(names.address, address);
          await store.giveBack(names.account, accountId);
        },
      };
    },
    /** A new password: the guesses at the old one no longer matter (the account's and this address's). */
    async forget(address: string, accountId: string): Promise<void> {
      await store.clear(names.account, accountId);
      await store.clear(names.addressAccount, `${address}|${accountId}`);
    },
  };
}
