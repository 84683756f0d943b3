import { PUBLIC_ROUTE_PREFIXES } from 'shared-contracts/routes';
import { resolveRouteOwner } from '../route-owners';

describe('route families map to their owners (ARCHITECTURE.md)', () => {
  it.each([
    ['/', 'ordering'],
    ['/home/suc-1/store-1', 'ordering'],
    ['/home/suc-1/store-1/stories/0', 'ordering'],
    ['/menu/suc-1/store-1', 'ordering'],
    ['/resumen-de-orden', 'ordering'],
    ['/checkout', 'checkout'],
    ['/checkout/datos-de-entrega', 'checkout'],
    ['/checkout/seleccionar-mesa', 'checkout'],
    ['/auth', 'accounts'],
    ['/auth/inicio-de-sesion', 'accounts'],
    ['/auth/registro/datos-personales', 'accounts'],
    ['/verificacion', 'accounts'],
    ['/forgotpassword/resetpassword/u1/t1', 'accounts'],
    ['/reestablecer-cuenta', 'accounts'],
    ['/perfil/ordenes/detalle', 'accounts'],
    ['/terminos', 'accounts'],
    ['/privacidad', 'accounts'],
    ['/puntos/detalles/tx-1', 'loyalty'],
    ['/puntos/carga', 'loyalty'],
    ['/qr-code', 'loyalty'],
    ['/club', 'club'],
  ])('%s belongs to %s', (path, remote) => {
    expect(resolveRouteOwner(path)?.remote).toBe(remote);
  });

  it('gives the family prefix as base path', () => {
    expect(resolveRouteOwner('/menu/a/b')).toEqual({ remote: 'ordering', basePath: '/menu' });
    expect(resolveRouteOwner('/club/')).toEqual({ remote: 'club', basePath: '/club' });
  });

  it('gives every public route (the gate lets a visitor through) to the accounts remote', () => {
    for (const prefix of PUBLIC_ROUTE_PREFIXES) {
      expect(resolveRouteOwner(prefix)).toEqual({ remote: 'accounts', basePath: prefix });
    }
  });

  it('owns nothing for an unknown path or a lookalike prefix', () => {
    expect(resolveRouteOwner('/no-existe')).toBeNull();
    expect(resolveRouteOwner('/clubes')).toBeNull();
    expect(resolveRouteOwner('/authx')).toBeNull();
  });
});
