import { resolveBrandDomain } from '../domain';

describe('brand domain from the host (spec 001 section 7, Branding)', () => {
  it('removes www and the subdomain', () => {
    expect(resolveBrandDomain('www.saboresdelsur.com.ar')).toBe('saboresdelsur.com.ar');
    expect(resolveBrandDomain('pedidos.saboresdelsur.com.ar')).toBe('saboresdelsur.com.ar');
    expect(resolveBrandDomain('app.example.com')).toBe('example.com');
    expect(resolveBrandDomain('example.com')).toBe('example.com');
  });

  it('maps local hosts to the development brands', () => {
    expect(resolveBrandDomain('localhost')).toBe('saboresdelsur.com.ar');
    expect(resolveBrandDomain('127.0.0.1')).toBe('saboresdelsur.com.ar');
    expect(resolveBrandDomain('b2b.localhost')).toBe('andinamayorista.com.ar');
    expect(resolveBrandDomain('B2B.LOCALHOST')).toBe('andinamayorista.com.ar');
  });
});
