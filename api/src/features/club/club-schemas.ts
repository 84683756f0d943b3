import { ACCOUNT_MESSAGES, emailField } from 'shared-contracts/account-forms';
import { CLUB_PLAN_IDS } from 'shared-contracts/club';
import * as z from 'zod/mini';
import { BODY_NOT_OBJECT, idField, optionalField, text } from '../../lib/request-fields';

/* What the club routes and the subscription sandboxes accept (spec 001 section 7, Club membership). */

/** GET /club-members/plans/:id (brand id) */
export const clubPlansParams = z.object({ id: idField('el id de la marca') });

export const CLUB_MESSAGES = {
  plan: "El plan debe ser 'monthly' (mensual) o 'annual' (anual).",
  backUrl: 'La dirección de regreso debe ser una ruta de este sitio (por ejemplo /club).',
  cardToken: 'El token de la tarjeta no es válido.',
  sandboxOutcome: 'Elegí autorizar la suscripción, rechazar el pago o volver al sitio.',
  preapprovalId: 'Falta el identificador de la suscripción (preapproval_id).',
} as const;

export const clubPlanIdField = z.enum(CLUB_PLAN_IDS, { error: CLUB_MESSAGES.plan });

const SITE_PATH = /^\/(?![/\\])[^\s\\#\p{Cc}]*$/u;

/**
 * Where the subscription checkout sends the customer back: a path of this site ('/club'). A full
 * URL keeps only its path and query: the origin is always the brand's, never the caller's.
 */
const backUrlField = z.pipe(
  text(CLUB_MESSAGES.backUrl).check(z.trim(), z.maxLength(2000, CLUB_MESSAGES.backUrl)),
  z.transform((value: string, ctx) => {
    let path: string | null = value;
    if (/^https?:\/\//i.test(value)) {
      try {
        const url = new URL(value);
        path = `${url.pathname}${url.search}`;
      } catch {
        path = null;
      }
    }
    if (path === null || !SITE_PATH.test(path)) {
      ctx.issues.push({ code: 'custom', message: CLUB_MESSAGES.backUrl, input: value });
      return z.NEVER;
    }
    return path;
  }),
);

/** A card token made by the provider's script (Mercado Pago's are 32 hex characters). */
const cardTokenField = text(CLUB_MESSAGES.cardToken).check(
  z.trim(),
  z.regex(/^[A-Za-z0-9_-]{8,128}$/, CLUB_MESSAGES.cardToken),
);

/** POST /club-members/mp/subscriptions */
export const clubSubscriptionBody = z.object(
  {
    userId: idField('el id del usuario (userId)'),
    brandId: idField('el id de la marca (brandId)'),
    planId: clubPlanIdField,
    backUrl: optionalField(backUrlField),
    cardTokenId: optionalField(cardTokenField),
    payerEmail: optionalField(emailField(ACCOUNT_MESSAGES.email)),
  },
  { error: BODY_NOT_OBJECT },
);

/** POST /club-members/mp/subscriptions/validate */
export const validateSubscriptionBody = z.object(
  {
    userId: idField('el id del usuario (userId)'),
    brandId: idField('el id de la marca (brandId)'),
    planId: clubPlanIdField,
    subscriptionId: idField('el id de la suscripción (subscriptionId)'),
  },
  { error: BODY_NOT_OBJECT },
);

/** GET /club-members/subscriptions/:id (a subscription id, or the caller's user id) */
export const subscriptionLookupParams = z.object({ id: idField('el id de la suscripción') });

/** PUT /club-members/subscriptions/:subscriptionId/cancel */
export const subscriptionParams = z.object({ subscriptionId: idField('el id de la suscripción') });

const preapprovalId = text(CLUB_MESSAGES.preapprovalId).check(
  z.trim(),
  z.minLength(1, CLUB_MESSAGES.preapprovalId),
  z.regex(/^[A-Za-z0-9_-]{1,64}$/, CLUB_MESSAGES.preapprovalId),
);
/** GET /mp-sandbox/subscriptions/checkout?preapproval_id= (the subscription sandbox's page) */
export const sandboxSubscriptionQuery = z.object({ preapproval_id: preapprovalId });
/** POST /mp-sandbox/subscriptions/checkout/authorize (the page's form) */
export const sandboxSubscriptionBody = z.object(
  {
    preapproval_id: preapprovalId,
    outcome: z.enum(['authorize', 'reject', 'cancel'], { error: CLUB_MESSAGES.sandboxOutcome }),
  },
  { error: CLUB_MESSAGES.sandboxOutcome },
);

const SANDBOX_PREAPPROVAL_ID = 'El id de la suscripción (preapproval) no es válido.';
/** POST /mp-sandbox/subscriptions/:preapprovalId/charge and …/cancel (the sandbox's operator) */
export const sandboxPreapprovalParams = z.object({
  preapprovalId: text(SANDBOX_PREAPPROVAL_ID).check(
    z.trim(),
    z.regex(/^[A-Za-z0-9_-]{1,64}$/, SANDBOX_PREAPPROVAL_ID),
  ),
});
const SANDBOX_CHARGE = 'Elegí cobrar (approved) o rechazar (rejected) la cuota.';
/** POST /mp-sandbox/subscriptions/:preapprovalId/charge { outcome } (a renewal charged) */
export const sandboxChargeBody = z.object(
  { outcome: z.enum(['approved', 'rejected'], { error: SANDBOX_CHARGE }) },
  { error: SANDBOX_CHARGE },
);

/**
 * POST /mp-sandbox/v1/card_tokens?public_key= (Mercado Pago's card token call, the sandbox's): the
 * shape only. The card rules are the provider's (`features/club/sandbox-card-tokens.ts`), which
 * answer every failing field at once as Mercado Pago does ({ message, cause: [{ code, description }] }).
 */
const cardValue = z.optional(
  z.union([z.string().check(z.maxLength(64)), z.number()], {
    error: 'Los datos de la tarjeta no son válidos.',
  }),
);
export const sandboxCardTokenQuery = z.object({
  public_key: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
export const sandboxCardTokenBody = z.object(
  {
    card_number: cardValue,
    security_code: cardValue,
    expiration_month: cardValue,
    expiration_year: cardValue,
    cardholder: z.optional(
      z.object({
        name: z.optional(z.string().check(z.maxLength(200))),
        identification: z.optional(z.object({ type: cardValue, number: cardValue })),
      }),
    ),
  },
  { error: BODY_NOT_OBJECT },
);
export type SandboxCardTokenBody = z.output<typeof sandboxCardTokenBody>;
