import { isRoutablePath, resolveContentLink } from '../in-app-links';

const ORIGIN = 'https://saboresdelsur.com.ar';

describe('isRoutablePath: the screens the app shows, by the routers’ own tables', () => {
  it.each([
    '/',
    '/home/suc-palermo/store-palermo',
    '/home/suc-palermo/store-palermo/stories/0',
    '/menu/suc-palermo/store-palermo',
    '/menu/suc-palermo/store-palermo/subcategory/sub-1',
    '/resumen-de-orden',
    '/checkout',
    '/puntos',
    '/qr-code',
    '/club',
    '/terminos',
    '/privacidad',
  ])('%s is a screen', (path) => expect(isRoutablePath(path)).toBe(true));

  it.each([
    // issue 11, item 6: the seeded story links, which showed the 'Muy pronto' placeholder
    '/menu/sab-milanesas',
    '/menu/and-limpieza',
    '/menu',
    '/home',
    '/home/suc-palermo',
    '/perfil',
    '/club/planes',
    '/puntos/123',
    '/no-such-screen',
  ])('%s is not', (path) => expect(isRoutablePath(path)).toBe(false));
});

describe('resolveContentLink (spec 001 section 2: internal links navigate in-app, external ones open a new tab)', () => {
  it('a routable path of this site navigates in-app, with its query and hash', () => {
    expect(resolveContentLink('/menu/suc-palermo/store-palermo?categoria=sab-milanesas', ORIGIN)).toEqual({
      kind: 'internal',
      to: '/menu/suc-palermo/store-palermo?categoria=sab-milanesas',
    });
    expect(resolveContentLink(`${ORIGIN}/club`, ORIGIN)).toEqual({ kind: 'internal', to: '/club' });
  });

  it('another site opens in a new tab', () => {
    expect(resolveContentLink('https://instagram.com/saboresdelsur', ORIGIN)).toEqual({
      kind: 'external',
      href: 'https://instagram.com/saboresdelsur',
    });
  });

  it.each([
    ['a path the app cannot show', '/menu/sab-milanesas'],
    ['a full address of this site the app cannot show', `${ORIGIN}/menu`],
    ['a relative path', 'menu/suc-palermo/store-palermo'],
    ['another scheme', 'javascript:alert(1)'],
    ['mail', 'mailto:hola@saboresdelsur.com.ar'],
    ['nothing', ''],
    ['null', null],
  ])('%s is not offered', (_label, link) => expect(resolveContentLink(link, ORIGIN)).toBeNull());
});
