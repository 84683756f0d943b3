import { act, render, screen } from '@testing-library/react';
import { requestModal, resetModalsForTests } from 'shared-ui/modal-store';
import { withTexts } from '../../../testing/test-router';
import { isStandaloneDisplay } from '../display-mode';
import { PULL_INDICATOR_PX, PULL_MAX_PX, PULL_RELOAD_PX, pullState, PullToRefresh } from '../pull-to-refresh';

function displayMode(standalone: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query === '(display-mode: standalone)' ? standalone : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

/** A one-finger touch event at `y` (jsdom has no Touch constructor). */
function touch(type: string, y?: number) {
  const event = new Event(type, { bubbles: true });
  Object.defineProperty(event, 'touches', { value: y === undefined ? [] : [{ clientY: y }] });
  act(() => {
    window.dispatchEvent(event);
  });
}

function pull(from: number, to: number) {
  touch('touchstart', from);
  touch('touchmove', to);
}

beforeEach(() => {
  resetModalsForTests();
  displayMode(true);
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
  Reflect.deleteProperty(navigator, 'standalone');
});

describe('pull-to-refresh in the home-screen app (spec 001 sections 2 and 9)', () => {
  it('uses the spec numbers: indicator after 100 px, drawn at most 128 px, reload after 250 px', () => {
    expect([PULL_INDICATOR_PX, PULL_MAX_PX, PULL_RELOAD_PX]).toEqual([100, 128, 250]);
    expect(pullState(99)).toEqual({ visible: false, offset: 99, armed: false });
    expect(pullState(100)).toEqual({ visible: true, offset: 100, armed: false });
    expect(pullState(128)).toEqual({ visible: true, offset: 128, armed: false });
    expect(pullState(249)).toEqual({ visible: true, offset: 128, armed: false });
    expect(pullState(250)).toEqual({ visible: true, offset: 128, armed: true });
    expect(pullState(-40)).toEqual({ visible: false, offset: 0, armed: false });
  });

  it('is on only in standalone display mode (or navigator.standalone)', () => {
    expect(isStandaloneDisplay()).toBe(true);
    displayMode(false);
    expect(isStandaloneDisplay()).toBe(false);
    Object.defineProperty(navigator, 'standalone', { configurable: true, value: true });
    expect(isStandaloneDisplay()).toBe(true);
  });

  it('shows the indicator after 100 px, at most 128 px down, and reloads when let go past 250 px', () => {
    const reload = jest.fn();
    render(withTexts(<PullToRefresh reload={reload} />));
    pull(10, 10 + 99);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    touch('touchmove', 10 + 100);
    expect(screen.getByRole('status')).toHaveTextContent('Deslizá hacia abajo para actualizar');
    const indicator = document.querySelector('.pull-to-refresh') as HTMLElement;
    expect(indicator.style.transform).toBe('translate(-50%, 100px)');
    touch('touchmove', 10 + 200);
    expect(indicator.style.transform).toBe('translate(-50%, 128px)');
    touch('touchend');
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    pull(10, 10 + 250);
    expect(screen.getByRole('status')).toHaveTextContent('Soltá para actualizar');
    touch('touchend');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a cancelled touch, a pull from a scrolled page or over a modal does not reload', () => {
    const reload = jest.fn();
    render(withTexts(<PullToRefresh reload={reload} />));
    pull(0, 300);
    touch('touchcancel');
    expect(reload).not.toHaveBeenCalled();

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 40 });
    pull(0, 300);
    touch('touchend');
    expect(reload).not.toHaveBeenCalled();

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    act(() => requestModal({ key: 'other', id: 'other' }));
    pull(0, 300);
    touch('touchend');
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing in a normal browser tab', () => {
    displayMode(false);
    const reload = jest.fn();
    render(withTexts(<PullToRefresh reload={reload} />));
    pull(0, 300);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    touch('touchend');
    expect(reload).not.toHaveBeenCalled();
  });
});
