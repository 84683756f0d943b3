import mitt, { type Emitter } from 'mitt';
import type { Brand, Cart, Language, Session } from './entities';
import type { RemoteName } from './registry';

/**
 * Every event that crosses a package boundary. A remote may emit and listen only to these;
 * adding an event is a minor change of the mount contract, removing or reshaping one is a major change.
 */
export type AppEvents = {
  'session:changed': { session: Session | null };
  /** since 1.1: an authenticated call was refused (401, 403, user not in brand); the shell logs out */
  'session:expired': { status: string | number; message: string };
  'brand:loaded': { brand: Brand };
  'cart:changed': { cart: Cart };
  'language:changed': { language: Language; previous: Language };
  'navigation:changed': { pathname: string; search: string };
  'remote:mounted': { remote: RemoteName; release: string };
  'remote:failed': { remote: RemoteName; release: string | null; reason: string };
  /**
   * since 2.3: the customer confirmed signing out (the profile). The shell ends the session at the API,
   * clears local storage (but the language), session storage and cookies, resets state and reloads.
   */
  'session:sign-out': Record<string, never>;
  /**
   * since 2.3: a screen asks the customer to complete the profile now (the 10% points offer, the
   * profile's own entry); the profile completion widget opens when data is missing.
   */
  'profile:completion-requested': { reason: 'points-offer' | 'profile' };
};

export type AppBus = Emitter<AppEvents>;

/**
 * A new event bus. The shell creates the page's one bus at start and hands it to every remote
 * (MountProps.bus); the development host and the tests create their own.
 */
export function createAppBus(): AppBus {
  return mitt<AppEvents>();
}
