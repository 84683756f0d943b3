import { act, render, screen } from '@testing-library/react';
import { resetModalsForTests } from 'shared-ui/modal-store';
import { createBrandStore, createSessionStore } from 'shared-ui/shell-stores';
import { testBrand, testSession } from 'shared-ui/testing/fixtures';
import { ShellContext, type ShellContextValue } from '../../../app/shell-context';
import { createTestRouter } from '../../../testing/test-router';
import { EngagementLayer } from '../engagement-layer';

/** Spec 001 section 9: the opt-in's initial delay (2000 ms). */
const NOTIFICATION_PROMPT_DELAY_MS = 2000;

// the layer loads the prompt's module only where push can work: it must never be asked for here
const mockPromptModuleLoaded = jest.fn();
jest.mock('../notification-prompt', () => {
  mockPromptModuleLoaded();
  return jest.requireActual('../notification-prompt');
});

/*
 * Spec 001 section 4: the notification prompt is unsupported on localhost, only logged. This page is
 * jsdom's http://localhost/, with a service worker, the Push API and notifications all present. The
 * engagement layer decides it, so the prompt's code is not even loaded on such a page.
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

it('on localhost the opt-in is not shown nor loaded, only logged (console.info)', () => {
  expect(window.location.hostname).toBe('localhost');
  const info = jest.spyOn(console, 'info').mockImplementation(() => {});
  const shell = {
    stores: {
      session: createSessionStore(testSession()),
      brand: createBrandStore('localhost', testBrand()),
    },
    apiBaseUrl: '/api',
  } as unknown as ShellContextValue;
  const { view } = createTestRouter(
    <ShellContext.Provider value={shell}>
      <EngagementLayer />
    </ShellContext.Provider>,
    '/',
  );
  render(view);
  act(() => jest.advanceTimersByTime(NOTIFICATION_PROMPT_DELAY_MS * 5));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(info).toHaveBeenCalledTimes(1);
  expect(info).toHaveBeenCalledWith(expect.stringContaining('(localhost)'));
  expect(mockPromptModuleLoaded).not.toHaveBeenCalled();
  info.mockRestore();
});
