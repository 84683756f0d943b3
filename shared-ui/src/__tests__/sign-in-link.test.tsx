import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { STORAGE_KEYS } from 'shared-contracts/storage-keys';
import { rememberReturnAfterSignIn, SignInLink } from '../sign-in-link';

describe('issue 28 item 6: where signing in from the checkout returns', () => {
  beforeEach(() => localStorage.clear());

  it("stores the checkout's path, with its query, under the key the accounts remote returns to", () => {
    expect(rememberReturnAfterSignIn('/checkout')).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.authPath)).toBe('/checkout');
    rememberReturnAfterSignIn('/checkout?x=1');
    expect(localStorage.getItem('multimarca.authPath')).toBe('/checkout?x=1');
  });

  it('spec 001 section 4: never the root or an auth route (nothing to come back to)', () => {
    expect(rememberReturnAfterSignIn('/')).toBe(false);
    expect(rememberReturnAfterSignIn('/?utm_source=x')).toBe(false);
    expect(rememberReturnAfterSignIn('/auth')).toBe(false);
    expect(rememberReturnAfterSignIn('/verificacion?email=a')).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.authPath)).toBeNull();
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

describe("a guest's way to sign in comes back to the screen it left (a walk: the club, the points, the QR, the profile's orders)", () => {
  beforeEach(() => localStorage.clear());

  function renderAt(path: string, link: React.ReactNode) {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/auth" element={<p>Ingresá</p>} />
          <Route path="*" element={link} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it('stores the screen, with its query, and goes to /auth', () => {
    renderAt('/puntos?tab=2', <SignInLink>Iniciar sesión</SignInLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Iniciar sesión' }));
    expect(localStorage.getItem(STORAGE_KEYS.authPath)).toBe('/puntos?tab=2');
    expect(screen.getByText('Ingresá')).toBeInTheDocument();
  });

  it("a prompt that stands for another screen (the bottom nav's Club slot) stores that one", () => {
    const closed = jest.fn();
    renderAt(
      '/menu/suc-palermo/store-palermo',
      <SignInLink returnTo="/club" onClick={closed}>
        Iniciar sesión
      </SignInLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Iniciar sesión' }));
    expect(localStorage.getItem(STORAGE_KEYS.authPath)).toBe('/club');
    expect(closed).toHaveBeenCalledTimes(1);
  });
});
