import mitt from 'mitt';
import { createStore } from 'zustand/vanilla';
import type { AppEvents } from 'shared-contracts/events';
import type { SessionState } from 'shared-contracts/mount';
import { ApiError, createApiClient, createSessionApiClient, endsSession } from '../api-client';
import { delay, http, HttpResponse } from 'msw';
import { testSession } from '../testing/fixtures';
import { server } from '../testing/network';

/** Every request to /api/* gets this answer. */
const respond = (status: number, body: string) =>
  server.use(
    http.all(
      '/api/*',
      () => new HttpResponse(body, { status, headers: { 'Content-Type': 'application/json' } }),
    ),
  );

describe('request layer (spec 001 section 8, Request layer)', () => {
  it('sends JSON with the bearer token and query parameters, and returns the answer', async () => {
    const seen: { url: string; body: string; contentType: string | null; auth: string | null }[] = [];
    server.use(
      http.post('/api/local/all', async ({ request }) => {
        seen.push({
          url: request.url,
          body: await request.text(),
          contentType: request.headers.get('Content-Type'),
          auth: request.headers.get('Authorization'),
        });
        return HttpResponse.json({ data: [1] });
      }),
    );
    const api = createApiClient({ baseUrl: '/api/', getToken: () => 'tok' });
    await expect(
      api.post('/local/all', { idMarca: 'm' }, { params: { a: 1, empty: undefined } }),
    ).resolves.toEqual({ data: [1] });
    expect(seen).toEqual([
      {
        url: 'http://localhost/api/local/all?a=1',
        body: '{"idMarca":"m"}',
        contentType: 'application/json',
        auth: 'Bearer tok',
      },
    ]);
  });

  it('a non-2xx answer carries its status and data, and the server message', async () => {
    respond(404, '{"message":"Usuario no encontrado para esta marca"}');
    const onError = jest.fn();
    const error = await createApiClient({ baseUrl: '/api', onError })
      .get('/user/1')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, data: { message: 'Usuario no encontrado para esta marca' } });
    expect((error as ApiError).serverMessage).toBe('Usuario no encontrado para esta marca');
    expect(onError).toHaveBeenCalledWith(error, { authenticated: false });
  });

  it('a network failure is FETCH_ERROR', async () => {
    server.use(http.get('/api/x', () => HttpResponse.error()));
    await expect(createApiClient({ baseUrl: '/api' }).get('/x')).rejects.toMatchObject({
      status: 'FETCH_ERROR',
    });
  });

  it('an answer that is not JSON is PARSING_ERROR with the original status and raw text', async () => {
    respond(200, '<html>');
    await expect(createApiClient({ baseUrl: '/api' }).get('/x')).rejects.toMatchObject({
      status: 'PARSING_ERROR',
      originalStatus: 200,
      data: '<html>',
    });
  });

  it('a request that outlives the time limit is TIMEOUT_ERROR', async () => {
    server.use(http.get('/api/slow', () => delay('infinite')));
    await expect(createApiClient({ baseUrl: '/api', timeoutMs: 20 }).get('/slow')).rejects.toMatchObject({
      status: 'TIMEOUT_ERROR',
    });
  });
});

describe('session end (spec 001 section 4)', () => {
  it('ends the session on 401, 403 or the message "Usuario no encontrado para esta marca"', () => {
    expect(endsSession(new ApiError(401, 'HTTP 401'))).toBe(true);
    expect(endsSession(new ApiError(403, 'HTTP 403'))).toBe(true);
    expect(
      endsSession(new ApiError(404, 'HTTP 404', { message: 'Usuario no encontrado para esta marca' })),
    ).toBe(true);
    expect(endsSession(new ApiError(404, 'HTTP 404', { message: 'Producto no encontrado' }))).toBe(false);
    expect(endsSession(new ApiError(500, 'HTTP 500'))).toBe(false);
    expect(endsSession(new ApiError('FETCH_ERROR', 'offline'))).toBe(false);
  });

  it('tells onError whether the refused call carried a token', async () => {
    respond(401, '{}');
    const seen: boolean[] = [];
    const onError = (_: ApiError, request: { authenticated: boolean }) => seen.push(request.authenticated);
    await expect(
      createApiClient({ baseUrl: '/api', getToken: () => 't', onError }).get('/x'),
    ).rejects.toThrow();
    await expect(
      createApiClient({ baseUrl: '/api', getToken: () => null, onError }).get('/x'),
    ).rejects.toThrow();
    expect(seen).toEqual([true, false]);
  });

  it("a session-bound client sends the session's token and announces 'session:expired' for a refused call", async () => {
    const tokens: (string | null)[] = [];
    server.use(
      http.get('/api/points/user-1', ({ request }) => {
        tokens.push(request.headers.get('Authorization'));
        return HttpResponse.json({ message: 'x' }, { status: 403 });
      }),
    );
    const session = createStore<SessionState>((set) => ({
      session: testSession(),
      setSession: (next) => set({ session: next }),
      clearSession: () => set({ session: null }),
    }));
    const bus = mitt<AppEvents>();
    const expired: AppEvents['session:expired'][] = [];
    bus.on('session:expired', (event) => expired.push(event));
    const api = createSessionApiClient({ baseUrl: '/api', session, bus });
    await expect(api.get('/points/user-1')).rejects.toBeInstanceOf(ApiError);
    expect(tokens).toEqual(['Bearer token-1']);
    expect(expired).toEqual([{ status: 403, message: 'HTTP 403' }]);
    // Without a session nothing is announced: there is no session to end.
    session.getState().clearSession();
    await expect(api.get('/points/user-1')).rejects.toBeInstanceOf(ApiError);
    expect(tokens).toEqual(['Bearer token-1', null]);
    expect(expired).toHaveLength(1);
  });
});
