import { readConfig } from '../config';
import { DEFAULT_SCRYPT, hashPassword, scryptOfCost, verifyPassword } from '../features/auth/password';
import { createTestApp, DB_TIMEOUT_MS } from '../testing/test-app';
import { TEST_PASSWORD_HASHING } from '../testing/test-database';

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

describe('PASSWORD_HASH_COST: the cost of new hashes (cheap for test runs, never in production)', () => {
  test('15 (N = 2^15, OWASP floor) by default; 10 to 20 accepted', () => {
    expect(readConfig({}).passwordHashCost).toBe(15);
    expect(scryptOfCost(readConfig({}).passwordHashCost)).toEqual(DEFAULT_SCRYPT);
    expect(readConfig({ PASSWORD_HASH_COST: '10' }).passwordHashCost).toBe(10);
    expect(readConfig({ PASSWORD_HASH_COST: '17', NODE_ENV: 'production' }).passwordHashCost).toBe(17);
    for (const bad of ['9', '21', '12.5', 'alto']) {
      expect(() => readConfig({ PASSWORD_HASH_COST: bad })).toThrow(
        `PASSWORD_HASH_COST must be an integer from 10 to 20, not "${bad}"`,
      );
    }
  });

  test('a cost under 15 is refused when NODE_ENV is production', () => {
    expect(() => readConfig({ PASSWORD_HASH_COST: '10', NODE_ENV: 'production' })).toThrow(
      'PASSWORD_HASH_COST under 15 is for test runs: it is refused when NODE_ENV is production',
    );
  });

  test(
    "a registration stores its hash at the app's cost; the demo customers verify at theirs",
    async () => {
      const t = await createTestApp();
      try {
        const email = 'costo@example.com';
        const registered = await t.app.inject({
          method: 'POST',
          url: '/api/register',
          payload: { idMarca: 'marca-sabores', name: 'Costo', email, password: 'Secreta123' },
        });
        expect(registered.statusCode).toBe(201);
        const { rows } = await t.db.query<{ password_hash: string }>(
          'SELECT password_hash FROM users WHERE email = $1',
          [email],
        );
        expect(rows[0]?.password_hash.startsWith(`scrypt$${TEST_PASSWORD_HASHING.N}$8$1$`)).toBe(true);
        expect(TEST_PASSWORD_HASHING.N).toBe(2 ** 10);
        const login = await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: {
            idMarca: 'marca-sabores',
            email: 'cliente@saboresdelsur.com.ar',
            password: 'Sabores2026',
          },
        });
        expect(login.statusCode).toBe(200);
      } finally {
        await t.close();
      }
    },
    DB_TIMEOUT_MS,
  );
});
