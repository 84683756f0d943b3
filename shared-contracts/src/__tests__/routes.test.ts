import { isAuthPath, isPublicPath, isUnder, menuPath, profileAddressEditPath, returnPath } from '../routes';

describe('unauthenticated users see only auth routes, terms and privacy (spec 001 sections 2 and 6)', () => {
  it.each([
    '/auth',
    '/auth/inicio-de-sesion',
    '/auth/registro',
    '/auth/registro/datos-personales',
    '/verificacion',
    '/forgotpassword/resetpassword/u1/t1',
    '/reestablecer-cuenta',
    '/terminos',
    '/privacidad',
    '/auth/',
  ])('%s is public', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each([
    '/',
    '/home/suc-1/store-1',
    '/menu/suc-1/store-1',
    '/resumen-de-orden',
    '/checkout',
    '/perfil',
    '/perfil/terminos',
    '/perfil/privacidad',
    '/puntos',
    '/qr-code',
    '/club',
    '/authors',
    '/terminosx',
  ])('%s needs a session', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });

  it('the auth routes are the public ones but terms and privacy (a sign in never returns to them)', () => {
    expect(isAuthPath('/auth')).toBe(true);
    expect(isAuthPath('/forgotpassword/resetpassword/a/b')).toBe(true);
    expect(isAuthPath('/reestablecer-cuenta')).toBe(true);
    expect(isAuthPath('/terminos')).toBe(false);
    expect(isAuthPath('/authors')).toBe(false);
  });
});

describe('route prefixes', () => {
  it('a path is under a prefix when it is the prefix or one of its sub-paths', () => {
    expect(isUnder('/club', '/club')).toBe(true);
    expect(isUnder('/club/', '/club')).toBe(true);
    expect(isUnder('/club/planes', '/club')).toBe(true);
    expect(isUnder('/clubes', '/club')).toBe(false);
  });

  it("a branch's menu is /menu/{id}/{storeId}, encoded (spec 000 section 2)", () => {
    expect(menuPath('suc-palermo', 'store-palermo')).toBe('/menu/suc-palermo/store-palermo');
    expect(menuPath('a b', 'c/d')).toBe('/menu/a%20b/c%2Fd');
  });
});

describe('returnPath and profileAddressEditPath (issue 28: the branch list’s ‘Completar’ comes back to it)', () => {
  it('accepts a path of this site, with its query', () => {
    expect(returnPath('/sucursales')).toBe('/sucursales');
    expect(returnPath('/sucursales?categoria=2')).toBe('/sucursales?categoria=2');
  });

  it('refuses anything that could lead to another origin, and nothing', () => {
    for (const value of [
      '//otro.example',
      'https://otro.example',
      '/\\otro.example',
      'sucursales',
      '',
      null,
      undefined,
    ])
      expect(returnPath(value)).toBeNull();
  });

  it('writes the return address into the profile’s address form link only when given', () => {
    expect(profileAddressEditPath('dir 1')).toBe('/perfil/direcciones?edit=true&addressId=dir%201');
    expect(profileAddressEditPath('dir-1', '/sucursales?x=1')).toBe(
      '/perfil/direcciones?edit=true&addressId=dir-1&volver=%2Fsucursales%3Fx%3D1',
    );
  });
});
