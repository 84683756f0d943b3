import { OFFLINE_REMOTES, releaseFolderOf, warmReleases } from '../release-warmup';
import { FakeCacheStorage, fakeNetwork, TEST_ORIGIN } from '../../testing/fake-cache-storage';

// Issue 15 item 7 (ADR 023): after the page's load, the releases the order needs offline are stored.
const NAMES = { registry: 'registry', releases: 'releases' };
const registry = (releases: Record<string, string>) =>
  JSON.stringify({
    remotes: Object.fromEntries(
      Object.entries(releases).map(([remote, release]) => [
        remote,
        { entry: `/releases/${remote}/${release}/remoteEntry.js` },
      ]),
    ),
  });

async function setUp(live: Record<string, string>) {
  const caches = new FakeCacheStorage();
  const network = fakeNetwork();
  network.answer('/remotes.json', registry(live));
  const release = (remote: string, version: string, files: string[]) => {
    network.answer(`/releases/${remote}/${version}/files.json`, JSON.stringify({ files }));
    for (const file of files) network.answer(`/releases/${remote}/${version}/${file}`, `${remote} ${file}`);
  };
  const warm = () =>
    warmReleases(NAMES, TEST_ORIGIN, { caches: caches.asCacheStorage(), fetch: network.fetch });
  return { caches, network, release, warm, stored: async () => (await caches.open('releases')).urls() };
}

describe('warming the releases for offline use', () => {
  it('the registry is read from the network and stored (the first visit read it before the worker); offline, the stored one', async () => {
    const t = await setUp({ ordering: 'o1' });
    t.release('ordering', 'o1', ['remoteEntry.js']);
    await t.warm();
    expect((await t.caches.open('registry')).urls()).toEqual(['/remotes.json']);
    t.network.setOffline(true);
    await (await t.caches.open('releases')).delete(`${TEST_ORIGIN}/releases/ordering/o1/files.json`);
    // the stored registry names the folder; storing it waits for the connection (the worker logs it)
    await expect(t.warm()).rejects.toThrow('Failed to fetch');
    expect(t.network.requests.at(-1)).toBe('/releases/ordering/o1/files.json');
  });

  it('the ordering and checkout releases the registry makes live, whole, their listing last; not the others', async () => {
    expect(OFFLINE_REMOTES).toEqual(['ordering', 'checkout']);
    const t = await setUp({ ordering: 'o1', checkout: 'c1', club: 'k1' });
    t.release('ordering', 'o1', ['remoteEntry.js', '12.ab.js']);
    t.release('checkout', 'c1', ['remoteEntry.js', '3.cd.css']);
    t.release('club', 'k1', ['remoteEntry.js']);
    await t.warm();
    expect(await t.stored()).toEqual([
      '/releases/checkout/c1/3.cd.css',
      '/releases/checkout/c1/files.json',
      '/releases/checkout/c1/remoteEntry.js',
      '/releases/ordering/o1/12.ab.js',
      '/releases/ordering/o1/files.json',
      '/releases/ordering/o1/remoteEntry.js',
    ]);
    // once complete, a folder is not asked for again: only the registry is read
    t.network.requests.length = 0;
    await t.warm();
    expect(t.network.requests).toEqual(['/remotes.json']);
  });

  it('a file that fails leaves the folder without its listing: it is completed on a later load', async () => {
    const t = await setUp({ ordering: 'o1' });
    t.network.answer(
      '/releases/ordering/o1/files.json',
      JSON.stringify({ files: ['remoteEntry.js', 'gone.js'] }),
    );
    t.network.answer('/releases/ordering/o1/remoteEntry.js', 'entry');
    await t.warm();
    expect(await t.stored()).toEqual(['/releases/ordering/o1/remoteEntry.js']);
    t.network.answer('/releases/ordering/o1/gone.js', 'back');
    t.network.requests.length = 0;
    await t.warm();
    expect(t.network.requests).toEqual([
      '/remotes.json',
      '/releases/ordering/o1/files.json',
      '/releases/ordering/o1/gone.js',
    ]);
    expect(await t.stored()).toContain('/releases/ordering/o1/files.json');
  });

  it('after a rollback, files of releases no longer live are dropped', async () => {
    const t = await setUp({ ordering: 'o2' });
    await (
      await t.caches.open('releases')
    ).put(`${TEST_ORIGIN}/releases/ordering/o1/remoteEntry.js`, new Response('old'));
    await (
      await t.caches.open('releases')
    ).put(`${TEST_ORIGIN}/releases/club/k1/remoteEntry.js`, new Response('old'));
    t.release('ordering', 'o2', ['remoteEntry.js']);
    await t.warm();
    expect(await t.stored()).toEqual([
      '/releases/ordering/o2/files.json',
      '/releases/ordering/o2/remoteEntry.js',
    ]);
  });

  it('listed names that leave the folder are ignored; no registry at all: nothing to do', async () => {
    const t = await setUp({ ordering: 'o1' });
    t.network.answer(
      '/releases/ordering/o1/files.json',
      JSON.stringify({
        files: ['../../../index.html', '/api/points/user-1', 'https://evil.example/x.js', 'a.js'],
      }),
    );
    t.network.answer('/releases/ordering/o1/a.js', 'a');
    await t.warm();
    expect(await t.stored()).toEqual(['/releases/ordering/o1/a.js', '/releases/ordering/o1/files.json']);
    // no registry from the network nor stored: nothing to do
    const empty = new FakeCacheStorage();
    const network = fakeNetwork();
    await warmReleases(NAMES, TEST_ORIGIN, { caches: empty.asCacheStorage(), fetch: network.fetch });
    expect(network.requests).toEqual(['/remotes.json']);
    expect(await empty.keys()).toEqual(['registry']);
  });

  it("a release folder from its entry: this origin's /releases/ only", () => {
    expect(releaseFolderOf('/releases/ordering/o1/remoteEntry.js', TEST_ORIGIN)).toBe(
      `${TEST_ORIGIN}/releases/ordering/o1/`,
    );
    expect(releaseFolderOf('http://localhost:3101/remoteEntry.js', TEST_ORIGIN)).toBeNull();
    expect(releaseFolderOf('/elsewhere/remoteEntry.js', TEST_ORIGIN)).toBeNull();
  });
});
