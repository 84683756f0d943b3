import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { HttpError, notFound } from '../../lib/http-error';
import { sandboxChargeBody, sandboxPreapprovalParams } from './club-schemas';
import { parseInput } from '../../lib/validation';
import { notifyWebhook } from '../payments/sandbox-notifications';
import { sandboxRoutes } from '../payments/sandbox-page';
import type { SubscriptionTopic } from './subscription-notifications';
import type { SandboxPreapprovalRow, SandboxSubscriptionProvider } from './sandbox-subscriptions';

/** POST { outcome: 'approved' | 'rejected' }: the subscription engine charges a renewal. */
export const SANDBOX_CHARGE_PATH = '/api/mp-sandbox/subscriptions/:preapprovalId/charge';
/** POST: the customer cancels the subscription at the provider (in their Mercado Pago account). */
export const SANDBOX_PROVIDER_CANCEL_PATH = '/api/mp-sandbox/subscriptions/:preapprovalId/cancel';

export const SANDBOX_PREAPPROVAL_NOT_FOUND = 'No hay una suscripción del entorno de prueba con ese id.';
export const SANDBOX_NOT_CHARGEABLE =
  'Esa suscripción no se cobra: solo se cobran las autorizadas o pausadas.';
export const SANDBOX_ALREADY_CANCELLED = 'Esa suscripción ya está cancelada.';

/**
 * What Mercado Pago sends the seller's webhook when a subscription changes (subscription_preapproval,
 * data.id the preapproval) or one of its charges is made (subscription_authorized_payment, data.id
 * the charge), signed with the webhook secret; sent in-process to this API's webhook. Answers the
 * webhook's status, or null when no secret is configured (the webhook would refuse it).
 */
export async function notifySubscription(
  app: FastifyInstance,
  { clock, payments }: Pick<AppContext, 'clock' | 'payments'>,
  dataId: string,
  type: SubscriptionTopic,
): Promise<number | null> {
  const secret = payments.webhookSecret;
  if (!secret) return null;
  const action = type === 'subscription_authorized_payment' ? 'created' : 'updated';
  return notifyWebhook(app, { secret, clock }, dataId, { type, action });
}

const preapprovalAnswer = (row: SandboxPreapprovalRow) => ({
  id: row.id,
  status: row.status,
  external_reference: row.external_reference,
  next_payment_date: row.next_payment_date ? new Date(row.next_payment_date).toISOString() : null,
  failed_charges: Number(row.failed_charges),
});

/**
 * The subscription sandbox's operator: what happens at Mercado Pago after the customer authorised,
 * without the customer. POST …/charge { outcome } charges a renewal (approved: the next payment moves
 * one cycle on; rejected: a failure, and the third in a row pauses the subscription; approved on a
 * paused one authorises it again), POST …/cancel cancels it at the provider. Each sends the signed
 * notifications Mercado Pago would (the charge; the subscription too when its status changed) to the
 * webhook, which settles the club's record and membership. 404 unknown, 409 a subscription in
 * another state.
 */
export function sandboxSubscriptionEvents(app: FastifyInstance, context: AppContext): void {
  const sandbox: SandboxSubscriptionProvider | null = context.club.sandbox;
  if (!sandbox) return;
  const notify = (dataId: string, type: SubscriptionTopic) => notifySubscription(app, context, dataId, type);

  sandboxRoutes(app, context.sandboxAccess, (scope, path) => {
    scope.post(path(SANDBOX_CHARGE_PATH), async (request) => {
      const { preapprovalId } = parseInput(sandboxPreapprovalParams, request.params);
      const { outcome } = parseInput(sandboxChargeBody, request.body ?? {});
      if (!(await sandbox.findPreapproval(preapprovalId))) throw notFound(SANDBOX_PREAPPROVAL_NOT_FOUND);
      const charged = await sandbox.charge(preapprovalId, outcome);
      if (!charged) throw new HttpError(409, SANDBOX_NOT_CHARGEABLE);
      const notifications = [
        {
          type: 'subscription_authorized_payment',
          id: charged.authorizedPaymentId,
          status: await notify(charged.authorizedPaymentId, 'subscription_authorized_payment'),
        },
      ];
      if (charged.statusChanged) {
        notifications.push({
          type: 'subscription_preapproval',
          id: preapprovalId,
          status: await notify(preapprovalId, 'subscription_preapproval'),
        });
      }
      return {
        data: {
          authorizedPayment: { id: charged.authorizedPaymentId, payment: { status: charged.paymentStatus } },
          preapproval: preapprovalAnswer(charged.preapproval),
          notifications,
        },
      };
    });

    scope.post(path(SANDBOX_PROVIDER_CANCEL_PATH), async (request) => {
      const { preapprovalId } = parseInput(sandboxPreapprovalParams, request.params);
      const row = await sandbox.findPreapproval(preapprovalId);
      if (!row) throw notFound(SANDBOX_PREAPPROVAL_NOT_FOUND);
      if (row.status === 'cancelled') throw new HttpError(409, SANDBOX_ALREADY_CANCELLED);
      await sandbox.cancelSubscription(row.id);
      const status = await notify(row.id, 'subscription_preapproval');
      const after = (await sandbox.findPreapproval(row.id)) ?? row;
      return {
        data: {
          preapproval: preapprovalAnswer(after),
          notifications: [{ type: 'subscription_preapproval', id: row.id, status }],
        },
      };
    });
  });
}
