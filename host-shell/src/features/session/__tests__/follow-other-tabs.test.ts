import mitt from 'mitt';
import type { Session } from 'shared-contracts/entities';
import type { AppEvents } from 'shared-contracts/events';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { testSession } from 'shared-ui/testing/fixtures';
import { followSessionOfOtherTabs } from '../follow-other-tabs';
import { createSessionStore } from '../session-store';

/** What the browser does in this tab when another tab writes (or removes) a key, or clears the storage. */
function otherTabStores(key: string | null, session: Session | null) {
  if (key === null) localStorage.clear();
  else if (session) localStorage.setItem(key, JSON.stringify(session));
  else localStorage.removeItem(key);
  window.dispatchEvent(
    new StorageEvent('storage', {
      key,
      newValue: session ? JSON.stringify(session) : null,
      storageArea: localStorage,
    }),
  );
}

function setup(session: Session | null) {
  localStorage.clear();
  if (session) localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(session));
  const store = createSessionStore(mitt<AppEvents>());
  const changed = jest.fn();
  const stop = followSessionOfOtherTabs(store, changed);
  return { store, changed, stop };
}

const withToken = (session: Session, authToken: string): Session => ({
  ...session,
  credentials: { ...session.credentials, authToken },
});

describe('one session per browser: another tab changing it', () => {
  it('a sign-out in another tab starts this page again: no tab stays in the account the browser left', () => {
    const { changed, stop } = setup(testSession());
    otherTabStores(STORAGE_KEYS.session, null);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledWith(null);
    stop();
  });

  it('the whole storage cleared in another tab (a session end, spec 001 section 4) is a session end here too', () => {
    const { changed, stop } = setup(testSession());
    otherTabStores(null, null);
    expect(changed).toHaveBeenCalledTimes(1);
    stop();
  });

  it("another account's sign-in, or a guest who signs in, in another tab starts this page again", () => {
    const { changed, stop } = setup(testSession('guest'));
    const account = withToken(testSession(), 'token-of-the-account');
    otherTabStores(STORAGE_KEYS.session, account);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledWith(account);
    stop();
  });

  it('a tab left without a session follows a sign-in made in another tab', () => {
    const { changed, stop } = setup(null);
    otherTabStores(STORAGE_KEYS.session, testSession());
    expect(changed).toHaveBeenCalledTimes(1);
    stop();
  });

  it('the same session refreshed in another tab is taken as it is, without starting again', () => {
    const session = testSession();
    const { store, changed, stop } = setup(session);
    const refreshed: Session = { ...session, user: { ...session.user, name: 'Nombre nuevo' } };
    otherTabStores(STORAGE_KEYS.session, refreshed);
    expect(changed).not.toHaveBeenCalled();
    expect(store.getState().session?.user.name).toBe('Nombre nuevo');
    stop();
  });

  it('another key (the order) leaves the session alone, and nothing is followed once stopped', () => {
    const { store, changed, stop } = setup(testSession());
    const before = store.getState().session;
    window.dispatchEvent(
      new StorageEvent('storage', { key: STORAGE_KEYS.cart, newValue: '{}', storageArea: localStorage }),
    );
    expect(changed).not.toHaveBeenCalled();
    expect(store.getState().session).toBe(before);
    stop();
    otherTabStores(STORAGE_KEYS.session, null);
    expect(changed).not.toHaveBeenCalled();
  });
});
