import { ROUTES } from 'shared-contracts/routes';
import { seed } from '../db/seed/seed';
import { createTestApp, createGuest, DB_TIMEOUT_MS, signInDemoCustomers } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

/**
 * Issue 11, items 4 and 6: who sees the registered customers' banners and stories comes from the
 * session, not from the user id in the path; and a story's button leads to a route the app has.
 */

let t: TestApp;
let tokens: { ana: string; andina: string };

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInDemoCustomers(t);
}, DB_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
});

interface Item {
  _id: string;
  name: string;
  publicDestinated: { value: string };
  nameButton?: string | null;
  linkButton?: string | null;
}

async function list(kind: 'banner' | 'storie', path: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: `/api/marketing/${kind}/${path}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Item[] }>().data;
}

const names = (items: Item[]) => items.map((item) => item.name);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const MEMBERS_BANNER = 'Sumate al Club y ahorrá 15 %';
const MEMBERS_STORY = 'Beneficios del Club';

describe('the audience of banners and stories comes from the session (issue 11, item 4)', () => {
  test("a guest's session with its own user id sees only the public ones", async () => {
    const guest = await createGuest(t);
    const path = `marca-sabores/store-palermo/${guest.userId}`;
    const banners = await list('banner', path, bearer(guest.token));
    const stories = await list('storie', path, bearer(guest.token));
    expect(names(banners)).not.toContain(MEMBERS_BANNER);
    expect(names(stories)).not.toContain(MEMBERS_STORY);
    expect([...banners, ...stories].every((item) => item.publicDestinated.value === 'all')).toBe(true);
    // the guest's cookie instead of the header: the same
    const byCookie = await list('banner', path, { cookie: `auth_token=${guest.token}` });
    expect(names(byCookie)).toEqual(names(banners));
  });

  test("a registered customer's id without a session sees what guests see", async () => {
    const banners = await list('banner', 'marca-sabores/store-palermo/usr-demo-sabores');
    const stories = await list('storie', 'marca-sabores/store-palermo/usr-demo-sabores');
    expect(names(banners)).toEqual(['2x1 en empanadas los martes', 'Envío gratis desde $25.000']);
    expect(names(stories)).not.toContain(MEMBERS_STORY);
  });

  test('the registered customer, signed in, sees the members-only ones too', async () => {
    const path = 'marca-sabores/store-palermo/usr-demo-sabores';
    expect(names(await list('banner', path, bearer(tokens.ana)))).toContain(MEMBERS_BANNER);
    expect(names(await list('storie', path, bearer(tokens.ana)))).toContain(MEMBERS_STORY);
  });

  test("a session of someone else, of another brand, or no longer valid counts as a guest's", async () => {
    for (const [path, headers] of [
      // Ana's session asking as 'guest' or as another user
      ['marca-sabores/store-palermo/guest', bearer(tokens.ana)],
      ['marca-sabores/store-palermo/usr-otro', bearer(tokens.ana)],
      // Andina's customer on Sabores del Sur
      ['marca-sabores/store-palermo/usr-demo-andina', bearer(tokens.andina)],
      // a token that opens nothing
      ['marca-sabores/store-palermo/usr-demo-sabores', bearer('x'.repeat(43))],
    ] as const) {
      expect(names(await list('banner', path, headers))).not.toContain(MEMBERS_BANNER);
      expect(names(await list('storie', path, headers))).not.toContain(MEMBERS_STORY);
    }
  });
});

describe("seeded stories' buttons lead to routes of the app (issue 11, item 6)", () => {
  interface Branch {
    id: string;
    storeId: string;
    idMarca: string;
  }

  /** The screens of shared-contracts/routes a story may open without naming a branch. */
  const PLAIN_ROUTES = new Set<string>([
    ROUTES.base,
    ROUTES.orderSummary,
    ROUTES.checkout,
    ROUTES.profile,
    ROUTES.points,
    ROUTES.qrCode,
    ROUTES.club,
  ]);

  async function categoryIds(branch: Branch): Promise<Set<string>> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/menu/${branch.idMarca}/${branch.storeId}/guest`,
    });
    return new Set(
      response.json<{ data: { categories: { id: string }[] } }>().data.categories.map((c) => c.id),
    );
  }

  /** Why the link is not a route of the app at this branch, or null when it is one. */
  async function problem(link: string, branch: Branch): Promise<string | null> {
    const url = new URL(link, 'http://localhost');
    if (!link.startsWith('/') || url.origin !== 'http://localhost') return 'not a path of the site';
    if (PLAIN_ROUTES.has(url.pathname)) return null;
    const match = /^\/(menu|home)\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    if (!match) return 'no route has this path';
    if (match[2] !== branch.id || match[3] !== branch.storeId) return 'another branch';
    const categoria = url.searchParams.get('categoria');
    if (categoria !== null && !(await categoryIds(branch)).has(categoria)) return `no category ${categoria}`;
    return null;
  }

  test('every story with a button, at every branch of both brands, opens a real screen', async () => {
    let checked = 0;
    for (const [brand, user, token] of [
      ['marca-sabores', 'usr-demo-sabores', tokens.ana],
      ['marca-andina', 'usr-demo-andina', tokens.andina],
    ] as const) {
      const branches = (await t.app.inject({ method: 'GET', url: `/api/local/all?idMarca=${brand}` })).json<{
        data: Branch[];
      }>().data;
      for (const branch of branches) {
        const stories = await list('storie', `${brand}/${branch.storeId}/${user}`, bearer(token));
        expect(stories).toHaveLength(4);
        for (const story of stories) {
          if (!story.linkButton) continue;
          expect(story.nameButton).toBeTruthy();
          expect([story.name, story.linkButton, await problem(story.linkButton, branch)]).toEqual([
            story.name,
            story.linkButton,
            null,
          ]);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  test("'Ver milanesas' opens the milanesas of the branch's own menu", async () => {
    const stories = await list('storie', 'marca-sabores/store-san-telmo/guest');
    const story = stories.find((s) => s.nameButton === 'Ver milanesas');
    expect(story?.linkButton).toBe('/menu/suc-san-telmo/store-san-telmo?categoria=sab-milanesas');
  });

  test('the seed removes the stories of earlier seeds whose links led nowhere', async () => {
    await t.db.query(
      `INSERT INTO stories (id, brand_id, name, image, name_button, link_button, position)
       VALUES ('sto-sab-milanesa', 'marca-sabores', 'Cómo empanamos', '/api/static/menu/sto-sab-milanesa.svg',
         'Ver milanesas', '/menu/sab-milanesas', 1)`,
    );
    expect((await seed(t.db)).written).toEqual(['sto-sab-milanesa']);
    const { rows } = await t.db.query("SELECT id FROM stories WHERE link_button = '/menu/sab-milanesas'");
    expect(rows).toEqual([]);
  });
});
