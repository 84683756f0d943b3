import type { ApiHandler as Handler } from 'shared-ui/testing';
import { testBranch } from 'shared-ui/testing/fixtures';
import { banners, menuHomeAnswer, menuCategories, stories } from './menu-fixtures';

export const palermo = testBranch({
  systemOptions: { tableSystem: true, takeawaySystem: true, deliverySystem: true },
});

/** The calls of the branch home and the menu, answered for Palermo; tracking calls are collected. */
export function orderingApi(
  overrides: Record<string, Handler> = {},
  { branch = palermo as unknown, recent = [] as unknown[] } = {},
) {
  const tracked: { path: string; body: unknown }[] = [];
  const track =
    (path: string): Handler =>
    ({ body }) => {
      tracked.push({ path, body });
      return { status: 201, body: { data: { _id: `act-${tracked.length}` } } };
    };
  const handlers: Record<string, Handler> = {
    'GET /api/local/suc-palermo': () => ({ body: { data: [branch] } }),
    'GET /api/menu/marca-sabores/store-palermo/guest': ({ url }) => ({
      body: menuHomeAnswer({ search: url.searchParams.get('search') ?? '', recent }),
    }),
    'GET /api/menu/marca-sabores/store-palermo/user-1': ({ url }) => ({
      body: menuHomeAnswer({ search: url.searchParams.get('search') ?? '', recent }),
    }),
    'GET /api/marketing/banner/marca-sabores/store-palermo/guest': () => ({ body: { data: banners } }),
    'GET /api/marketing/storie/marca-sabores/store-palermo/guest': () => ({ body: { data: stories } }),
    'GET /api/marketing/banner/marca-sabores/store-palermo/user-1': () => ({ body: { data: banners } }),
    'GET /api/marketing/storie/marca-sabores/store-palermo/user-1': () => ({ body: { data: stories } }),
    'GET /api/menu/store-palermo': () => ({ body: { data: menuCategories } }),
    'POST /api/activities/record-menu-visit': track('record-menu-visit'),
    'POST /api/activities/record-product-visit': track('record-product-visit'),
    'POST /api/activities/record-banner-view': track('record-banner-view'),
    'POST /api/activities/record-story-view': track('record-story-view'),
    'POST /api/activities/update-cart': track('update-cart'),
    'POST /api/activities/abandoned-order': track('abandoned-order'),
    ...overrides,
  };
  return { handlers, tracked };
}
