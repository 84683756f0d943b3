import { createHash, webcrypto } from 'node:crypto';
import { verifyIntegrity } from '../integrity';

const code = new TextEncoder().encode('var mfe_club = {};');
const sri = (algo: 'sha256' | 'sha384', text: Uint8Array) =>
  `${algo}-${createHash(algo).update(text).digest('base64')}`;

beforeAll(() => {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

describe('entry integrity', () => {
  it('accepts code whose digest matches the registry', async () => {
    await expect(verifyIntegrity(code.buffer, sri('sha384', code), '/e.js')).resolves.toBeUndefined();
    await expect(verifyIntegrity(code.buffer, sri('sha256', code), '/e.js')).resolves.toBeUndefined();
  });

  it('refuses code that differs by one byte', async () => {
    const tampered = new TextEncoder().encode('var mfe_club = {};;');
    await expect(verifyIntegrity(tampered.buffer, sri('sha384', code), '/e.js')).rejects.toMatchObject({
      kind: 'integrity',
    });
  });

  it('refuses an unknown algorithm', async () => {
    await expect(verifyIntegrity(code.buffer, 'md5-abc', '/e.js')).rejects.toMatchObject({
      kind: 'integrity',
    });
  });
});
