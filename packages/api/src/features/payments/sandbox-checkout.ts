import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatMoney } from 'shared-contracts/money';
import { sandboxCheckoutQuery, sandboxPayBody } from 'shared-contracts/api-requests';
import type { AppContext } from '../../app-context';
import { parseInput } from '../../lib/validation';
import type { PaymentOutcome, ProviderPayment } from './payment-provider';
import { SANDBOX_CHECKOUT_PATH } from './sandbox-provider';
import type { SandboxPaymentProvider, SandboxPreferenceRow } from './sandbox-provider';

export const SANDBOX_PAY_PATH = '/api/mp-sandbox/checkout/v1/pay';
const API_PREFIX = '/api';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/gu,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#eef1f5;color:#1a1a1a}
main{background:#fff;padding:2rem;border-radius:8px;max-width:28rem;width:calc(100% - 2rem);box-shadow:0 1px 3px #0003}
h1{font-size:1.4rem;margin-top:0}
.note{background:#fff4d6;border-left:4px solid #8a5a00;padding:.5rem .75rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
fieldset{border:1px solid #6b7280;border-radius:6px;margin-top:1.5rem;padding:1rem}
legend{font-weight:600;padding:0 .25rem}
button{display:block;width:100%;margin-top:.75rem;padding:.75rem;font-size:1rem;border:0;border-radius:6px;cursor:pointer;color:#fff}
.approve{background:#00703c}.reject{background:#b3261e}.pending{background:#005a9c}
.back{background:#fff;color:#1a1a1a;border:1px solid #6b7280}
:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Mercado Pago (entorno de prueba)</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>
`;
}

function button(outcome: PaymentOutcome | 'cancel', label: string, hint: string, kind: string): string {
  const hintId = `hint-${outcome}`;
  return `<button type="submit" name="outcome" value="${outcome}" class="${kind}" aria-describedby="${hintId}">${label}</button>
<p id="${hintId}">${hint}</p>`;
}

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
  const form = (legend: string, buttons: string) => `<form method="post" action="${SANDBOX_PAY_PATH}">
<input type="hidden" name="pref_id" value="${e(preference.id)}">
<fieldset>
<legend>${legend}</legend>
${buttons}
</fieldset>
</form>`;
  const back = button('cancel', 'Volver al sitio', 'Vuelve a la tienda sin pagar.', 'back');

  const approved = payments.find((p) => p.status === 'approved');
  if (approved) {
    return page(
      'Pago aprobado',
      `${header}<p role="status">Este pago ya fue aprobado (operación ${e(approved.id)}).</p>
${form('Continuar', button('approved', 'Volver a la tienda', 'Vuelve a la tienda con el pago aprobado.', 'approve'))}`,
    );
  }
  if (expired) {
    return page(
      'Pago vencido',
      `${header}<p role="alert">Este link de pago venció.</p>${form('Continuar', back)}`,
    );
  }
  const pending = payments.find((p) => p.status === 'pending');
  if (pending) {
    return page(
      'Pago pendiente',
      `${header}<p role="status">Hay un pago pendiente de acreditación (cupón ${e(pending.id)}).</p>
${form(
  'Resultado del cupón',
  button('approved', 'Acreditar el pago', 'El cupón se paga y el pago queda aprobado.', 'approve') +
    button('rejected', 'Vencer el cupón', 'El cupón vence sin pagarse y el pago se cancela.', 'reject') +
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
  button('approved', 'Aprobar el pago', 'La tarjeta se acepta y el pago queda aprobado.', 'approve') +
    button('rejected', 'Rechazar el pago', 'La tarjeta es rechazada: no se cobra.', 'reject') +
    button(
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

function isExpired(preference: SandboxPreferenceRow, now: Date): boolean {
  return preference.expires_at !== null && new Date(preference.expires_at).getTime() <= now.getTime();
}

function notFoundPage(reply: FastifyReply) {
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .header('Content-Security-Policy', PAGE_CSP)
    .send(
      page(
        'Pago no encontrado',
        '<h1>No encontramos este pago</h1><p role="alert">El link de pago no existe.</p>',
      ),
    );
}

/**
 * The card provider sandbox's checkout (Mercado Pago Checkout Pro's init_point): GET shows the
 * payment with approve, reject and pending buttons; POST records the buyer's choice as the provider's
 * payment and sends the buyer back to the preference's back URL (/checkout) with Mercado Pago's query.
 * Nothing here touches the order: the server learns the outcome only by asking the provider
 * (POST /api/pedido/verificationordersend).
 */
export function sandboxCheckout(app: FastifyInstance, { clock, payments }: AppContext): void {
  const sandbox: SandboxPaymentProvider | null = payments.sandbox;
  if (!sandbox) return;
  const path = (full: string) => full.slice(API_PREFIX.length);

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get(path(SANDBOX_CHECKOUT_PATH), async (request, reply) => {
      const { pref_id } = parseInput(sandboxCheckoutQuery, request.query);
      const preference = await sandbox.findPreference(pref_id);
      if (!preference) return notFoundPage(reply);
      const list = await sandbox.paymentsOf(preference.id);
      return reply
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', PAGE_CSP)
        .send(checkoutPage(preference, list, isExpired(preference, clock.now())));
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
      }
      const which = payment ? (BACK_URL_OF[payment.status] ?? 'failure') : 'failure';
      const target = preference.back_urls[which];
      const separator = target.includes('?') ? '&' : '?';
      return reply.redirect(`${target}${separator}${returnQuery(preference, payment).toString()}`, 303);
    });
  });
}
