import type { AppBus } from 'shared-contracts/events';
import type { SessionState, StoreHandle } from 'shared-contracts/mount';

/**
 * The request layer every remote uses: JSON in and out, bounded time, and the error kinds the
 * specifications name (FETCH_ERROR, TIMEOUT_ERROR, PARSING_ERROR, or the HTTP status with its data).
 */
export type ApiErrorStatus = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | number;

export class ApiError extends Error {
  readonly status: ApiErrorStatus;
  readonly data: unknown;
  readonly originalStatus: number | undefined;

  constructor(status: ApiErrorStatus, message: string, data?: unknown, originalStatus?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    this.originalStatus = originalStatus;
  }

  /** The server's own message when it sent one (`{ message }`), else this error's message. */
  get serverMessage(): string {
    const data = this.data;
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
      return data.message;
    }
    return this.message;
  }
}

/** The server's message for a user of another brand (spec 001 section 8). */
export const USER_NOT_IN_BRAND = 'Usuario no encontrado para esta marca';

/**
 * Whether an error answer to an authenticated call ends the session (spec 001 section 4, 'Session
 * end'): status 401 or 403, or the message 'Usuario no encontrado para esta marca'.
 */
export function endsSession(error: ApiError): boolean {
  if (error.status === 401 || error.status === 403) return true;
  const data = error.data as { message?: unknown; error?: unknown } | undefined;
  return data?.message === USER_NOT_IN_BRAND || data?.error === USER_NOT_IN_BRAND;
}

export interface ApiClientOptions {
  baseUrl: string;
  /** bearer token of the current session, when there is one */
  getToken?: () => string | null | undefined;
  timeoutMs?: number;
  /** called for every error answer before it is thrown; `authenticated` when a token was sent */
  onError?: (error: ApiError, request: { authenticated: boolean }) => void;
}

type Params = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  params?: Params;
  body?: unknown;
  signal?: AbortSignal;
  /** since 2.2: extra request headers (an `Idempotency-Key`) */
  headers?: Record<string, string>;
}

export interface ApiClient {
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

function buildUrl(baseUrl: string, path: string, params?: Params): string {
  const base = baseUrl.replace(/\/$/, '');
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const qs = query.toString();
  return `${base}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

export function createApiClient({
  baseUrl,
  getToken,
  timeoutMs = 15000,
  onError,
}: ApiClientOptions): ApiClient {
  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const abortFromCaller = () => controller.abort();
    options.signal?.addEventListener('abort', abortFromCaller);
    const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const token = getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const fail = (error: ApiError): never => {
      onError?.(error, { authenticated: Boolean(token) });
      throw error;
    };
    let response: Response;
    try {
      response = await fetch(buildUrl(baseUrl, path, options.params), {
        method,
        headers,
        credentials: 'include',
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
      });
    } catch (cause) {
      if (timedOut) return fail(new ApiError('TIMEOUT_ERROR', `La solicitud superó ${timeoutMs} ms`));
      if (options.signal?.aborted) throw cause;
      return fail(new ApiError('FETCH_ERROR', cause instanceof Error ? cause.message : 'Error de red'));
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', abortFromCaller);
    }
    const text = await response.text();
    let data: unknown = undefined;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        return fail(new ApiError('PARSING_ERROR', 'Respuesta no válida del servidor', text, response.status));
      }
    }
    if (!response.ok) {
      return fail(new ApiError(response.status, `HTTP ${response.status}`, data, response.status));
    }
    return data as T;
  }
  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
  };
}

export interface SessionApiClientOptions {
  baseUrl: string;
  /** the shell's session store: its token is sent with every call */
  session: StoreHandle<SessionState>;
  /** the page's bus, where a refused authenticated call is announced */
  bus: AppBus;
  timeoutMs?: number;
}

/**
 * A client bound to the current session, for the shell and every remote alike: the session's token
 * goes with each call, and an authenticated call refused with 401, 403 or 'Usuario no encontrado
 * para esta marca' announces 'session:expired', on which the shell ends the session (spec 001
 * section 4).
 */
export function createSessionApiClient({
  baseUrl,
  session,
  bus,
  timeoutMs,
}: SessionApiClientOptions): ApiClient {
  return createApiClient({
    baseUrl,
    timeoutMs,
    getToken: () => session.getState().session?.credentials?.authToken ?? null,
    onError: (error, { authenticated }) => {
      if (authenticated && endsSession(error)) {
        bus.emit('session:expired', { status: error.status, message: error.message });
      }
    },
  });
}
