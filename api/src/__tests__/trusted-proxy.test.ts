import { isLoopbackAddress, trustOneLocalProxy } from '../lib/proxy';
import { createTestApp, DB_TIMEOUT_MS } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/**
 * Issue 11, items 10 and 14: the API trusts exactly one proxy hop, the edge server on this machine,
 * for the client's address (X-Forwarded-For's last entry, which the edge writes) and protocol
 * (X-Forwarded-Proto). Whatever a client writes in front of them, or sends without the edge, is ignored.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

const guest = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/user/guest/marca-sabores', remoteAddress, headers });

describe('the client address', () => {
  test("addresses a client put before the edge's entry are not clients: 30 guests a minute, then 429", async () => {
    // a client on this machine, as the edge used to forward it: its own header, then its address
    for (let i = 0; i < 30; i += 1) {
      const response = await guest('127.0.0.1', { 'x-forwarded-for': `10.9.9.${i}, 127.0.0.1` });
      expect(response.statusCode).toBe(201);
    }
    const refused = await guest('::1', { 'x-forwarded-for': '10.9.9.200, 127.0.0.1' });
    expect(refused.statusCode).toBe(429);
    // the edge's entry is the client: another one is not limited
    expect((await guest('127.0.0.1', { 'x-forwarded-for': '198.51.100.21' })).statusCode).toBe(201);
    expect((await guest('127.0.0.1', { 'x-forwarded-for': '10.9.9.201, 198.51.100.21' })).statusCode).toBe(
      201,
    );
  });

  test('a client that reaches the API without the edge is its own address, whatever it says', async () => {
    for (let i = 0; i < 30; i += 1) {
      const response = await guest('203.0.113.7', { 'x-forwarded-for': `10.8.8.${i}` });
      expect(response.statusCode).toBe(201);
    }
    expect((await guest('203.0.113.7', { 'x-forwarded-for': '10.8.8.99' })).statusCode).toBe(429);
  });

  test('one hop, and only a loopback one', () => {
    expect(trustOneLocalProxy('127.0.0.1', 0)).toBe(true);
    expect(trustOneLocalProxy('::ffff:127.0.0.1', 0)).toBe(true);
    expect(trustOneLocalProxy('::1', 0)).toBe(true);
    expect(trustOneLocalProxy('127.0.0.1', 1)).toBe(false);
    expect(trustOneLocalProxy('10.0.0.1', 0)).toBe(false);
    expect(isLoopbackAddress('127.8.9.10')).toBe(true);
    expect(isLoopbackAddress('1127.0.0.1')).toBe(false);
    expect(isLoopbackAddress(undefined)).toBe(false);
  });
});

describe('the session cookie is Secure when the client came over https', () => {
  const cookieOf = (response: { headers: Record<string, unknown> }) => String(response.headers['set-cookie']);

  test("from the edge: its X-Forwarded-Proto 'https' makes the cookie Secure, 'http' does not", async () => {
    const https = await guest('127.0.0.1', {
      'x-forwarded-for': '198.51.100.30',
      'x-forwarded-proto': 'https',
    });
    expect(cookieOf(https)).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    const http = await guest('127.0.0.1', {
      'x-forwarded-for': '198.51.100.31',
      'x-forwarded-proto': 'http',
    });
    expect(cookieOf(http)).not.toContain('Secure');
  });

  test('from anyone else the header is ignored', async () => {
    const response = await guest('203.0.113.40', { 'x-forwarded-proto': 'https' });
    expect(response.statusCode).toBe(201);
    expect(cookieOf(response)).not.toContain('Secure');
  });
});
