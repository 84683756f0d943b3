import type { Database, Queryable } from '../database';
import { DEMO_BRANCHES } from './demo-branches';
import type { BranchSeed } from './demo-branches';
import { DEMO_BRANDS } from './demo-brands';
import type { BrandSeed } from './demo-brands';
import { DEMO_SHORT_URLS } from './demo-marketing';
import { DEMO_TABLES } from './demo-tables';
import { DEMO_USERS } from './demo-users';
import type { UserSeed } from './demo-users';
import { seedMenu, upsertMany } from './seed-menu';
import { seedOrders } from './seed-orders';
import { seedPoints } from './seed-points';
import { DEFAULT_SCRYPT, hashPassword } from '../../features/auth/password';
import type { ScryptParams } from '../../features/auth/password';

type Value = string | number | boolean | null | object;

interface Column {
  name: string;
  json?: boolean;
}

/**
 * INSERT, or UPDATE only when the stored row differs from the seed: a second run writes nothing, and
 * an edited seed reaches existing data folders on the next start. Returns whether a row was written.
 */
async function upsert(tx: Queryable, table: string, columns: Column[], values: Value[]): Promise<boolean> {
  const placeholders = columns.map((column, i) => `$${i + 1}${column.json ? '::jsonb' : ''}`);
  const rest = columns.filter((column) => column.name !== 'id').map((column) => column.name);
  const sql = `INSERT INTO ${table} (${columns.map((c) => c.name).join(', ')})
    VALUES (${placeholders.join(', ')})
    ON CONFLICT (id) DO UPDATE SET ${rest.map((name) => `${name} = EXCLUDED.${name}`).join(', ')}
    WHERE (${rest.map((name) => `${table}.${name}`).join(', ')}) IS DISTINCT FROM (${rest.map((name) => `EXCLUDED.${name}`).join(', ')})
    RETURNING id`;
  const params = values.map((value, i) => (columns[i]?.json ? JSON.stringify(value) : value));
  const { rows } = await tx.query<{ id: string }>(sql, params);
  return rows.length > 0;
}

const BRAND_COLUMNS: Column[] = [
  { name: 'id' },
  { name: 'domain' },
  { name: 'app_name' },
  { name: 'business_type' },
  { name: 'multiple_menu' },
  { name: 'header_logo' },
  { name: 'app_background' },
  { name: 'default_discount' },
  { name: 'allow_guest' },
  { name: 'privacy_policy' },
  { name: 'terms_and_conditions' },
  { name: 'colors', json: true },
  { name: 'delivery_condiciones', json: true },
  { name: 'club_members', json: true },
  { name: 'app_download', json: true },
];

const brandValues = (b: BrandSeed): Value[] => [
  b.id,
  b.domain,
  b.appName,
  b.businessType,
  b.multipleMenu,
  b.headerLogo,
  b.appBackground,
  b.defaultDiscount,
  b.allowGuest,
  b.privacyPolicy,
  b.termsAndConditions,
  b.colors,
  b.deliveryCondiciones,
  b.clubMembers,
  b.appDownload,
];

const BRANCH_COLUMNS: Column[] = [
  { name: 'id' },
  { name: 'brand_id' },
  { name: 'store_id' },
  { name: 'name' },
  { name: 'address' },
  { name: 'whatsapp' },
  { name: 'image' },
  { name: 'latitude' },
  { name: 'longitude' },
  { name: 'percentage_points' },
  { name: 'schedule', json: true },
  { name: 'system_options', json: true },
  { name: 'payment_methods', json: true },
  { name: 'position' },
];

const branchValues = (b: BranchSeed): Value[] => [
  b.id,
  b.brandId,
  b.storeId,
  b.name,
  b.address,
  b.whatsapp,
  b.image,
  b.latitude,
  b.longitude,
  b.percentagePoints,
  b.schedule,
  b.systemOptions,
  b.paymentMethods,
  b.position,
];

const USER_COLUMNS: Column[] = [
  { name: 'id' },
  { name: 'brand_id' },
  { name: 'type_user' },
  { name: 'name' },
  { name: 'first_name' },
  { name: 'last_name' },
  { name: 'email' },
  { name: 'phone_number' },
  { name: 'gender' },
  { name: 'birth_date', json: true },
  { name: 'price_category' },
  { name: 'cuit' },
  { name: 'business_name' },
  { name: 'company_name' },
  { name: 'province' },
  { name: 'city' },
  { name: 'email_verified' },
];

const userValues = (u: UserSeed): Value[] => [
  u.id,
  u.brandId,
  'registered',
  u.name,
  u.firstName,
  u.lastName,
  u.email,
  u.phoneNumber,
  u.gender,
  u.birthDate,
  u.priceCategory,
  u.cuit,
  u.businessName,
  u.companyName,
  u.province,
  u.city,
  true,
];

/**
 * The password is hashed only when the row is new: scrypt takes ~100 ms on purpose, and a fresh salt
 * would make every restart rewrite the row. A password changed in the demo seed therefore does not
 * reach an existing data folder (delete the user row to reset it).
 */
async function upsertUser(tx: Queryable, user: UserSeed, passwordHashing: ScryptParams): Promise<boolean> {
  const { rows } = await tx.query('SELECT id FROM users WHERE id = $1', [user.id]);
  if (rows.length > 0) return upsert(tx, 'users', USER_COLUMNS, userValues(user));
  const passwordHash = await hashPassword(user.password, passwordHashing);
  return upsert(
    tx,
    'users',
    [...USER_COLUMNS, { name: 'password_hash' }],
    [...userValues(user), passwordHash],
  );
}

const SHORT_URL_COLUMNS: Column[] = [
  { name: 'id' },
  { name: 'brand_id' },
  { name: 'code' },
  { name: 'url_utm' },
];

/** The branches' tables, keyed by branch and table id (a second run writes nothing). */
const seedTables = (tx: Queryable) =>
  upsertMany(
    tx,
    'branch_tables',
    ['branch_id', 'id', 'name', 'position'],
    DEMO_TABLES.map((table) => [table.branchId, table.id, table.name, table.position]),
    ['branch_id', 'id'],
  );

export interface SeedResult {
  /** ids of rows inserted or changed; empty when the database already held the seed */
  written: string[];
}

export interface SeedOptions {
  /** scrypt's parameters for the demo customers' passwords (PASSWORD_HASH_COST; DEFAULT_SCRYPT) */
  passwordHashing?: ScryptParams;
}

/** The demo brands, branches and customers, in one transaction. Deterministic and idempotent. */
export async function seed(
  db: Database,
  { passwordHashing = DEFAULT_SCRYPT }: SeedOptions = {},
): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const written: string[] = [];
    for (const brand of DEMO_BRANDS) {
      if (await upsert(tx, 'brands', BRAND_COLUMNS, brandValues(brand))) written.push(brand.id);
    }
    for (const branch of DEMO_BRANCHES) {
      if (await upsert(tx, 'branches', BRANCH_COLUMNS, branchValues(branch))) written.push(branch.id);
    }
    for (const user of DEMO_USERS) {
      if (await upsertUser(tx, user, passwordHashing)) written.push(user.id);
    }
    written.push(...(await seedTables(tx)));
    written.push(...(await seedMenu(tx)));
    written.push(...(await seedPoints(tx)));
    written.push(...(await seedOrders(tx)));
    for (const link of DEMO_SHORT_URLS) {
      const values = [link.id, link.brandId, link.code, link.urlUtm];
      if (await upsert(tx, 'short_urls', SHORT_URL_COLUMNS, values)) written.push(link.id);
    }
    return { written };
  });
}
