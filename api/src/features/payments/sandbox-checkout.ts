import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatMoney } from 'shared-contracts/money';
import {
  sandboxCheckoutQuery,
  sandboxPayBody,
  sandboxPaymentParams,
  sandboxSettleBody,
} from './payment-schemas';
import type { AppContext } from '../../app-context';
import { HttpError, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import type { ProviderPayment } from './payment-provider';
import { notifyPayment, type PaymentAction } from './sandbox-notifications';
import {
  escapeHtml,
  outcomeButton,
  outcomeForm,
  sandboxPage,
  sandboxRoutes,
  sendPage,
  withQuery,
} from './sandbox-page';
import { SANDBOX_CHECKOUT_PATH } from './sandbox-provider';
import type { SandboxPaymentProvider, SandboxPreferenceRow } from './sandbox-provider';

export const SANDBOX_PAY_PATH = '/api/mp-sandbox/checkout/v1/pay';
/** POST: a pending payment (a cash voucher) is paid or expires later, without the buyer */
export const SANDBOX_SETTLE_PATH = '/api/mp-sandbox/v1/payments/:paymentId/settle';
export const SANDBOX_PAYMENT_NOT_FOUND = 'No hay un pago del entorno de prueba con ese id.';
export const SANDBOX_PAYMENT_NOT_PENDING =
  'Ese pago ya no está pendiente: fue aprobado, rechazado o cancelado.';
const PAGE = { site: 'Mercado Pago (entorno de prueba)', buttonKinds: '.pending{background:#005a9c}' };
const page = (title: string, content: string) => sandboxPage(PAGE, title, content);

function checkoutPage(
  preference: SandboxPreferenceRow,
  payments: ProviderPayment[],
  expired: boolean,
): string {
  const e = escapeHtml;
  const amount = formatMoney(Number(preference.amount));
  const summary = `<dl>
<dt>Concepto</dt><dd>${e(preference.title)}</dd>
<dt>Total a pagar</dt><dd>${e(amount)}</dd>
<dt>Referencia</dt><dd>${e(preference.external_reference)}</dd>
</dl>`;
  const header = `<h1>Pagar con Mercado Pago</h1>
<p class="note" role="note">Entorno de prueba: no se cobra dinero ni se contacta a Mercado Pago. Elegí cómo termina el pago.</p>
${summary}`;
  const form = outcomeForm(SANDBOX_PAY_PATH, { name: 'pref_id', value: preference.id });
  const back = outcomeButton('cancel', 'Volver al sitio', 'Volvé a la tienda sin pagar.', 'back');

  const approved = payments.find((p) => p.status === 'approved');
  if (approved) {
    return page(
      'Pago aprobado',
      `${header}<p role="status">Este pago ya fue aprobado (operación ${e(approved.id)}).</p>
${form('Continuar', outcomeButton('approved', 'Volver a la tienda', 'Volvé a la tienda con el pago aprobado.', 'approve'))}`,
    );
  }
  if (expired) {
    return page(
      'Pago vencido',
      `${header}<p role="alert">${
        preference.closed_at === null ? 'Este link de pago venció.' : 'Este link de pago ya no acepta pagos.'
      }</p>${form('Continuar', back)}`,
    );
  }
  const pending = payments.find((p) => p.status === 'pending');
  if (pending) {
    return page(
      'Pago pendiente',
      `${header}<p role="status">Hay un pago pendiente de acreditación (cupón ${e(pending.id)}).</p>
${form(
  'Resultado del cupón',
  outcomeButton('approved', 'Acreditar el pago', 'El cupón se paga y el pago queda aprobado.', 'approve') +
    outcomeButton(
      'rejected',
      'Vencer el cupón',
      'El cupón vence sin pagarse y el pago se cancela.',
      'reject',
    ) +
    back,
)}`,
    );
  }
  const rejectedBefore = payments.some((p) => p.status === 'rejected' || p.status === 'cancelled');
  return page(
    'Pagar',
    `${header}${rejectedBefore ? '<p role="status">El intento anterior fue rechazado. Podés intentar de nuevo.</p>' : ''}
${form(
  'Resultado del pago',
  outcomeButton('approved', 'Aprobar el pago', 'La tarjeta se acepta y el pago queda aprobado.', 'approve') +
    outcomeButton('rejected', 'Rechazar el pago', 'La tarjeta es rechazada: no se cobra.', 'reject') +
    outcomeButton(
      'pending',
      'Dejar el pago pendiente',
      'Simula un pago en efectivo (cupón) que todavía no se pagó.',
      'pending',
    ) +
    back,
)}`,
  );
}

/**
 * The query Mercado Pago adds to the back URL: the payment's ids and status, or 'null' for each when
 * the buyer leaves without paying.
 */
export function returnQuery(
  preference: SandboxPreferenceRow,
  payment: ProviderPayment | null,
): URLSearchParams {
  const value = (v: string | null | undefined) => v ?? 'null';
  return new URLSearchParams({
    collection_id: value(payment?.id),
    collection_status: value(payment?.status),
    payment_id: value(payment?.id),
    status: value(payment?.status),
    external_reference: preference.external_reference,
    payment_type: value(payment?.paymentType),
    merchant_order_id: payment ? String(preference.merchant_order_id) : 'null',
    preference_id: preference.id,
    site_id: 'MLA',
    processing_mode: 'aggregator',
    merchant_account_id: 'null',
  });
}

const BACK_URL_OF: Readonly<Record<string, 'success' | 'failure' | 'pending'>> = {
  approved: 'success',
  pending: 'pending',
  in_process: 'pending',
};

/** Past its expiry, or closed by the seller (a rejected or cancelled order's preference). */
function isExpired(preference: SandboxPreferenceRow, now: Date): boolean {
  if (preference.closed_at !== null) return true;
  return preference.expires_at !== null && new Date(preference.expires_at).getTime() <= now.getTime();
}

function notFoundPage(reply: FastifyReply) {
  return sendPage(
    reply,
    page(
      'Pago no encontrado',
      '<h1>No encontramos este pago</h1><p role="alert">El link de pago no existe.</p>',
    ),
    404,
  );
}

/**
 * The card provider sandbox's checkout (Mercado Pago Checkout Pro's init_point): GET shows the
 * payment with approve, reject and pending buttons; POST records the buyer's choice as the provider's
 * payment, sends the signed notification Mercado Pago would (payment.created, or payment.updated for
 * a voucher settled) to the webhook, and sends the buyer back to the preference's back URL
 * (/checkout) with Mercado Pago's query. A third route settles a pending voucher later, without the
 * buyer, and notifies too. Nothing here touches the order: the server learns the outcome only by
 * asking the provider (the webhook, or POST /api/pedido/verificationordersend).
 */
export function sandboxCheckout(app: FastifyInstance, { clock, payments, sandboxAccess }: AppContext): void {
  const sandbox: SandboxPaymentProvider | null = payments.sandbox;
  const secret = payments.webhookSecret;
  if (!sandbox || !secret) return;
  const notify = (payment: ProviderPayment, action: PaymentAction) =>
    notifyPayment(app, { secret, clock }, payment.id, action);

  sandboxRoutes(app, sandboxAccess, (scope, path) => {
    scope.get(path(SANDBOX_CHECKOUT_PATH), async (request, reply) => {
      const { pref_id } = parseInput(sandboxCheckoutQuery, request.query);
      const preference = await sandbox.findPreference(pref_id);
      if (!preference) return notFoundPage(reply);
      const list = await sandbox.paymentsOf(preference.id);
      return sendPage(reply, checkoutPage(preference, list, isExpired(preference, clock.now())));
    });

    scope.post(path(SANDBOX_PAY_PATH), async (request, reply) => {
      const { pref_id, outcome } = parseInput(sandboxPayBody, request.body);
      const preference = await sandbox.findPreference(pref_id);
      if (!preference) return notFoundPage(reply);
      const list = await sandbox.paymentsOf(preference.id);
      const approved = list.find((p) => p.status === 'approved');
      let payment: ProviderPayment | null = null;
      const pending = list.find((p) => p.status === 'pending');
      if (approved) {
        // paid already: whatever was pressed, the buyer goes back with the approved payment
        payment = approved;
      } else if (pending && outcome === 'pending') {
        payment = pending;
      } else if (outcome !== 'cancel' && !isExpired(preference, clock.now())) {
        payment = await sandbox.pay(preference, outcome);
        // a voucher paid or expired keeps its id: Mercado Pago reports it updated
        await notify(payment, pending ? 'payment.updated' : 'payment.created');
      }
      const which = payment ? (BACK_URL_OF[payment.status] ?? 'failure') : 'failure';
      const target = preference.back_urls[which];
      return reply.redirect(withQuery(target, returnQuery(preference, payment)), 303);
    });

    // The buyer paid the voucher at a Rapipago (approved) or it expired unpaid (rejected: cancelled),
    // hours after leaving the checkout: only the notification tells the server.
    scope.post(path(SANDBOX_SETTLE_PATH), async (request) => {
      const { paymentId } = parseInput(sandboxPaymentParams, request.params);
      const { outcome } = parseInput(sandboxSettleBody, request.body ?? {});
      const preference = await sandbox.preferenceOfPayment(paymentId);
      const pending = await sandbox.getPayment(paymentId);
      if (!preference || !pending) throw notFound(SANDBOX_PAYMENT_NOT_FOUND);
      if (pending.status !== 'pending') throw new HttpError(409, SANDBOX_PAYMENT_NOT_PENDING);
      const payment = await sandbox.pay(preference, outcome);
      const notified = await notify(payment, 'payment.updated');
      return { data: { payment, notification: { status: notified } } };
    });
  });
}
