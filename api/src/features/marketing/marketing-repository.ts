import type { Queryable } from '../../db/database';

export interface BannerAnswer {
  _id: string;
  name: string;
  image: string;
  publicDestinated: { value: string };
}

export interface StoryAnswer extends BannerAnswer {
  nameButton: string | null;
  linkButton: string | null;
}

/** Who is looking: a guest (or nobody signed in) or a registered customer. */
export type Audience = 'guest' | 'registered';

/** 'all' reaches everyone; 'registered' only customers with an account. */
const PUBLICS: Record<Audience, string[]> = { guest: ['all'], registered: ['all', 'registered'] };

export async function listBanners(
  db: Queryable,
  brandId: string,
  storeId: string,
  audience: Audience,
): Promise<BannerAnswer[]> {
  const { rows } = await db.query<{ id: string; name: string; image: string; public_destinated: string }>(
    `SELECT id, name, image, public_destinated FROM banners
     WHERE brand_id = $1 AND (store_id IS NULL OR store_id = $2) AND public_destinated = ANY($3::text[])
     ORDER BY position, id`,
    [brandId, storeId, PUBLICS[audience]],
  );
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    image: r.image,
    publicDestinated: { value: r.public_destinated },
  }));
}

export async function listStories(
  db: Queryable,
  brandId: string,
  storeId: string,
  audience: Audience,
): Promise<StoryAnswer[]> {
  const { rows } = await db.query<{
    id: string;
    name: string;
    image: string;
    public_destinated: string;
    name_button: string | null;
    link_button: string | null;
  }>(
    `SELECT id, name, image, public_destinated, name_button, link_button FROM stories
     WHERE brand_id = $1 AND (store_id IS NULL OR store_id = $2) AND public_destinated = ANY($3::text[])
     ORDER BY position, id`,
    [brandId, storeId, PUBLICS[audience]],
  );
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    image: r.image,
    publicDestinated: { value: r.public_destinated },
    nameButton: r.name_button,
    linkButton: r.link_button,
  }));
}
