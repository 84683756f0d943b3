import { ApiError } from 'shared-ui/api-client';
import { testSession } from 'shared-ui/testing/fixtures';
import {
  AUTH_METHOD_KEY,
  AUTH_PATH_KEY,
  clearAuthMethodAndPath,
  holdGoogleSession,
  readHeldGoogleSession,
  readReturnPath,
  takeReturnPath,
  rememberAuthMethod,
  rememberReturnPath,
} from '../auth-storage';
import { isTransient, withRetries } from '../retry';
import {
  VERIFICATION_SEND_RETRIES,
  sendVerificationCode,
  verificationRetryDelay,
} from '../../features/auth/api/send-verification-code';
import type { ApiClient } from 'shared-ui/api-client';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('withRetries', () => {
  it('tries again up to the given number of retries, waiting between attempts', async () => {
    const waits: number[] = [];
    const task = jest.fn(async () => {
      throw new ApiError(503, 'down');
    });
    await expect(
      withRetries(task, { retries: 3, delayMs: (n) => n * 100, sleep: async (ms) => void waits.push(ms) }),
    ).rejects.toThrow('down');
    expect(task).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([100, 200, 300]);
  });

  it('stops at the first success, and does not retry an error that will not pass', async () => {
    let calls = 0;
    const flaky = () =>
      ++calls < 2 ? Promise.reject(new ApiError('FETCH_ERROR', 'x')) : Promise.resolve('ok');
    await expect(withRetries(flaky, { retries: 3, delayMs: () => 0, sleep: async () => {} })).resolves.toBe(
      'ok',
    );
    expect(calls).toBe(2);
    const refused = jest.fn(() => Promise.reject(new ApiError(429, 'too many')));
    await expect(
      withRetries(refused, { retries: 3, delayMs: () => 0, shouldRetry: isTransient, sleep: async () => {} }),
    ).rejects.toThrow('too many');
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('a network failure, a timeout and a 5xx are transient; a 4xx or an unreadable answer is not', () => {
    expect(isTransient(new ApiError('FETCH_ERROR', ''))).toBe(true);
    expect(isTransient(new ApiError('TIMEOUT_ERROR', ''))).toBe(true);
    expect(isTransient(new ApiError(500, ''))).toBe(true);
    expect(isTransient(new ApiError(400, ''))).toBe(false);
    expect(isTransient(new ApiError('PARSING_ERROR', ''))).toBe(false);
  });
});

describe('Verification send retries 3 (spec 001 sections 8 and 9)', () => {
  it('POST /register/sentMail is retried up to 3 times, waiting 0.5, 1 and 2 s', async () => {
    expect(VERIFICATION_SEND_RETRIES).toBe(3);
    const post = jest.fn(() => Promise.reject(new ApiError(500, 'boom')));
    const api = { post } as unknown as ApiClient;
    const waits: number[] = [];
    await expect(
      sendVerificationCode(api, { idMarca: 'm', email: 'A@B.com' }, async (ms) => void waits.push(ms)),
    ).rejects.toThrow('boom');
    expect(post).toHaveBeenCalledTimes(1 + 3);
    expect(post).toHaveBeenCalledWith('/register/sentMail', { idMarca: 'm', email: 'a@b.com' });
    expect(waits).toEqual([1, 2, 3].map(verificationRetryDelay));
    expect(waits).toEqual([500, 1000, 2000]);
  });
});

describe('auth method and path (spec 001 section 4)', () => {
  it('remembers the current path unless it is the auth route or root', () => {
    rememberReturnPath('/');
    rememberReturnPath('/auth');
    rememberReturnPath('/auth/inicio-de-sesion');
    rememberReturnPath('/verificacion');
    expect(readReturnPath()).toBeNull();
    rememberReturnPath('/puntos?tab=2');
    expect(readReturnPath()).toBe('/puntos?tab=2');
    rememberReturnPath('//evil.example');
    expect(readReturnPath()).toBe('/puntos?tab=2');
    rememberReturnPath('/forgotpassword/resetpassword/a/b');
    expect(readReturnPath()).toBe('/puntos?tab=2');
    // A lookalike of an auth route is not one (shared-contracts/routes).
    rememberReturnPath('/authors');
    expect(readReturnPath()).toBe('/authors');
  });

  it('a failed login clears the stored auth method and path', () => {
    rememberAuthMethod('google');
    rememberReturnPath('/perfil');
    expect(localStorage.getItem(AUTH_METHOD_KEY)).toBe('google');
    expect(localStorage.getItem(AUTH_PATH_KEY)).toBe('/perfil');
    clearAuthMethodAndPath();
    expect(localStorage.getItem(AUTH_METHOD_KEY)).toBeNull();
    expect(localStorage.getItem(AUTH_PATH_KEY)).toBeNull();
  });

  it("after a failed login the page's next sign-in still returns to the cleared path, once", () => {
    rememberReturnPath('/menu/suc-palermo/store-palermo/product/SAB-036');
    clearAuthMethodAndPath();
    clearAuthMethodAndPath(); // a second wrong password
    expect(localStorage.getItem(AUTH_PATH_KEY)).toBeNull();
    expect(takeReturnPath()).toBe('/menu/suc-palermo/store-palermo/product/SAB-036');
    expect(takeReturnPath()).toBeNull();
    // a path remembered after the failure is the newer one
    rememberReturnPath('/perfil');
    clearAuthMethodAndPath();
    rememberReturnPath('/puntos');
    expect(takeReturnPath()).toBe('/puntos');
    expect(takeReturnPath()).toBeNull();
  });

  it('holds a Google session in this tab only, and reads back only a valid one', () => {
    holdGoogleSession(testSession());
    expect(readHeldGoogleSession()?.credentials.userId).toBe('user-1');
    sessionStorage.setItem('multimarca.pendingGoogleSession', '{"broken":');
    expect(readHeldGoogleSession()).toBeNull();
  });
});
