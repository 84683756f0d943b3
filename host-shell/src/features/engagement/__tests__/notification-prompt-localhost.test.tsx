import { act, render, screen } from '@testing-library/react';
import { resetModalsForTests } from 'shared-ui/modal-store';
import { createSessionStore } from 'shared-ui/shell-stores';
import { testSession } from 'shared-ui/testing/fixtures';
import { ShellContext, type ShellContextValue } from '../../../app/shell-context';
import { createTestRouter } from '../../../testing/test-router';
import { NOTIFICATION_PROMPT_DELAY_MS, NotificationPrompt } from '../notification-prompt';

/*
 * Spec 001 section 4: the notification prompt is unsupported on localhost, only logged. This page is
 * jsdom's http://localhost/, with a service worker, the Push API and notifications all present.
 */

beforeEach(() => {
  resetModalsForTests();
  localStorage.clear();
  jest.useFakeTimers();
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: new Promise(() => {}) },
  });
  Object.assign(window, {
    PushManager: function PushManager() {},
    Notification: { permission: 'default', requestPermission: jest.fn() },
  });
});

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
});

it('on localhost the opt-in is not shown, only logged (console.info)', () => {
  expect(window.location.hostname).toBe('localhost');
  const info = jest.spyOn(console, 'info').mockImplementation(() => {});
  const shell = {
    stores: { session: createSessionStore(testSession()) },
    apiBaseUrl: '/api',
  } as unknown as ShellContextValue;
  const { view } = createTestRouter(
    <ShellContext.Provider value={shell}>
      <NotificationPrompt />
    </ShellContext.Provider>,
    '/',
  );
  render(view);
  act(() => jest.advanceTimersByTime(NOTIFICATION_PROMPT_DELAY_MS * 5));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(info).toHaveBeenCalledTimes(1);
  expect(info).toHaveBeenCalledWith(expect.stringContaining('(localhost)'));
  info.mockRestore();
});
