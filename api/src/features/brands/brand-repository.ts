import { resolveBrandDomain } from 'shared-contracts/domain';
import type { Queryable } from '../../db/database';

interface Color {
  name: string;
  value: string;
}

interface DeliveryCondiciones {
  porcentajeMarca: number;
  porcentajeUsuario: number;
  minimoGratis: number;
  minimoCompra: number;
  deliveryRange: number;
}

interface ClubMembers {
  enabled: boolean;
  generalDiscountPct?: number;
  plans?: Record<'monthly' | 'annual', { enabled: boolean; price: number; mercadoPagoPlanId: string | null }>;
}

/**
 * The app-download configuration (spec 001 section 2, spec 000 section 9): the one domain of the
 * brand with the app-download modal and delivery offered at every branch, and the stores' addresses.
 */
export interface AppDownload {
  domain: string;
  appStoreUrl: string | null;
  playStoreUrl: string | null;
}

interface BrandRow {
  id: string;
  domain: string;
  app_name: string;
  business_type: 'b2c' | 'b2b';
  multiple_menu: boolean;
  header_logo: string;
  app_background: string | null;
  default_discount: number;
  allow_guest: boolean;
  privacy_policy: string;
  terms_and_conditions: string;
  colors: Color[];
  delivery_condiciones: Partial<DeliveryCondiciones>;
  club_members: ClubMembers;
  app_download: AppDownload | null;
}

/** The brand as GET /api/marca/{domain} answers it: spec 001's flat fields plus spec 000's brandData. */
export interface BrandAnswer {
  _id: string;
  brandId: string;
  appName: string;
  appBackground: string | null;
  domain: string;
  businessType: 'b2c' | 'b2b';
  multipleMenu: boolean;
  colors: Color[];
  defaultDiscount: number;
  privacyPolicy: string;
  termsAndConditions: string;
  allowedUserTypes: { guest: boolean };
  deliveryCondiciones: DeliveryCondiciones;
  clubMembers: ClubMembers;
  /** null: no app-download domain */
  appDownload: AppDownload | null;
  brandData: {
    _id: string;
    businessType: 'b2c' | 'b2b';
    multipleMenu: boolean;
    headerLogo: string;
    appName: string;
    appBackground: string | null;
    domain: string;
    defaultDiscount: number;
    colors: Color[];
    deliveryCondiciones: DeliveryCondiciones;
  };
}

const SELECT_BRAND = `SELECT id, domain, app_name, business_type, multiple_menu, header_logo, app_background,
  default_discount, allow_guest, privacy_policy, terms_and_conditions, colors, delivery_condiciones, club_members,
  app_download
  FROM brands`;

/** Defaults for delivery conditions are 0 (spec 000 section 3). */
function deliveryConditions(stored: Partial<DeliveryCondiciones>): DeliveryCondiciones {
  return {
    porcentajeMarca: stored.porcentajeMarca ?? 0,
    porcentajeUsuario: stored.porcentajeUsuario ?? 0,
    minimoGratis: stored.minimoGratis ?? 0,
    minimoCompra: stored.minimoCompra ?? 0,
    deliveryRange: stored.deliveryRange ?? 0,
  };
}

export function toBrandAnswer(row: BrandRow): BrandAnswer {
  const deliveryCondiciones = deliveryConditions(row.delivery_condiciones);
  const brandData = {
    _id: row.id,
    businessType: row.business_type,
    multipleMenu: row.multiple_menu,
    headerLogo: row.header_logo,
    appName: row.app_name,
    appBackground: row.app_background,
    domain: row.domain,
    defaultDiscount: row.default_discount,
    colors: row.colors,
    deliveryCondiciones,
  };
  return {
    _id: row.id,
    brandId: row.id,
    appName: row.app_name,
    appBackground: row.app_background,
    domain: row.domain,
    businessType: row.business_type,
    multipleMenu: row.multiple_menu,
    colors: row.colors,
    defaultDiscount: row.default_discount,
    privacyPolicy: row.privacy_policy,
    termsAndConditions: row.terms_and_conditions,
    // guests never enter a b2b brand, whatever the row says (spec 001 section 6)
    allowedUserTypes: { guest: row.allow_guest && row.business_type !== 'b2b' },
    deliveryCondiciones,
    clubMembers: row.club_members,
    appDownload: row.app_download ?? null,
    brandData,
  };
}

export async function findBrandByDomain(db: Queryable, domain: string): Promise<BrandAnswer | null> {
  const { rows } = await db.query<BrandRow>(`${SELECT_BRAND} WHERE domain = $1`, [domain]);
  return rows[0] ? toBrandAnswer(rows[0]) : null;
}

/**
 * The brand of a host as GET /marca/:domain and the brand's manifest and icons find it: the exact
 * domain first (a trailing dot dropped), then the host reduced the way the shell does it (www and the
 * first subdomain removed, local hosts mapped to the demo brands).
 */
export async function findBrandForDomain(db: Queryable, domain: string): Promise<BrandAnswer | null> {
  const exact = domain.replace(/\.$/, '');
  return (await findBrandByDomain(db, exact)) ?? findBrandByDomain(db, resolveBrandDomain(exact));
}

export async function findBrandById(db: Queryable, id: string): Promise<BrandAnswer | null> {
  const { rows } = await db.query<BrandRow>(`${SELECT_BRAND} WHERE id = $1`, [id]);
  return rows[0] ? toBrandAnswer(rows[0]) : null;
}

export async function brandExists(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM brands WHERE id = $1', [id]);
  return rows.length > 0;
}

export const BRAND_NOT_FOUND = 'Marca no encontrada';
