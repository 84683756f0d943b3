import { birthDateField, genderField, nameField, phoneField } from 'shared-contracts/account-forms';
import { CLUB_PLAN_IDS } from 'shared-contracts/club';
import * as z from 'zod/mini';
import {
  BODY_NOT_OBJECT,
  REQUEST_INVALID,
  idField,
  optionalField,
  text,
  translateLanguage,
} from '../../lib/request-fields';
import { PUSH_MESSAGES, readPushSubscription } from '../push/push-subscription';
import { hasUnsafeText, TEXT_NOT_ALLOWED } from '../../lib/unsafe-text';
import { ACCOUNT_REQUEST_MESSAGES, companyRequestFields } from '../auth/auth-schemas';

/* What the user routes accept (spec 001 sections 5 and 7): the profile, the guest, the branch last
 * chosen, the settings and the push subscription; their paths are brandUserParams (lib/request-fields.ts). */

const R = ACCOUNT_REQUEST_MESSAGES;

export const membershipField = z.object(
  {
    active: z.boolean({ error: R.membership }),
    cycle: z.nullish(z.enum(CLUB_PLAN_IDS, { error: R.membership })),
  },
  { error: R.membership },
);

/** PUT /user/:brandId/:userId: every field optional, each checked when present (spec 001 section 5). */
export const profileRequest = (now: Date) =>
  z
    .object(
      {
        name: optionalField(nameField),
        phoneNumber: optionalField(phoneField),
        gender: optionalField(genderField),
        birthDate: optionalField(birthDateField(now)),
        ...companyRequestFields,
        membership: optionalField(membershipField),
      },
      { error: REQUEST_INVALID },
    )
    .check(
      z.refine(
        (body: Record<string, unknown>) => Object.values(body).some((value) => value !== undefined),
        R.nothingToSave,
      ),
    );

/** POST /user/guest/:idMarca */
export const guestParams = z.object({ idMarca: idField('el id de la marca') });

/** PUT and PATCH /user/local/:brandId/:userId (spec 000 'User local': the branch the user last chose) */
export const userLocalBody = z.object(
  { idLocal: idField('el id del local (idLocal)') },
  { error: BODY_NOT_OBJECT },
);

export const SETTINGS_MESSAGES = {
  translationsEnabled: 'translationsEnabled debe ser true o false.',
  notifications: 'notifications debe ser true o false.',
  translationMetrics: 'translationMetrics debe ser true o false.',
} as const;

/**
 * PUT /setting/:brandId/:userId (spec 001 'user settings (not shown)'): the settings spec 001 keeps per
 * user: the interface language (one of the seven, 'pt-BR' read as 'pt'), whether texts are translated,
 * whether push notifications were accepted, and the consent to send translation metrics.
 */
export const userSettingsBody = z
  .object(
    {
      language: optionalField(translateLanguage('de la aplicación')),
      translationsEnabled: z.optional(z.boolean({ error: SETTINGS_MESSAGES.translationsEnabled })),
      notifications: z.optional(z.boolean({ error: SETTINGS_MESSAGES.notifications })),
      translationMetrics: z.optional(z.boolean({ error: SETTINGS_MESSAGES.translationMetrics })),
    },
    { error: BODY_NOT_OBJECT },
  )
  .check(
    z.refine(
      (body: Record<string, unknown>) => Object.values(body).some((value) => value !== undefined),
      ACCOUNT_REQUEST_MESSAGES.nothingToSave,
    ),
  );
export type UserSettingsBody = z.output<typeof userSettingsBody>;

/**
 * POST /user/notification/subscription (spec 001 'Notifications'), the spec's spelling kept:
 * `pushSubscriptonId` is the browser's push subscription (PushSubscription.toJSON(): endpoint and the
 * keys p256dh and auth), as an object or as its JSON text, and `id` the user's id. The subscription is
 * what the API encrypts and sends its pushes with, so anything else is refused.
 */
export const pushSubscriptionBody = z.object(
  {
    pushSubscriptonId: z.pipe(
      z.pipe(
        z.union(
          [
            text(PUSH_MESSAGES.subscription),
            z.pipe(
              z.record(z.string(), z.unknown(), { error: PUSH_MESSAGES.subscription }),
              z.transform((value: Record<string, unknown>) => JSON.stringify(value)),
            ),
          ],
          { error: PUSH_MESSAGES.subscription },
        ),
        text(PUSH_MESSAGES.subscription).check(
          z.trim(),
          z.minLength(1, PUSH_MESSAGES.subscription),
          z.maxLength(4000, PUSH_MESSAGES.subscriptionLong),
        ),
      ),
      z.transform((json: string, ctx) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(json);
        } catch {
          parsed = undefined;
        }
        // the body was checked as sent; what its JSON text decodes to was not ('\u0000' becomes a NUL)
        if (hasUnsafeText(parsed)) {
          ctx.issues.push({ code: 'custom', message: TEXT_NOT_ALLOWED, input: json });
          return z.NEVER;
        }
        const subscription = readPushSubscription(parsed);
        if (typeof subscription === 'string') {
          ctx.issues.push({ code: 'custom', message: subscription, input: json });
          return z.NEVER;
        }
        return subscription;
      }),
    ),
    id: idField('el id del usuario (id)'),
  },
  { error: BODY_NOT_OBJECT },
);
