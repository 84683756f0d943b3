/**
 * @jest-environment-options {"url": "http://b2b.localhost/", "customExportConditions": [""]}
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Session } from 'shared-contracts/entities';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { closeModal, requestModal, resetModalsForTests, setModalsHeld } from 'shared-ui/modal-store';
import { showToast } from 'shared-ui/show-toast';
import { createSessionStore } from 'shared-ui/shell-stores';
import { testSession } from 'shared-ui/testing/fixtures';
import { server } from 'shared-ui/testing/network';
import { ShellContext, type ShellContextValue } from '../../../app/shell-context';
import { createTestRouter } from '../../../testing/test-router';
import { NOTIFICATION_PROMPT_DELAY_MS, NotificationPrompt } from '../notification-prompt';
import { MAX_PROMPTS, REPROMPT_INTERVAL_DAYS } from '../reprompt-schedule';
import { base64UrlToBytes, SEND_ERROR, sendSubscription } from '../notification-subscription';
import { pushSupport } from '../notification-support';

jest.mock('shared-ui/show-toast', () => ({ showToast: jest.fn() }));

/*
 * The push opt-in of spec 001 sections 4 and 9, on a page at b2b.localhost (a site: push is
 * unsupported only on localhost and 127.0.0.1). The browser's service worker, Push API and
 * Notification are fakes; the API is MSW.
 */

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 2, 2, 15);
// a P-256 public key in base64url (65 bytes, uncompressed), as the API answers it
const VAPID_KEY = `BA${'Q'.repeat(85)}`;
const SUBSCRIPTION = {
  endpoint: 'https://push.example.com/send/sub-1',
  expirationTime: null,
  keys: { p256dh: `BA${'A'.repeat(85)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
};

interface FakeBrowser {
  requestPermission: jest.Mock;
  subscribe: jest.Mock;
  unsubscribe: jest.Mock;
  getSubscription: jest.Mock;
}

/** A browser with a service worker, the Push API and notifications (jsdom has none of them). */
function fakePushBrowser({
  permission = 'default',
  subscribeFails = false,
  subscribed = false,
}: {
  permission?: NotificationPermission;
  subscribeFails?: boolean;
  subscribed?: boolean;
} = {}): FakeBrowser {
  const unsubscribe = jest.fn(async () => true);
  const subscription = { options: { applicationServerKey: null }, toJSON: () => SUBSCRIPTION, unsubscribe };
  // `subscribed`: this browser already has a push subscription (from an earlier visit)
  let current: unknown = subscribed ? subscription : null;
  const getSubscription = jest.fn(async () => current);
  const subscribe = jest.fn(async () => {
    if (subscribeFails) throw new Error('Registration failed - permission denied');
    current = subscription;
    return subscription;
  });
  const registration = { pushManager: { getSubscription, subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  const requestPermission = jest.fn(async () => 'granted');
  Object.assign(window, {
    PushManager: function PushManager() {},
    Notification: { permission, requestPermission },
  });
  return { requestPermission, subscribe, unsubscribe, getSubscription };
}

function removePushBrowser() {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
}

/** What the API received, and the handlers that answer it (`status` for the subscription call). */
function fakeApi(status = 201) {
  const sent: { body: unknown; authorization: string | null; credentials: string }[] = [];
  server.use(
    http.get('/api/user/notification/vapid-public-key', () =>
      HttpResponse.json({ data: { publicKey: VAPID_KEY } }),
    ),
    http.post('/api/user/notification/subscription', async ({ request }) => {
      sent.push({
        body: await request.json(),
        authorization: request.headers.get('authorization'),
        credentials: request.credentials,
      });
      return HttpResponse.json(status < 300 ? { data: {} } : { message: 'no' }, { status });
    }),
  );
  return sent;
}

function renderPrompt(session: Session | null = testSession(), path = '/') {
  const sessionStore = createSessionStore(session);
  const shell = { stores: { session: sessionStore }, apiBaseUrl: '/api' } as unknown as ShellContextValue;
  const { view } = createTestRouter(
    <ShellContext.Provider value={shell}>
      <NotificationPrompt />
    </ShellContext.Provider>,
    path,
  );
  const { unmount } = render(view);
  return { sessionStore, unmount };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const dialog = () => screen.queryByRole('dialog', { name: 'Activá las notificaciones' });
const stored = (key: keyof typeof STORAGE_KEYS) => localStorage.getItem(STORAGE_KEYS[key]);
const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

/** Declined `attempts` times, the last `daysAgo` days before now. */
function declined(attempts: number, daysAgo: number) {
  localStorage.setItem(STORAGE_KEYS.notificationAttempts, String(attempts));
  localStorage.setItem(STORAGE_KEYS.notificationChoice, 'denied');
  localStorage.setItem(STORAGE_KEYS.notificationLastPrompt, new Date(START - daysAgo * DAY).toISOString());
}

let info: jest.SpyInstance;
let warn: jest.SpyInstance;

beforeEach(() => {
  resetModalsForTests();
  localStorage.clear();
  jest.useFakeTimers({ now: START });
  jest.mocked(showToast).mockClear();
  info = jest.spyOn(console, 'info').mockImplementation(() => {});
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  jest.useRealTimers();
  removePushBrowser();
  info.mockRestore();
  warn.mockRestore();
});

describe('the notification prompt (spec 001 sections 4 and 9)', () => {
  it("uses the spec's numbers: 2000 ms, re-prompts after 3, 7, 14, 30, 90 days, at most 5", () => {
    expect(NOTIFICATION_PROMPT_DELAY_MS).toBe(2000);
    expect(REPROMPT_INTERVAL_DAYS).toEqual([3, 7, 14, 30, 90]);
    expect(MAX_PROMPTS).toBe(5);
  });

  it('shows the opt-in dialog 2000 ms after the page is ready, not before', () => {
    fakePushBrowser();
    renderPrompt();
    advance(1999);
    expect(dialog()).toBeNull();
    advance(1);
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activar notificaciones' })).toBeInTheDocument();
  });

  it('asks a guest too (spec 001 section 6 keeps points, the QR and the club from guests, not notifications)', () => {
    fakePushBrowser();
    renderPrompt(testSession('guest'));
    advance(2000);
    expect(dialog()).toBeInTheDocument();
  });

  it('does not ask without a session or on the auth routes', () => {
    fakePushBrowser();
    renderPrompt(null);
    renderPrompt(testSession(), '/auth/inicio-de-sesion');
    advance(10_000);
    expect(dialog()).toBeNull();
  });

  it('denied counts an attempt, keeps the date and the choice, and closes', async () => {
    const browser = fakePushBrowser();
    const sent = fakeApi();
    renderPrompt();
    advance(2000);
    await user().click(screen.getByRole('button', { name: 'Ahora no' }));
    advance(300);
    expect(dialog()).toBeNull();
    expect(stored('notificationAttempts')).toBe('1');
    expect(stored('notificationChoice')).toBe('denied');
    // when it was declined: 2000 ms after the page was ready
    expect(stored('notificationLastPrompt')).toBe(new Date(START + 2000).toISOString());
    expect(stored('webPushSubscription')).toBeNull();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('Escape is a decline too (one more attempt)', async () => {
    fakePushBrowser();
    declined(2, 7);
    renderPrompt();
    advance(2000);
    await user().keyboard('{Escape}');
    expect(stored('notificationAttempts')).toBe('3');
  });

  it.each(REPROMPT_INTERVAL_DAYS.slice(0, MAX_PROMPTS - 1).map((days, index) => [index + 1, days]))(
    'after %i declines it asks again %i days later, not a moment sooner',
    (attempts, days) => {
      fakePushBrowser();
      declined(attempts, days);
      jest.setSystemTime(START - 1);
      const early = renderPrompt();
      advance(2000);
      expect(dialog()).toBeNull();
      early.unmount();
      jest.setSystemTime(START);
      renderPrompt();
      advance(2000);
      expect(dialog()).toBeInTheDocument();
    },
  );

  it('asks at most 5 times: after the fifth decline, never again (not even 90 days later)', () => {
    fakePushBrowser();
    declined(5, 365);
    renderPrompt();
    advance(10_000);
    expect(dialog()).toBeNull();
  });

  it('accepted subscribes: permission, the worker, PushManager.subscribe with the API key, then POST with plain fetch', async () => {
    const browser = fakePushBrowser();
    const sent = fakeApi();
    renderPrompt();
    advance(2000);
    await user().click(screen.getByRole('button', { name: 'Activar notificaciones' }));
    // its close transition (300 ms)
    advance(300);
    expect(dialog()).toBeNull();
    expect(stored('notificationChoice')).toBe('granted');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(VAPID_KEY),
    });
    expect(sent[0]).toEqual({
      body: { pushSubscriptonId: SUBSCRIPTION, id: 'user-1' },
      authorization: 'Bearer token-1',
      credentials: 'include',
    });
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', expect.any(String)));
    expect(stored('webPushSubscription')).toBe('true');
    expect(stored('notificationAttempts')).toBeNull();
  });

  it('a subscription failure removes the local flag (the push service refused) and says so', async () => {
    fakePushBrowser({ subscribeFails: true });
    const sent = fakeApi();
    renderPrompt();
    advance(2000);
    await user().click(screen.getByRole('button', { name: 'Activar notificaciones' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'error',
        'No pudimos activar las notificaciones. Probá de nuevo más tarde.',
      ),
    );
    expect(stored('webPushSubscription')).toBeNull();
    expect(sent).toEqual([]);
  });

  it("after a failed subscription the choice is not left 'granted': the customer is asked again on the re-prompt schedule (issue 28 item 15)", async () => {
    fakePushBrowser({ subscribeFails: true });
    fakeApi();
    const first = renderPrompt();
    advance(2000);
    await user().click(screen.getByRole('button', { name: 'Activar notificaciones' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', expect.any(String)));
    expect(stored('webPushSubscription')).toBeNull();
    expect(stored('notificationChoice')).not.toBe('granted');
    // one attempt, dated now: the shared schedule's first wait (3 days) applies
    expect(stored('notificationAttempts')).toBe('1');
    const failedAt = Date.parse(stored('notificationLastPrompt') ?? '');
    expect(failedAt).toBeGreaterThanOrEqual(START + 2000);
    expect(failedAt).toBeLessThanOrEqual(Date.now());
    first.unmount();

    // a later visit within the 3 days is not asked
    jest.setSystemTime(failedAt + REPROMPT_INTERVAL_DAYS[0] * DAY - 60_000);
    const early = renderPrompt();
    advance(10_000);
    expect(dialog()).toBeNull();
    early.unmount();

    // 3 days after the failure it asks again
    jest.setSystemTime(failedAt + REPROMPT_INTERVAL_DAYS[0] * DAY);
    renderPrompt();
    advance(2000);
    expect(dialog()).toBeInTheDocument();
  });

  it('the flag says subscribed only once the subscription is made: a page left while subscribing is asked again (issue 28 item 15)', async () => {
    const browser = fakePushBrowser();
    // the service worker never gets ready while this page is open
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: new Promise(() => {}), getRegistration: async () => undefined },
    });
    fakeApi();
    const first = renderPrompt();
    advance(2000);
    await user().click(screen.getByRole('button', { name: 'Activar notificaciones' }));
    await waitFor(() => expect(browser.requestPermission).toHaveBeenCalledTimes(1));
    expect(stored('notificationChoice')).toBe('granted');
    expect(stored('webPushSubscription')).toBeNull();
    // the customer leaves (a reload, another tab) before it settles
    first.unmount();

    renderPrompt();
    advance(2000);
    expect(dialog()).toBeInTheDocument();
  });

  it("a non-ok answer of the API is 'Error send.', and removes the flag", async () => {
    fakePushBrowser();
    fakeApi(500);
    renderPrompt();
    advance(2000);
    await user().click(screen.getByRole('button', { name: 'Activar notificaciones' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', expect.any(String)));
    expect(stored('webPushSubscription')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.any(String), new Error(SEND_ERROR));
  });

  it('does not ask again while subscribed', async () => {
    fakePushBrowser({ permission: 'granted', subscribed: true });
    localStorage.setItem(STORAGE_KEYS.notificationChoice, 'granted');
    localStorage.setItem(STORAGE_KEYS.webPushSubscription, 'true');
    renderPrompt();
    await act(async () => {}); // the browser's subscription, read
    advance(10_000);
    expect(dialog()).toBeNull();
    expect(stored('webPushSubscription')).toBe('true');
  });

  it.each([
    ['no push subscription in the browser', { permission: 'granted' as const, subscribed: false }],
    ['notifications no longer allowed', { permission: 'default' as const, subscribed: true }],
  ])(
    "a flag that says subscribed where the browser is not (%s: written before issue 28 item 15's fix) is forgotten, and the customer is asked again",
    async (_case, browser) => {
      fakePushBrowser(browser);
      localStorage.setItem(STORAGE_KEYS.notificationChoice, 'granted');
      localStorage.setItem(STORAGE_KEYS.webPushSubscription, 'true');
      localStorage.setItem(STORAGE_KEYS.notificationLastPrompt, new Date(START - 40 * DAY).toISOString());
      renderPrompt();
      await act(async () => {});
      expect(stored('webPushSubscription')).toBeNull();
      expect(stored('notificationChoice')).toBeNull();
      // the prompt's history stays: the schedule decides, as for anyone never subscribed
      expect(stored('notificationLastPrompt')).toBe(new Date(START - 40 * DAY).toISOString());
      advance(NOTIFICATION_PROMPT_DELAY_MS);
      expect(dialog()).not.toBeNull();
    },
  );

  it('never over another modal: it waits until that one closes, then 2000 ms', () => {
    fakePushBrowser();
    requestModal({ key: 'other' });
    renderPrompt();
    advance(5000);
    expect(dialog()).toBeNull();
    act(() => closeModal('other'));
    advance(1999);
    expect(dialog()).toBeNull();
    advance(1);
    expect(dialog()).toBeInTheDocument();
  });

  it('not during the splash (modals held back)', () => {
    fakePushBrowser();
    act(() => setModalsHeld(true));
    renderPrompt();
    advance(5000);
    expect(dialog()).toBeNull();
    act(() => setModalsHeld(false));
    advance(2000);
    expect(dialog()).toBeInTheDocument();
  });

  it('without a service worker, the Push API or notifications it is only logged', () => {
    renderPrompt();
    advance(10_000);
    expect(dialog()).toBeNull();
    expect(info).toHaveBeenCalledWith(expect.stringContaining('no service worker'));
  });

  it('a browser that blocked notifications is not asked (logged)', () => {
    fakePushBrowser({ permission: 'denied' });
    renderPrompt();
    advance(10_000);
    expect(dialog()).toBeNull();
    expect(info).toHaveBeenCalledWith(expect.stringContaining('blocked'));
  });

  it("signing out ends this browser's subscription and forgets the keys", async () => {
    const browser = fakePushBrowser();
    fakeApi();
    const { sessionStore } = renderPrompt();
    advance(2000);
    await user().click(screen.getByRole('button', { name: 'Activar notificaciones' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', expect.any(String)));
    act(() => sessionStore.getState().clearSession());
    await waitFor(() => expect(browser.unsubscribe).toHaveBeenCalledTimes(1));
    expect(stored('webPushSubscription')).toBeNull();
    expect(stored('notificationChoice')).toBeNull();
  });
});

describe('where push is supported (spec 001: unsupported on localhost or without service worker and push)', () => {
  const page = (
    hostname: string,
    parts: Partial<Record<'serviceWorker' | 'PushManager' | 'Notification', unknown>> = {},
  ) => ({
    location: { hostname },
    isSecureContext: true,
    navigator: { serviceWorker: 'serviceWorker' in parts ? parts.serviceWorker : {} },
    PushManager: 'PushManager' in parts ? parts.PushManager : {},
    Notification: 'Notification' in parts ? parts.Notification : {},
  });

  it('localhost and 127.0.0.1 are unsupported; a brand host (b2b.localhost, a domain) is a site', () => {
    expect(pushSupport(page('localhost'))).toEqual({ supported: false, reason: 'localhost' });
    expect(pushSupport(page('127.0.0.1'))).toEqual({ supported: false, reason: 'localhost' });
    expect(pushSupport(page('b2b.localhost'))).toEqual({ supported: true });
    expect(pushSupport(page('saboresdelsur.com.ar'))).toEqual({ supported: true });
  });

  it('needs a service worker, the Push API and notifications', () => {
    expect(pushSupport(page('shop.test', { serviceWorker: undefined })).supported).toBe(false);
    expect(pushSupport(page('shop.test', { PushManager: undefined })).supported).toBe(false);
    expect(pushSupport(page('shop.test', { Notification: undefined })).supported).toBe(false);
    expect(pushSupport({ ...page('shop.test'), isSecureContext: false }).supported).toBe(false);
  });
});

describe("POST /user/notification/subscription (spec 001 section 7: plain fetch, 'Error send.')", () => {
  beforeEach(() => jest.useRealTimers());

  it("throws 'Error send.' on any non-ok answer", async () => {
    for (const status of [400, 401, 500]) {
      fakeApi(status);
      await expect(
        sendSubscription(
          { apiBaseUrl: '/api', token: 'token-1' },
          { pushSubscriptonId: SUBSCRIPTION, id: 'user-1' },
        ),
      ).rejects.toThrow(new Error(SEND_ERROR));
    }
    fakeApi(201);
    await expect(
      sendSubscription(
        { apiBaseUrl: '/api', token: null },
        { pushSubscriptonId: SUBSCRIPTION, id: 'user-1' },
      ),
    ).resolves.toBeUndefined();
  });
});
