import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';

export const ADDRESS_NOT_FOUND = 'Dirección no encontrada';
/** a customer's list stays short enough to show in the address drawer */
export const MAX_ADDRESSES_PER_USER = 50;
export const TOO_MANY_ADDRESSES = `Alcanzaste el máximo de ${MAX_ADDRESSES_PER_USER} direcciones guardadas`;

interface AddressRow {
  id: string;
  brand_id: string;
  user_id: string;
  delivery_address: string;
  latitude: number;
  longitude: number;
  etiqueta: string;
  customer_name: string;
  customer_phone: string;
  delivery_instructions: string;
  is_default: boolean;
}

export interface AddressValues {
  deliveryAddress: string;
  lat: number;
  lon: number;
  etiqueta: string;
  customerName: string;
  customerPhone: string;
  deliveryInstructions: string;
  isDefault: boolean;
}

/** A saved address as shared-contracts `deliveryAddressSchema` reads it. */
export interface AddressAnswer {
  _id: string;
  idCliente: string;
  idMarca: string;
  deliveryAddress: string;
  coordinates: { dropoff: { lat: number; lon: number } };
  customerName: string;
  customerPhone: string;
  deliveryInstructions: string;
  etiqueta: string;
  isDefault: boolean;
}

const COLUMNS = `id, brand_id, user_id, delivery_address, latitude, longitude, etiqueta, customer_name,
  customer_phone, delivery_instructions, is_default`;

export function toAddressAnswer(row: AddressRow): AddressAnswer {
  return {
    _id: row.id,
    idCliente: row.user_id,
    idMarca: row.brand_id,
    deliveryAddress: row.delivery_address,
    coordinates: { dropoff: { lat: row.latitude, lon: row.longitude } },
    customerName: row.customer_name,
    customerPhone: row.customer_phone,
    deliveryInstructions: row.delivery_instructions,
    etiqueta: row.etiqueta,
    isDefault: row.is_default,
  };
}

/** The default first, then in the order they were saved. */
export async function listAddresses(
  db: Queryable,
  brandId: string,
  userId: string,
): Promise<AddressAnswer[]> {
  const { rows } = await db.query<AddressRow>(
    `SELECT ${COLUMNS} FROM addresses WHERE brand_id = $1 AND user_id = $2
     ORDER BY is_default DESC, seq`,
    [brandId, userId],
  );
  return rows.map(toAddressAnswer);
}

export async function findAddress(
  db: Queryable,
  brandId: string,
  userId: string,
  addressId: string,
): Promise<AddressAnswer | null> {
  const { rows } = await db.query<AddressRow>(
    `SELECT ${COLUMNS} FROM addresses WHERE brand_id = $1 AND user_id = $2 AND id = $3`,
    [brandId, userId, addressId],
  );
  return rows[0] ? toAddressAnswer(rows[0]) : null;
}

/**
 * Serialises the customer's address writes (the user row is locked until the transaction ends), so two
 * requests setting a default at once cannot both keep theirs.
 */
export async function lockUserAddresses(tx: Queryable, userId: string): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

export async function countAddresses(tx: Queryable, userId: string): Promise<number> {
  const { rows } = await tx.query<{ count: string | number }>(
    'SELECT count(*) AS count FROM addresses WHERE user_id = $1',
    [userId],
  );
  return Number(rows[0]?.count ?? 0);
}

/** Only one default per customer: setting one clears the others (inside the caller's transaction). */
export async function clearDefault(tx: Queryable, userId: string, exceptId: string | null): Promise<void> {
  await tx.query(
    `UPDATE addresses SET is_default = false WHERE user_id = $1 AND is_default AND id IS DISTINCT FROM $2`,
    [userId, exceptId],
  );
}

export async function insertAddress(
  tx: Queryable,
  brandId: string,
  userId: string,
  values: AddressValues,
  now: Date,
): Promise<AddressAnswer> {
  const { rows } = await tx.query<AddressRow>(
    `INSERT INTO addresses (id, brand_id, user_id, delivery_address, latitude, longitude, etiqueta,
       customer_name, customer_phone, delivery_instructions, is_default, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
     RETURNING ${COLUMNS}`,
    [
      `dir-${randomUUID()}`,
      brandId,
      userId,
      values.deliveryAddress,
      values.lat,
      values.lon,
      values.etiqueta,
      values.customerName,
      values.customerPhone,
      values.deliveryInstructions,
      values.isDefault,
      now.toISOString(),
    ],
  );
  return toAddressAnswer(rows[0] as AddressRow);
}

export async function updateAddress(
  tx: Queryable,
  addressId: string,
  values: AddressValues,
  now: Date,
): Promise<AddressAnswer> {
  const { rows } = await tx.query<AddressRow>(
    `UPDATE addresses SET delivery_address = $2, latitude = $3, longitude = $4, etiqueta = $5,
       customer_name = $6, customer_phone = $7, delivery_instructions = $8, is_default = $9, updated_at = $10
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [
      addressId,
      values.deliveryAddress,
      values.lat,
      values.lon,
      values.etiqueta,
      values.customerName,
      values.customerPhone,
      values.deliveryInstructions,
      values.isDefault,
      now.toISOString(),
    ],
  );
  return toAddressAnswer(rows[0] as AddressRow);
}
