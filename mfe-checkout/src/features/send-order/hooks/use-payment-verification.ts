import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlacedOrder } from 'shared-contracts/entities';
import { QUERY_KEYS } from 'shared-contracts/query-keys';
import { removePendingPayment, verifyPayment } from 'shared-ui/payment-verification';
import { useApiClient, useMountProps } from 'shared-ui/remote-context';
import { forgetSubmission } from '../../checkout/lib/order-submission';
import { useOrderActions } from 'shared-ui/order';
import {
  FIRST_VERIFICATION_MS,
  retryDelayMs,
  VERIFICATION_CAP_MS,
  VERIFICATION_RETRIES,
} from '../lib/timings';

/**
 * Spec 000 section 8, the payment's messages, as the Spanish texts read them (the screen shows them in
 * the page's language: `verify.*` in the checkout's texts, these in es.json).
 */
export const VERIFICATION_MESSAGES = {
  failed: 'No se pudo procesar tu pago/órden',
  timeout: 'Se ha excedido el tiempo máximo de espera.',
  noId: 'No se encontró ID de pago para verificar',
  noData: 'No se puede verificar: datos insuficientes',
  exhausted: 'Se agotaron los reintentos. Podés verificar manualmente o volver a tu orden.',
  retrying: (seconds: number) =>
    seconds === 1 ? 'Reintentando en 1 segundo...' : `Reintentando en ${seconds} segundos...`,
} as const;

export type VerificationState =
  | { kind: 'waiting' }
  | { kind: 'checking'; attempt: number }
  | { kind: 'retrying'; attempt: number; seconds: number }
  | { kind: 'approved'; order: PlacedOrder | null }
  /** message: the API's word on it (a rejection, or an approval that came too late and is refunded) */
  | { kind: 'rejected'; message: string }
  | { kind: 'exhausted' }
  | { kind: 'timeout' }
  /** why there is nothing to verify: no payment id, or no branch */
  | { kind: 'impossible'; reason: 'noId' | 'noData' };

/**
 * Where the provider's window may write from: Mercado Pago's checkout (its country sites,
 * www.mercadopago.com.ar and the like). The page's own origin is accepted too: the API's sandbox
 * plays the provider there.
 */
const PROVIDER_ORIGIN = /^https:\/\/([a-z0-9-]+\.)*mercadopago\.(com|com\.[a-z]{2}|cl)$/;

/**
 * Whether a `message` event is the provider's window saying it closed (spec 000 section 8): a
 * `{ type: 'close' }` from another window (its popup or frame: not this page itself, nor a worker or
 * a port) of the provider's origin or this page's. Anything else is ignored: a page in another tab
 * or frame must not drive the verification.
 */
export function isProviderClose(event: MessageEvent, page: Window = window): boolean {
  if (event.origin !== page.location.origin && !PROVIDER_ORIGIN.test(event.origin)) return false;
  const source = event.source as Window | null;
  // a WindowProxy is its own `window` (readable across origins); a port or a worker is not
  if (!source || source === page || source.window !== source) return false;
  const data = event.data as { type?: unknown } | null;
  return typeof data === 'object' && data !== null && data.type === 'close';
}

/**
 * The result screen's verification of a card payment (spec 000 sections 4 and 8): asked of the API
 * (which asks the provider; the return URL decides nothing) 1 s after the screen opens, then up to 3
 * retries 1.5 s × attempt apart (at most 30 s), with the seconds left shown; 30 s in all at most. A
 * manual retry starts again; a `close` message from the provider's window checks at once. Approved:
 * the stored payment is removed and the order in progress cleared. Rejected: the stored payment is
 * removed and the next attempt will be a new order.
 */
export function usePaymentVerification(idPayment: string | null, idLocal: string | null) {
  const api = useApiClient();
  const { queryClient, stores } = useMountProps();
  const { clear } = useOrderActions();
  const [state, setState] = useState<VerificationState>(() =>
    !idPayment
      ? { kind: 'impossible', reason: 'noId' }
      : !idLocal
        ? { kind: 'impossible', reason: 'noData' }
        : { kind: 'waiting' },
  );
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const run = useRef(0);
  const settled = useRef(false);

  const stopTimers = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  };
  const later = (ms: number, fn: () => void) => {
    timers.current.push(setTimeout(fn, ms));
  };

  /** The payment's outcome is known: the stored payment is removed, the order in progress cleared if paid. */
  const settle = useCallback(
    (status: 'approved' | 'rejected', order: PlacedOrder | null, message: string) => {
      if (!idPayment || settled.current) return;
      settled.current = true;
      run.current += 1;
      stopTimers();
      removePendingPayment(idPayment);
      forgetSubmission();
      const userId = stores.session.getState().session?.credentials.userId;
      if (userId) {
        void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.activeOrder(userId) });
        void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.points(userId) });
      }
      if (status === 'approved') {
        clear();
        setState({ kind: 'approved', order });
      } else {
        setState({ kind: 'rejected', message });
      }
    },
    [idPayment, stores, queryClient, clear],
  );

  const attempt = useCallback(
    async (number: number, runId: number) => {
      if (!idPayment || !idLocal || runId !== run.current) return;
      setState({ kind: 'checking', attempt: number });
      let status: 'approved' | 'rejected' | 'pending' | 'error' = 'error';
      let order: PlacedOrder | null = null;
      let message = '';
      try {
        const answer = await verifyPayment(api, { idPayment, idLocal });
        status = answer.status;
        order = answer.order;
        message = answer.message;
      } catch {
        status = 'error';
      }
      if (runId !== run.current || settled.current) return;
      if (status === 'approved' || status === 'rejected') {
        settle(status, order, message);
        return;
      }
      if (number >= VERIFICATION_RETRIES) {
        // the 30 s cap has nothing left to stop: the screen stays on this answer until the customer acts
        stopTimers();
        setState({ kind: 'exhausted' });
        return;
      }
      const next = number + 1;
      const delay = retryDelayMs(next);
      const started = Date.now();
      const tick = () => {
        if (runId !== run.current) return;
        const left = Math.max(0, delay - (Date.now() - started));
        if (left <= 0) {
          void attempt(next, runId);
          return;
        }
        setState({ kind: 'retrying', attempt: next, seconds: Math.ceil(left / 1000) });
        later(Math.min(1000, left), tick);
      };
      tick();
    },
    [api, idPayment, idLocal, settle],
  );

  const start = useCallback(
    (delay: number) => {
      if (!idPayment || !idLocal) return;
      stopTimers();
      settled.current = false;
      run.current += 1;
      const runId = run.current;
      setState({ kind: 'waiting' });
      later(delay, () => void attempt(0, runId));
      later(VERIFICATION_CAP_MS, () => {
        if (runId !== run.current || settled.current) return;
        run.current += 1;
        stopTimers();
        setState({ kind: 'timeout' });
      });
    },
    [attempt, idPayment, idLocal],
  );

  useEffect(() => {
    start(FIRST_VERIFICATION_MS);
    return () => {
      run.current += 1;
      stopTimers();
    };
  }, [start]);

  // The provider's window says it closed: check now instead of waiting for the next retry.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isProviderClose(event) && !settled.current) start(0);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [start]);

  const retry = useCallback(() => start(0), [start]);
  const cancel = useCallback(() => {
    run.current += 1;
    stopTimers();
  }, []);
  /**
   * The order was found paid another way (its detail reads PAGADO, the provider's checkout answered 'Este
   * pedido ya está pago.') while the verification could not say: approved, as if it had said so.
   */
  const paid = useCallback((order: PlacedOrder) => settle('approved', order, ''), [settle]);
  return { state, retry, cancel, paid };
}
