import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatMoney } from 'shared-contracts/money';
import { sandboxSubscriptionBody, sandboxSubscriptionQuery } from './club-schemas';
import type { AppContext } from '../../app-context';
import { parseInput } from '../../lib/validation';
import {
  escapeHtml,
  outcomeButton,
  outcomeForm,
  sandboxPage,
  sandboxRoutes,
  sendPage,
  withQuery,
} from '../payments/sandbox-page';
import { notifySubscription } from './sandbox-subscription-events';
import { SANDBOX_SUBSCRIPTION_PATH } from './sandbox-subscriptions';
import type { SandboxPreapprovalRow, SandboxSubscriptionProvider } from './sandbox-subscriptions';

export const SANDBOX_AUTHORIZE_PATH = '/api/mp-sandbox/subscriptions/checkout/authorize';
const PAGE = { site: 'Suscripciones de Mercado Pago (entorno de prueba)' };
const page = (title: string, content: string) => sandboxPage(PAGE, title, content);

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
${row.card_last_four_digits ? `<dt>Medio de pago</dt><dd>Tarjeta terminada en ${e(row.card_last_four_digits)}</dd>` : ''}
</dl>`;
  const form = outcomeForm(SANDBOX_AUTHORIZE_PATH, { name: 'preapproval_id', value: row.id });
  const back = outcomeButton('cancel', 'Volver al sitio', 'Volvé a la tienda sin suscribirte.', 'back');

  if (row.status === 'authorized') {
    return page(
      'Suscripción autorizada',
      `${header}<p role="status">Esta suscripción ya está autorizada.</p>
${form('Continuar', outcomeButton('cancel', 'Volver a la tienda', 'Volvé a la tienda con la suscripción activa.', 'approve'))}`,
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
  outcomeButton(
    'authorize',
    'Autorizar la suscripción',
    'La tarjeta se acepta: se cobra el primer período y la suscripción queda activa.',
    'approve',
  ) +
    outcomeButton(
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
  return sendPage(
    reply,
    page(
      'Suscripción no encontrada',
      '<h1>No encontramos esta suscripción</h1><p role="alert">El link de la suscripción no existe.</p>',
    ),
    404,
  );
}

/**
 * The subscription sandbox's page (Mercado Pago's subscription init_point): GET shows the
 * subscription (and the card it was made with: 'Tarjeta terminada en 1234') with authorise, reject
 * and back buttons; POST records the customer's choice in the sandbox's books, sends the signed
 * subscription_preapproval notification Mercado Pago would when it is authorised, and sends the
 * customer back to the preapproval's back_url (/club) with ?preapproval_id=<id>, as Mercado Pago does.
 * Nothing here touches the club's record or the membership: the server learns the outcome only by
 * asking the provider (the webhook, or POST /api/club-members/mp/subscriptions/validate).
 */
export function sandboxSubscriptionCheckout(app: FastifyInstance, context: AppContext): void {
  const { club, sandboxAccess } = context;
  const sandbox: SandboxSubscriptionProvider | null = club.sandbox;
  if (!sandbox) return;

  sandboxRoutes(app, sandboxAccess, (scope, path) => {
    scope.get(path(SANDBOX_SUBSCRIPTION_PATH), async (request, reply) => {
      const { preapproval_id } = parseInput(sandboxSubscriptionQuery, request.query);
      const row = await sandbox.findPreapproval(preapproval_id);
      if (!row) return notFoundPage(reply);
      return sendPage(reply, authorizationPage(row));
    });

    scope.post(path(SANDBOX_AUTHORIZE_PATH), async (request, reply) => {
      const { preapproval_id, outcome } = parseInput(sandboxSubscriptionBody, request.body);
      const row = await sandbox.findPreapproval(preapproval_id);
      if (!row) return notFoundPage(reply);
      const changed = outcome !== 'cancel' && (await sandbox.decide(row, outcome));
      if (changed) await notifySubscription(app, context, row.id, 'subscription_preapproval');
      return reply.redirect(withQuery(row.back_url, new URLSearchParams({ preapproval_id: row.id })), 303);
    });
  });
}
