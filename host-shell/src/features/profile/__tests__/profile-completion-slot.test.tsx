import { act, render, waitFor } from '@testing-library/react';
import type { Session } from 'shared-contracts/entities';
import type { ShellWidgets, WidgetHandle } from 'shared-contracts/mount';
import { createBrandStore, createSessionStore } from 'shared-ui/shell-stores';
import { testBrand, testSession } from 'shared-ui/testing/fixtures';
import { createStore } from 'zustand/vanilla';
import { ShellContext, type ShellContextValue } from '../../../app/shell-context';
import { createTestRouter } from '../../../testing/test-router';
import { ProfileCompletionSlot } from '../profile-completion-slot';

const completeUser = {
  phoneNumber: '+541155550000',
  birthDate: { year: 1990, month: 5, day: 20 },
  gender: 'Female' as const,
};

function setup(path: string, session: Session | null, b2b = false) {
  const unmount = jest.fn(() => Promise.resolve());
  const handle: WidgetHandle = { update: () => Promise.resolve(), unmount };
  const mount = jest.fn<ReturnType<ShellWidgets['mount']>, Parameters<ShellWidgets['mount']>>(() =>
    Promise.resolve(handle),
  );
  const sessionStore = createSessionStore(session);
  const brand = testBrand();
  const shell = {
    stores: {
      session: sessionStore,
      brand: createBrandStore('demo', b2b ? { ...brand, businessType: 'b2b' } : brand),
    },
    widgets: { mount },
    sessionReady: createStore(() => ({ ready: true })),
  } as unknown as ShellContextValue;
  const { router, view } = createTestRouter(
    <ShellContext.Provider value={shell}>
      <ProfileCompletionSlot />
    </ShellContext.Provider>,
    path,
  );
  render(view);
  return { mount, unmount, sessionStore, router };
}

const registered = (fields: Partial<Session['user']> = {}): Session => {
  const session = testSession();
  return { ...session, user: { ...session.user, typeUser: 'registered', ...fields } };
};

describe('the profile completion widget slot (spec 001 sections 2 and 4)', () => {
  it('loads the widget for a signed-in customer who misses phone, birth date or gender', async () => {
    const { mount } = setup('/', registered({ phoneNumber: null, birthDate: null, gender: null }));
    await waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    expect(mount.mock.calls[0]?.[0]).toBe('accounts/profile-completion');
  });

  it('never loads it for a complete customer, a guest, or on the auth routes', async () => {
    const complete = setup('/', registered(completeUser));
    const guest = setup('/', { ...testSession(), user: { ...testSession().user, typeUser: 'guest' } });
    const onAuth = setup('/auth/inicio-de-sesion', registered({ gender: null }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(complete.mount).not.toHaveBeenCalled();
    expect(guest.mount).not.toHaveBeenCalled();
    expect(onAuth.mount).not.toHaveBeenCalled();
  });

  it('asks a b2b customer for the company data too', async () => {
    const { mount } = setup('/', registered(completeUser), true);
    await waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
  });

  it('keeps the widget after the data is completed (its congratulations stay), and drops it on sign-out', async () => {
    const { mount, unmount, sessionStore } = setup('/', registered({ gender: null }));
    await waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    act(() => sessionStore.getState().setSession(registered(completeUser)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unmount).not.toHaveBeenCalled();
    act(() => sessionStore.getState().clearSession());
    await waitFor(() => expect(unmount).toHaveBeenCalledTimes(1));
    expect(mount).toHaveBeenCalledTimes(1);
  });
});
