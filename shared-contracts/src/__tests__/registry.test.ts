import { isPlatformCompatible, registrySchema, resolveEntryUrl, type Registry } from '../registry';

const entry = {
  name: 'mfe_ordering',
  version: '0.1.0',
  release: '0.1.0-1a2b3c4d',
  entry: '/releases/ordering/0.1.0-1a2b3c4d/remoteEntry.js',
  integrity: 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC',
  platformVersion: '2.0',
};

describe('registry document', () => {
  it('accepts a valid registry and refuses an entry without integrity', () => {
    const valid = { schemaVersion: 1, allowedOrigins: ['self'], remotes: { ordering: entry } };
    expect(registrySchema.safeParse(valid).success).toBe(true);
    const noIntegrity = { ...valid, remotes: { ordering: { ...entry, integrity: '' } } };
    expect(registrySchema.safeParse(noIntegrity).success).toBe(false);
  });

  it('refuses an unknown remote name', () => {
    const doc = { schemaVersion: 1, allowedOrigins: ['self'], remotes: { payments: entry } };
    expect(registrySchema.safeParse(doc).success).toBe(false);
  });
});

describe('allowed origins', () => {
  const registry: Registry = {
    schemaVersion: 1,
    allowedOrigins: ['self', 'https://cdn.example.com'],
    remotes: {},
  };

  it('resolves a relative entry against the page origin', () => {
    const r = resolveEntryUrl(entry, registry, 'http://localhost:3000/menu/1/2');
    expect(r.ok && r.url.href).toBe('http://localhost:3000/releases/ordering/0.1.0-1a2b3c4d/remoteEntry.js');
  });

  it('allows a listed CDN origin', () => {
    const r = resolveEntryUrl(
      { ...entry, entry: 'https://cdn.example.com/o/remoteEntry.js' },
      registry,
      'http://localhost:3000/',
    );
    expect(r.ok).toBe(true);
  });

  it('refuses an origin the registry does not list', () => {
    const r = resolveEntryUrl(
      { ...entry, entry: 'https://evil.example.net/remoteEntry.js' },
      registry,
      'http://localhost:3000/',
    );
    expect(r).toEqual({
      ok: false,
      reason: "origin https://evil.example.net is not in the registry's allowed origins",
    });
  });

  it('refuses a javascript: URL', () => {
    const r = resolveEntryUrl({ ...entry, entry: 'javascript:alert(1)' }, registry, 'http://localhost:3000/');
    expect(r.ok).toBe(false);
  });
});

describe('platform compatibility (shell version, remote version)', () => {
  it('honours the same major with an older or equal minor', () => {
    expect(isPlatformCompatible('2.1', '2.0')).toBe(true);
    expect(isPlatformCompatible('2.0', '2.0')).toBe(true);
    expect(isPlatformCompatible('1.2', '1.0')).toBe(true);
  });
  it('refuses a release built against an older major: 2.0 does not honour 1.3', () => {
    expect(isPlatformCompatible('2.0', '1.3')).toBe(false);
    expect(isPlatformCompatible('2.0', '1.9')).toBe(false);
  });
  it('refuses a newer minor (2.0 does not honour 2.1) or a newer major', () => {
    expect(isPlatformCompatible('2.0', '2.1')).toBe(false);
    expect(isPlatformCompatible('1.2', '2.0')).toBe(false);
  });
  it('refuses anything that is not major.minor, on either side', () => {
    for (const garbage of ['x', '', '2', '2.0.0', 'v2.0', ' 2.0', '2.x']) {
      expect(isPlatformCompatible('2.0', garbage)).toBe(false);
      expect(isPlatformCompatible(garbage, '2.0')).toBe(false);
    }
  });
});

describe('registry entry', () => {
  it('records the platform version as major.minor', () => {
    const doc = (platformVersion: unknown) => ({
      schemaVersion: 1,
      allowedOrigins: ['self'],
      remotes: { ordering: { ...entry, platformVersion } },
    });
    expect(registrySchema.safeParse(doc('1.3')).success).toBe(true);
    expect(registrySchema.safeParse(doc('2.0.0')).success).toBe(false);
    expect(registrySchema.safeParse(doc(undefined)).success).toBe(false);
  });
});
