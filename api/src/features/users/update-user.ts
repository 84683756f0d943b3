import type { FastifyInstance } from 'fastify';
import { brandUserParams } from '../../lib/request-fields';
import { profileRequest } from './user-schemas';
import type { AppContext } from '../../app-context';
import { forbidden, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { assertSameUser, requireSession } from '../auth/session';
import { USER_COLUMNS, USER_NOT_FOUND, toUserAnswer } from './user-repository';
import type { UserRow } from './user-repository';

export const MEMBERSHIP_NEEDS_PAYMENT = 'La membresía se activa solo con un pago confirmado';

/** body field → column; jsonb columns are sent as text. */
const COLUMNS = {
  name: { column: 'name', json: false },
  phoneNumber: { column: 'phone_number', json: false },
  gender: { column: 'gender', json: false },
  birthDate: { column: 'birth_date', json: true },
  cuit: { column: 'cuit', json: false },
  businessName: { column: 'business_name', json: false },
  companyName: { column: 'company_name', json: false },
  province: { column: 'province', json: false },
  city: { column: 'city', json: false },
  membership: { column: 'membership', json: true },
} as const;

/**
 * PUT /api/user/:brandId/:userId (own user only) → { data: user }: profile completion (spec 001
 * sections 5 and 7): birthDate, phoneNumber, gender, the b2b name, cuit, businessName, companyName,
 * province and city, each optional and checked when sent. `membership` may only end a membership
 * ({ active: false }); starting one is 403 until a confirmed payment does it on the server.
 */
export function updateUser(app: FastifyInstance, { db, clock }: AppContext): void {
  app.put('/user/:brandId/:userId', async (request) => {
    const auth = await requireSession(request, db, clock);
    const { brandId, userId } = parseInput(brandUserParams, request.params);
    await assertSameUser(auth, brandId, userId, db);
    const now = clock.now();
    const body = parseInput(profileRequest(now), request.body);
    const values: Record<string, unknown> = { ...body };
    if (body.membership) {
      if (body.membership.active) throw forbidden(MEMBERSHIP_NEEDS_PAYMENT);
      const current = auth.user.membership;
      values.membership = current?.active
        ? { ...current, active: false, endedAt: now.toISOString(), nextPaymentAt: null }
        : (current ?? { active: false });
    }
    const sets: string[] = [];
    const params: unknown[] = [brandId, userId];
    for (const [field, { column, json }] of Object.entries(COLUMNS)) {
      const value = values[field];
      if (value === undefined) continue;
      params.push(json ? JSON.stringify(value) : value);
      sets.push(`${column} = $${params.length}${json ? '::jsonb' : ''}`);
    }
    const { rows } = await db.query<UserRow>(
      `UPDATE users SET ${sets.join(', ')} WHERE brand_id = $1 AND id = $2 RETURNING ${USER_COLUMNS}`,
      params,
    );
    const row = rows[0];
    if (!row) throw notFound(USER_NOT_FOUND);
    return { data: toUserAnswer(row) };
  });
}
