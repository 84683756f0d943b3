import { isContractCompatible, registrySchema, resolveEntryUrl, type Registry } from '../registry';

const entry = {
  name: 'mfe_ordering',
  version: '0.1.0',
  release: '0.1.0-1a2b3c4d',
  entry: '/releases/ordering/0.1.0-1a2b3c4d/remoteEntry.js',
  integrity: 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC',
  contractVersion: '1.0',
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

describe('contract compatibility', () => {
  it('honours the same major with an older or equal minor', () => {
    expect(isContractCompatible('1.2', '1.0')).toBe(true);
    expect(isContractCompatible('1.2', '1.2')).toBe(true);
  });
  it('refuses a newer minor or another major', () => {
    expect(isContractCompatible('1.2', '1.3')).toBe(false);
    expect(isContractCompatible('1.2', '2.0')).toBe(false);
    expect(isContractCompatible('2.0', '1.9')).toBe(false);
    expect(isContractCompatible('1.0', 'x')).toBe(false);
  });
});
