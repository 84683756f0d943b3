import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';

type Gender = 'Male' | 'Female' | 'Other';

interface BirthDate {
  year: number;
  month: number;
  day: number;
}

interface Membership {
  active: boolean;
  cycle?: 'monthly' | 'annual' | null;
  startedAt?: string | null;
  endedAt?: string | null;
  nextPaymentAt?: string | null;
}

export interface UserRow {
  id: string;
  brand_id: string;
  type_user: 'guest' | 'registered';
  name: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone_number: string | null;
  gender: Gender | null;
  birth_date: BirthDate | null;
  price_category: string;
  discount_percentage: number | null;
  cuit: string | null;
  id_local: string | null;
  customer_identification_system: string | null;
  identification_number: string | null;
  membership: Membership | null;
  business_name: string | null;
  company_name: string | null;
  province: string | null;
  city: string | null;
}

/** The user as spec 001 section 3 names it (shared-contracts `userSchema`); never the password hash. */
export interface UserAnswer {
  _id: string;
  idMarca: string;
  typeUser: 'guest' | 'registered';
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phoneNumber: string | null;
  gender: Gender | null;
  birthDate: BirthDate | null;
  priceCategory: string;
  discountPercentage: number | null;
  cuit: string | null;
  idLocal: string | null;
  customerIdentificationSystem: string | null;
  identificationNumber: string | null;
  membership: Membership | null;
  businessName: string | null;
  companyName: string | null;
  province: string | null;
  city: string | null;
}

/** Every column but password_hash: the hash never leaves the auth code that reads it on purpose. */
export const USER_COLUMNS = `users.id, users.brand_id, users.type_user, users.name, users.first_name,
  users.last_name, users.email, users.phone_number, users.gender, users.birth_date, users.price_category,
  users.discount_percentage, users.cuit, users.id_local, users.customer_identification_system,
  users.identification_number, users.membership, users.business_name, users.company_name, users.province,
  users.city`;

export function toUserAnswer(row: UserRow): UserAnswer {
  return {
    _id: row.id,
    idMarca: row.brand_id,
    typeUser: row.type_user,
    name: row.name,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    gender: row.gender,
    birthDate: row.birth_date,
    priceCategory: row.price_category,
    discountPercentage: row.discount_percentage,
    cuit: row.cuit,
    idLocal: row.id_local,
    customerIdentificationSystem: row.customer_identification_system,
    identificationNumber: row.identification_number,
    membership: row.membership,
    businessName: row.business_name,
    companyName: row.company_name,
    province: row.province,
    city: row.city,
  };
}

export const USER_NOT_FOUND = 'Usuario no encontrado para esta marca';

/** The user with that id in that brand: a user of another brand is not found. */
export async function findUser(db: Queryable, brandId: string, userId: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users WHERE brand_id = $1 AND id = $2`,
    [brandId, userId],
  );
  return rows[0] ?? null;
}

export const GUEST_NAME = 'Invitado';

/** A new guest of the brand: no e-mail, no password, default prices. */
export async function insertGuest(db: Queryable, brandId: string, now: Date): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (id, brand_id, type_user, name, created_at)
     VALUES ($1, $2, 'guest', $3, $4)
     RETURNING ${USER_COLUMNS}`,
    [`usr_${randomUUID().replaceAll('-', '')}`, brandId, GUEST_NAME, now.toISOString()],
  );
  const row = rows[0];
  if (!row) throw new Error('insert into users returned no row');
  return row;
}
