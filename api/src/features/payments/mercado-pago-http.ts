export const MERCADO_PAGO_API = 'https://api.mercadopago.com';

export interface MercadoPagoHttpOptions {
  /** the seller's access token (MP_ACCESS_TOKEN) */
  accessToken: string;
  /** injected in tests; the global fetch otherwise */
  fetch?: typeof fetch;
  baseUrl?: string;
  /** per call */
  timeoutMs?: number;
}

/** An answer of Mercado Pago's REST API: its HTTP status and its JSON body (null when empty). */
export interface MercadoPagoAnswer {
  status: number;
  body: unknown;
}

/** Makes the caller's own error (PaymentProviderError, SubscriptionProviderError) from a message. */
export type MercadoPagoErrorFactory<E extends Error> = (message: string, status?: number | null) => E;

/** Mercado Pago's answer to a refused call: `{ message, error, status, cause }`. */
function describe(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return 'sin detalle';
}

/**
 * Calls to Mercado Pago's REST API with fetch, shared by the card payments and the club's
 * subscriptions: the base URL, the bearer access token, JSON in and out, the idempotency key and a
 * timeout per call. A call that gets no answer, or an answer that is not JSON, throws the caller's
 * own error; every other answer is handed back with its status for the caller to judge.
 */
export class MercadoPagoHttp<E extends Error> {
  private readonly fetch: typeof fetch;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(
    private readonly options: MercadoPagoHttpOptions,
    private readonly error: MercadoPagoErrorFactory<E>,
  ) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.baseUrl = (options.baseUrl ?? MERCADO_PAGO_API).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async call(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    { body, idempotencyKey }: { body?: unknown; idempotencyKey?: string } = {},
  ): Promise<MercadoPagoAnswer> {
    let response: Response;
    try {
      response = await this.fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${this.options.accessToken}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(idempotencyKey ? { 'X-Idempotency-Key': idempotencyKey } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw this.error(`Mercado Pago no respondió (${method} ${path}): ${reason}`);
    }
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      throw this.error(
        `Mercado Pago respondió algo que no es JSON (${method} ${path}, ${response.status})`,
        response.status,
      );
    }
    return { status: response.status, body: parsed };
  }

  /** The error for an answer that refused `what` ('la preferencia', 'la suscripción'...). */
  refused(what: string, answer: MercadoPagoAnswer): E {
    return this.error(
      `Mercado Pago rechazó ${what} (${answer.status}): ${describe(answer.body)}`,
      answer.status,
    );
  }

  /** The error for an answer to `what` that lacks the fields the API reads. */
  unexpected(what: string, answer: MercadoPagoAnswer): E {
    return this.error(`Mercado Pago respondió ${what} sin los datos esperados`, answer.status);
  }
}
