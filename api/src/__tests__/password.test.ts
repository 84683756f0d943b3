import { hashPassword, verifyPassword } from '../features/auth/password';

// Small parameters keep most cases fast; one case uses the real ones.
const FAST = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing (scrypt)', () => {
  test('stores scrypt$N$r$p$salt$hash with the default N=2^15, r=8, p=1, a 16-byte salt and a 64-byte key', async () => {
    const stored = await hashPassword('Sabores2026');
    const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
    expect([scheme, n, r, p, rest]).toEqual(['scrypt', '32768', '8', '1', []]);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(64);
    expect(stored).not.toContain('Sabores2026');
    expect(await verifyPassword('Sabores2026', stored)).toBe(true);
  });

  test('accepts only the same password', async () => {
    const stored = await hashPassword('Andina2026', FAST);
    expect(await verifyPassword('Andina2026', stored)).toBe(true);
    expect(await verifyPassword('andina2026', stored)).toBe(false);
    expect(await verifyPassword('Andina2026 ', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  test('salts every hash: the same password hashes differently each time', async () => {
    const a = await hashPassword('Sabores2026', FAST);
    const b = await hashPassword('Sabores2026', FAST);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Sabores2026', a)).toBe(true);
    expect(await verifyPassword('Sabores2026', b)).toBe(true);
  });

  test('reads the parameters from the stored hash', async () => {
    const stored = await hashPassword('Contraseña1', { N: 2 ** 11, r: 4, p: 2 });
    expect(stored.startsWith('scrypt$2048$4$2$')).toBe(true);
    expect(await verifyPassword('Contraseña1', stored)).toBe(true);
  });

  test('a malformed, tampered or oversized hash is a "no", never a throw', async () => {
    const stored = await hashPassword('Sabores2026', FAST);
    const parts = stored.split('$');
    const withKey = (key: string) => [...parts.slice(0, 5), key].join('$');
    const otherKey = Buffer.alloc(64, 1).toString('base64url');
    for (const bad of [
      '',
      'Sabores2026',
      'bcrypt$2b$10$abc',
      withKey(otherKey),
      withKey(Buffer.alloc(32, 1).toString('base64url')),
      stored.replace('scrypt$1024$', 'scrypt$1000$'),
      stored.replace('scrypt$1024$', `scrypt$${2 ** 24}$`),
      stored.replace('$8$1$', '$8$0$'),
    ]) {
      await expect(verifyPassword('Sabores2026', bad)).resolves.toBe(false);
    }
  });
});
