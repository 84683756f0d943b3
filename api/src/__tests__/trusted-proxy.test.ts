import { buildApp } from '../app';
import { edgeTrust, isLoopbackAddress, trustOneHop, trustedProxyList } from '../lib/proxy';
import { DB_TIMEOUT_MS, TEST_CATALOG, TEST_EDGE_SECRET, createTestApp, fromEdge } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/**
 * Issue 27, item 2 (issue 11, items 10 and 14 before it): the API believes X-Forwarded-For, -Proto and
 * -Host only from the edge, which proves itself with `x-edge-secret: EDGE_SECRET`, or from a socket
 * TRUSTED_PROXIES lists. Anyone else, loopback included, is its socket's address, whatever it writes.
 * From the edge exactly one hop is trusted: the client is X-Forwarded-For's last entry.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

const GUEST_URL = '/api/user/guest/marca-sabores';

const guest = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: GUEST_URL, remoteAddress, headers });

/** 30 guests a minute per client address (DEFAULT_RATE_LIMITS.guest) */
const GUEST_LIMIT = 30;

describe('the client address', () => {
  test('a rotated X-Forwarded-For without the secret, from loopback, is the socket: the 31st guest is 429', async () => {
    // one loopback socket address per test: the limit is per address and the clock stands still
    for (let i = 0; i < GUEST_LIMIT; i += 1) {
      const response = await guest('127.0.0.11', { 'x-forwarded-for': `10.9.9.${i}` });
      expect(response.statusCode).toBe(201);
    }
    const refused = await guest('127.0.0.11', { 'x-forwarded-for': '10.9.9.200' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
  });

  test('with a wrong secret the same: the forwarded headers are ignored', async () => {
    for (const [i, secret] of [
      'wrong',
      `${TEST_EDGE_SECRET}x`,
      TEST_EDGE_SECRET.slice(0, -1),
      '',
    ].entries()) {
      const response = await guest('127.0.0.12', {
        'x-edge-secret': secret,
        'x-forwarded-for': `10.7.7.${i}`,
      });
      expect(response.statusCode).toBe(201);
    }
    for (let i = 4; i < GUEST_LIMIT; i += 1) {
      const response = await guest('127.0.0.12', {
        'x-edge-secret': 'wrong',
        'x-forwarded-for': `10.7.7.${i}`,
      });
      expect(response.statusCode).toBe(201);
    }
    expect(
      (await guest('127.0.0.12', { 'x-edge-secret': 'wrong', 'x-forwarded-for': '10.7.7.99' })).statusCode,
    ).toBe(429);
  });

  test('a client elsewhere is its own address, whatever it writes', async () => {
    for (let i = 0; i < GUEST_LIMIT; i += 1) {
      const response = await guest('203.0.113.7', { 'x-forwarded-for': `10.8.8.${i}` });
      expect(response.statusCode).toBe(201);
    }
    expect((await guest('203.0.113.7', { 'x-forwarded-for': '10.8.8.99' })).statusCode).toBe(429);
  });

  test('with the right secret each forwarded address counts on its own, and only the last entry is the client', async () => {
    // the edge's socket is the same loopback one for every client
    for (let i = 0; i < GUEST_LIMIT; i += 1) {
      const response = await guest('127.0.0.13', fromEdge('198.51.100.21'));
      expect(response.statusCode).toBe(201);
    }
    expect((await guest('127.0.0.13', fromEdge('198.51.100.21'))).statusCode).toBe(429);
    // what a client put before the edge's entry does not make it another client
    expect((await guest('127.0.0.13', fromEdge('10.9.9.201, 198.51.100.21'))).statusCode).toBe(429);
    // another client through the same edge socket is not limited by it
    expect((await guest('127.0.0.13', fromEdge('198.51.100.22'))).statusCode).toBe(201);
    expect((await guest('127.0.0.13', fromEdge('198.51.100.21, 198.51.100.23'))).statusCode).toBe(201);
    // nor is the edge's socket address itself
    expect((await guest('127.0.0.13')).statusCode).toBe(201);
  });

  test('neither the secret nor unproven forwarded headers reach a handler or the request log', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const app = buildApp({
      db: t.db,
      clock: t.clock,
      edgeSecret: TEST_EDGE_SECRET,
      catalog: TEST_CATALOG,
      logger: { level: 'info', stream },
    });
    const seen: Record<string, unknown>[] = [];
    app.get('/api/test/headers', async (request) => {
      seen.push({ ...request.headers, ip: request.ip, protocol: request.protocol, host: request.host });
      return {};
    });
    try {
      await app.inject({
        url: '/api/test/headers',
        remoteAddress: '127.0.0.1',
        headers: {
          host: 'api.local',
          'x-edge-secret': 'wrong',
          'x-forwarded-for': '10.1.1.1',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'otro.example',
        },
      });
      await app.inject({
        url: '/api/test/headers',
        remoteAddress: '127.0.0.1',
        headers: fromEdge('198.51.100.40', {
          host: 'api.local',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'saboresdelsur.com.ar',
        }),
      });
    } finally {
      await app.close();
    }
    expect(seen[0]).toMatchObject({ ip: '127.0.0.1', protocol: 'http', host: 'api.local' });
    expect(seen[1]).toMatchObject({ ip: '198.51.100.40', protocol: 'https', host: 'saboresdelsur.com.ar' });
    for (const headers of seen) expect(headers['x-edge-secret']).toBeUndefined();
    expect(seen[0]?.['x-forwarded-for']).toBeUndefined();
    expect(seen[0]?.['x-forwarded-proto']).toBeUndefined();
    expect(seen[0]?.['x-forwarded-host']).toBeUndefined();
    // the request log line (written before any hook) names the same client the handler saw
    const incoming = lines
      .map((line) => JSON.parse(line) as { msg: string; req?: { remoteAddress: string; host: string } })
      .filter((entry) => entry.msg === 'incoming request')
      .map((entry) => entry.req);
    expect(incoming).toEqual([
      expect.objectContaining({ remoteAddress: '127.0.0.1', host: 'api.local' }),
      expect.objectContaining({ remoteAddress: '198.51.100.40', host: 'saboresdelsur.com.ar' }),
    ]);
    expect(lines.join('\n')).not.toContain(TEST_EDGE_SECRET);
    expect(lines.join('\n')).not.toContain('10.1.1.1');
  });

  test('without EDGE_SECRET nothing proves the edge; TRUSTED_PROXIES peers are believed without it', async () => {
    const app = buildApp({
      db: t.db,
      clock: t.clock,
      trustedProxies: ['10.0.0.5', '192.0.2.0/24'],
      catalog: TEST_CATALOG,
    });
    app.get('/api/test/ip', async (request) => ({ ip: request.ip, protocol: request.protocol }));
    const ask = async (remoteAddress: string, headers: Record<string, string>) =>
      (await app.inject({ url: '/api/test/ip', remoteAddress, headers })).json<{
        ip: string;
        protocol: string;
      }>();
    try {
      const forwarded = { 'x-forwarded-for': '198.51.100.50', 'x-forwarded-proto': 'https' };
      expect(await ask('10.0.0.5', forwarded)).toEqual({ ip: '198.51.100.50', protocol: 'https' });
      expect(await ask('::ffff:192.0.2.77', forwarded)).toEqual({ ip: '198.51.100.50', protocol: 'https' });
      expect(await ask('10.0.0.6', forwarded)).toEqual({ ip: '10.0.0.6', protocol: 'http' });
      // an empty secret proves nothing when none is configured
      expect(await ask('127.0.0.1', { ...forwarded, 'x-edge-secret': '' })).toEqual({
        ip: '127.0.0.1',
        protocol: 'http',
      });
    } finally {
      await app.close();
    }
  });

  test('the pieces: one hop, loopback addresses, TRUSTED_PROXIES entries', () => {
    expect(trustOneHop('127.0.0.1', 0)).toBe(true);
    expect(trustOneHop('198.51.100.1', 1)).toBe(false);
    expect(isLoopbackAddress('127.8.9.10')).toBe(true);
    expect(isLoopbackAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('1127.0.0.1')).toBe(false);
    expect(isLoopbackAddress(undefined)).toBe(false);
    expect(() => trustedProxyList(['10.0.0.1', '2001:db8::/32', '192.0.2.0/24'])).not.toThrow();
    for (const wrong of ['edge.local', '10.0.0.1/33', '10.0.0.0/8/1', '10.0.0.1/x', '']) {
      expect(() => trustedProxyList([wrong])).toThrow(/TRUSTED_PROXIES/);
    }
    // accept() works on the raw request: secret gone, forwarded headers kept only when proven
    const trust = edgeTrust({ secret: 's3cret' });
    const raw = (headers: Record<string, string>) =>
      ({ headers: { ...headers }, socket: { remoteAddress: '127.0.0.1' } }) as never as Parameters<
        typeof trust.accept
      >[0];
    const proven = raw({ 'x-edge-secret': 's3cret', 'x-forwarded-for': '198.51.100.1' });
    trust.accept(proven);
    expect(proven.headers).toEqual({ 'x-forwarded-for': '198.51.100.1' });
    const unproven = raw({ 'x-edge-secret': 'S3cret', 'x-forwarded-for': '198.51.100.1' });
    trust.accept(unproven);
    expect(unproven.headers).toEqual({});
  });
});

describe('the session cookie is Secure only when the edge says the client came over https', () => {
  const cookieOf = (response: { headers: Record<string, unknown> }) => String(response.headers['set-cookie']);

  test("from the edge: its X-Forwarded-Proto 'https' makes the cookie Secure, 'http' does not", async () => {
    const https = await guest('127.0.0.1', fromEdge('198.51.100.30', { 'x-forwarded-proto': 'https' }));
    expect(https.statusCode).toBe(201);
    expect(cookieOf(https)).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    const http = await guest('127.0.0.1', fromEdge('198.51.100.31', { 'x-forwarded-proto': 'http' }));
    expect(cookieOf(http)).not.toContain('Secure');
  });

  test('a sign-in through the edge over https (issue 29 item 4a): the cookie is Secure, and request.protocol https', async () => {
    const login = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '127.0.0.1',
        headers,
        payload: { idMarca: 'marca-sabores', email: 'cliente@saboresdelsur.com.ar', password: 'Sabores2026' },
      });
    const https = await login(fromEdge('198.51.100.33', { 'x-forwarded-proto': 'https' }));
    expect(https.statusCode).toBe(200);
    expect(cookieOf(https)).toMatch(
      /^auth_token=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure$/,
    );
    const plain = await login(fromEdge('198.51.100.34'));
    expect(plain.statusCode).toBe(200);
    expect(cookieOf(plain)).not.toContain('Secure');
  });

  test('without the secret, or with a wrong one, the header is ignored, from loopback too', async () => {
    for (const [remoteAddress, headers] of [
      ['203.0.113.40', { 'x-forwarded-proto': 'https' }],
      ['127.0.0.1', { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.32' }],
      ['127.0.0.1', { 'x-forwarded-proto': 'https', 'x-edge-secret': 'wrong' }],
    ] as const) {
      const response = await guest(remoteAddress, headers);
      expect(response.statusCode).toBe(201);
      expect(cookieOf(response)).not.toContain('Secure');
    }
  });
});
