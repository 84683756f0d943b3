import { brandSchema } from '../entities';
import {
  DESKTOP_MEDIA_QUERY,
  forcesDeliveryOption,
  isAppDownloadDomain,
  MOBILE_BREAKPOINT_PX,
  normaliseHost,
} from '../app-download';

const brand = (domain: string | null) =>
  brandSchema.parse({
    _id: 'marca-sabores',
    appDownload: domain
      ? { domain, appStoreUrl: 'https://apps.apple.com/x', playStoreUrl: 'https://play.google.com/x' }
      : null,
  });

describe('the app-download domain (spec 001 section 2, spec 000 section 9)', () => {
  it('is mobile below 1024 px', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(1024);
    expect(DESKTOP_MEDIA_QUERY).toBe('(min-width: 1024px)');
  });

  it('is the one domain the configuration names, compared as a host', () => {
    expect(isAppDownloadDomain(brand('app.localhost'), 'app.localhost')).toBe(true);
    expect(isAppDownloadDomain(brand('app.localhost'), 'APP.localhost.')).toBe(true);
    expect(isAppDownloadDomain(brand('app.saboresdelsur.com.ar'), 'www.app.saboresdelsur.com.ar')).toBe(true);
    expect(isAppDownloadDomain(brand('app.localhost'), 'app.localhost:3000')).toBe(true);
    // the brand's other domains are not
    expect(isAppDownloadDomain(brand('app.localhost'), 'localhost')).toBe(false);
    expect(isAppDownloadDomain(brand('app.localhost'), 'b2b.localhost')).toBe(false);
    expect(isAppDownloadDomain(brand('app.localhost'), 'x.app.localhost')).toBe(false);
  });

  it('is no domain for a brand without the configuration', () => {
    expect(isAppDownloadDomain(brand(null), 'localhost')).toBe(false);
    expect(isAppDownloadDomain(brandSchema.parse({ _id: 'b' }), 'localhost')).toBe(false);
    expect(isAppDownloadDomain(null, 'localhost')).toBe(false);
  });

  it('forces delivery as an option on that same domain only', () => {
    expect(forcesDeliveryOption(brand('app.localhost'), 'app.localhost')).toBe(true);
    expect(forcesDeliveryOption(brand('app.localhost'), 'localhost')).toBe(false);
  });

  it('normalises hosts', () => {
    expect(normaliseHost(' WWW.Example.com.:8080 ')).toBe('example.com');
  });
});
