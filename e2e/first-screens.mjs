// The first screens a customer meets, and how many gzip bytes of JavaScript each needs before it is
// ready: shared by the byte budget (tests/bundle-budget.spec.ts, in npm test) and the benchmark
// (bench/bundle.mjs). Bytes are the gzip size of each distinct script file the page asked for
// before the screen was ready, so they depend on the build, not on the machine's speed.
import zlib from 'node:zlib';

const branchCards = (page) => page.locator('.branch-card:not(.branch-card--skeleton)').first().waitFor();

/** A new guest of the b2c brand, stored before the page's scripts run, as a returning customer has one. */
export async function giveGuestSession(context, baseURL) {
  const response = await fetch(new URL('/api/user/guest/marca-sabores', baseURL), { method: 'POST' });
  if (!response.ok) throw new Error(`guest session: ${response.status} ${await response.text()}`);
  const { data } = await response.json();
  await context.addInitScript((stored) => {
    if (!localStorage.getItem('multimarca.session')) localStorage.setItem('multimarca.session', stored);
  }, JSON.stringify(data));
}

/** The branch of the returning guest's menu and checkout in the benches. */
export const BENCH_BRANCH = { localId: 'suc-palermo', storeId: 'store-palermo' };

/**
 * What a returning guest of Sabores del Sur has stored besides the session, as the app stores it
 * (shared-contracts/src/storage-keys.ts): the first-visit tour seen and the mode chosen on the first visit (`visitedBefore`),
 * the branch and the mode chosen before as well (`chosenBranch`) and, for the checkout, one flan in the
 * order in progress at that branch too (`orderInProgress`).
 */
export function returningGuestStorage(draftOrderId) {
  // The first visit: the first-visit tour dismissed an hour ago (it asks again after 3 days, spec 001),
  // and the branch list's question of how to receive the order (spec 000 section 2, asked 2 s after
  // the list when none was ever chosen) answered 'takeaway'. A returning guest meets neither again.
  const firstVisit = {
    tour: { lastPromptAt: Date.now() - 60 * 60 * 1000, attempts: 1 },
    mode: { consumptionMode: 'takeaway', hasInitialModeSelection: true },
  };
  const visitedBefore = {
    'multimarca.tour': firstVisit.tour,
    'multimarca.consume-preferences': firstVisit.mode,
  };
  const chosenBranch = {
    ...visitedBefore,
    'multimarca.consume-preferences': {
      ...firstVisit.mode,
      lastSelectedLocalId: BENCH_BRANCH.localId,
      lastSelectedStoreId: BENCH_BRANCH.storeId,
    },
  };
  const orderInProgress = {
    ...chosenBranch,
    'multimarca.cart': {
      draftOrderId,
      products: [
        {
          sku: 'SAB-030',
          name: 'Flan de la abuela',
          price: 9000,
          quantity: 1,
          storeId: BENCH_BRANCH.storeId,
          orderProductId: `${draftOrderId}-flan`,
        },
      ],
      total: 9000,
      quantity: 1,
      ...BENCH_BRANCH,
    },
  };
  return { visitedBefore, chosenBranch, orderInProgress };
}

export const FIRST_SCREENS = [
  {
    id: 'auth-landing',
    name: 'auth landing (/auth), newcomer',
    path: '/auth',
    ready: (page) => page.getByRole('button', { name: 'Explorar sin beneficios' }).waitFor(),
  },
  {
    id: 'branch-list-returning-guest',
    name: 'branch list (/), returning guest',
    path: '/',
    guest: true,
    ready: branchCards,
  },
  {
    id: 'branch-list-first-time-guest',
    name: 'branch list through /auth, first-time guest',
    path: '/',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Explorar sin beneficios' }).click();
      await branchCards(page);
    },
  },
];

/**
 * Follows the page's script and style responses from now on. `until()` is called when the screen is
 * ready: what had been asked for by then is counted (each file once).
 */
export function watchScripts(page) {
  const files = new Map();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const url = response.url();
    const isScript = type === 'script' || (type === 'fetch' && url.endsWith('.js'));
    if (!isScript && type !== 'stylesheet') return;
    if (files.has(url)) return;
    files.set(url, {
      at: performance.now(),
      type: type === 'stylesheet' ? 'css' : 'js',
      size: response
        .body()
        .then((body) => zlib.gzipSync(body).length)
        .catch(() => 0),
    });
  });
  return {
    /** gzip bytes of the JS (and CSS) asked for up to `time` (default: now), and how many JS files. */
    async total(time = performance.now()) {
      const counted = [...files.entries()].filter(([, file]) => file.at <= time);
      const sizes = await Promise.all(
        counted.map(async ([url, file]) => ({ url, type: file.type, size: await file.size })),
      );
      const js = sizes.filter((file) => file.type === 'js');
      return {
        js: js.reduce((sum, file) => sum + file.size, 0),
        jsFiles: js.length,
        css: sizes.filter((file) => file.type === 'css').reduce((sum, file) => sum + file.size, 0),
        files: sizes,
      };
    },
  };
}
