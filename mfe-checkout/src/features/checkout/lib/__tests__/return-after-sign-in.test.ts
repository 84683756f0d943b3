import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { rememberReturnAfterSignIn } from '../return-after-sign-in';

describe('issue 28 item 6: where signing in from the checkout returns', () => {
  beforeEach(() => localStorage.clear());

  it("stores the checkout's path, with its query, under the key the accounts remote returns to", () => {
    expect(rememberReturnAfterSignIn('/checkout')).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.authPath)).toBe('/checkout');
    rememberReturnAfterSignIn('/checkout?x=1');
    expect(localStorage.getItem('multimarca.authPath')).toBe('/checkout?x=1');
  });

  it('never stores another site', () => {
    expect(rememberReturnAfterSignIn('//evil.example/checkout')).toBe(false);
    expect(rememberReturnAfterSignIn('https://evil.example')).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.authPath)).toBeNull();
  });

  it('storage that refuses it does not break the way to sign in', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      expect(rememberReturnAfterSignIn('/checkout')).toBe(false);
    } finally {
      setItem.mockRestore();
    }
  });
});
