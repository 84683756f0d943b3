import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatMoney } from 'shared-contracts/money';
import { sandboxSubscriptionBody, sandboxSubscriptionQuery } from 'shared-contracts/api-requests';
import type { AppContext } from '../../app-context';
import { parseInput } from '../../lib/validation';
import { SANDBOX_SUBSCRIPTION_PATH } from './sandbox-subscriptions';
import type { SandboxPreapprovalRow, SandboxSubscriptionProvider } from './sandbox-subscriptions';

export const SANDBOX_AUTHORIZE_PATH = '/api/mp-sandbox/subscriptions/checkout/authorize';
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
.approve{background:#00703c}.reject{background:#b3261e}
.back{background:#fff;color:#1a1a1a;border:1px solid #6b7280}
:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Suscripciones de Mercado Pago (entorno de prueba)</title>
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

type Outcome = 'authorize' | 'reject' | 'cancel';

function button(outcome: Outcome, label: string, hint: string, kind: string): string {
  const hintId = `hint-${outcome}`;
  return `<button type="submit" name="outcome" value="${outcome}" class="${kind}" aria-describedby="${hintId}">${label}</button>
<p id="${hintId}">${hint}</p>`;
}

const CYCLE: Readonly<Record<string, string>> = { '1': 'Todos los meses', '12': 'Todos los años' };

function authorizationPage(row: SandboxPreapprovalRow): string {
  const e = escapeHtml;
  const header = `<h1>Suscribirte con Mercado Pago</h1>
<p class="note" role="note">Entorno de prueba: no se cobra dinero ni se contacta a Mercado Pago. Elegí cómo termina la suscripción.</p>
<dl>
<dt>Suscripción</dt><dd>${e(row.reason)}</dd>
<dt>Importe</dt><dd>${e(formatMoney(Number(row.transaction_amount)))}</dd>
<dt>Frecuencia</dt><dd>${e(CYCLE[String(row.frequency)] ?? `Cada ${row.frequency} meses`)}</dd>
<dt>Cuenta</dt><dd>${e(row.payer_email)}</dd>
</dl>`;
  const form = (legend: string, buttons: string) => `<form method="post" action="${SANDBOX_AUTHORIZE_PATH}">
<input type="hidden" name="preapproval_id" value="${e(row.id)}">
<fieldset>
<legend>${legend}</legend>
${buttons}
</fieldset>
</form>`;
  const back = button('cancel', 'Volver al sitio', 'Vuelve a la tienda sin suscribirte.', 'back');

  if (row.status === 'authorized') {
    return page(
      'Suscripción autorizada',
      `${header}<p role="status">Esta suscripción ya está autorizada.</p>
${form('Continuar', button('cancel', 'Volver a la tienda', 'Vuelve a la tienda con la suscripción activa.', 'approve'))}`,
    );
  }
  if (row.status !== 'pending') {
    return page(
      'Suscripción cancelada',
      `${header}<p role="alert">Esta suscripción fue cancelada.</p>${form('Continuar', back)}`,
    );
  }
  return page(
    'Suscribirte',
    `${header}${row.rejected_attempts > 0 ? '<p role="status">El pago anterior fue rechazado. Podés intentar de nuevo.</p>' : ''}
${form(
  'Resultado de la suscripción',
  button(
    'authorize',
    'Autorizar la suscripción',
    'La tarjeta se acepta: se cobra el primer período y la suscripción queda activa.',
    'approve',
  ) +
    button(
      'reject',
      'Rechazar el pago',
      'La tarjeta es rechazada: no se cobra y la suscripción sigue pendiente.',
      'reject',
    ) +
    back,
)}`,
  );
}

function notFoundPage(reply: FastifyReply) {
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .header('Content-Security-Policy', PAGE_CSP)
    .send(
      page(
        'Suscripción no encontrada',
        '<h1>No encontramos esta suscripción</h1><p role="alert">El link de la suscripción no existe.</p>',
      ),
    );
}

/**
 * The subscription sandbox's page (Mercado Pago's subscription init_point): GET shows the
 * subscription with authorise, reject and back buttons; POST records the customer's choice in the
 * sandbox's books and sends the customer back to the preapproval's back_url (/club) with
 * ?preapproval_id=<id>, as Mercado Pago does. Nothing here touches the club's record or the
 * membership: the server learns the outcome only by asking the provider (POST
 * /api/club-members/mp/subscriptions/validate).
 */
export function sandboxSubscriptionCheckout(app: FastifyInstance, { club }: AppContext): void {
  const sandbox: SandboxSubscriptionProvider | null = club.sandbox;
  if (!sandbox) return;
  const path = (full: string) => full.slice(API_PREFIX.length);

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get(path(SANDBOX_SUBSCRIPTION_PATH), async (request, reply) => {
      const { preapproval_id } = parseInput(sandboxSubscriptionQuery, request.query);
      const row = await sandbox.findPreapproval(preapproval_id);
      if (!row) return notFoundPage(reply);
      return reply
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', PAGE_CSP)
        .send(authorizationPage(row));
    });

    scope.post(path(SANDBOX_AUTHORIZE_PATH), async (request, reply) => {
      const { preapproval_id, outcome } = parseInput(sandboxSubscriptionBody, request.body);
      const row = await sandbox.findPreapproval(preapproval_id);
      if (!row) return notFoundPage(reply);
      if (outcome !== 'cancel') await sandbox.decide(row, outcome);
      const separator = row.back_url.includes('?') ? '&' : '?';
      const query = new URLSearchParams({ preapproval_id: row.id });
      return reply.redirect(`${row.back_url}${separator}${query.toString()}`, 303);
    });
  });
}
