/**
 * The Cache Storage API in memory, for the service worker's tests: caches by name, entries by URL
 * (relative URLs against `origin`), what the worker uses of it and nothing more.
 */
export const TEST_ORIGIN = 'https://shop.test';

type Key = Request | string;

const urlOf = (key: Key) => new URL(typeof key === 'string' ? key : key.url, TEST_ORIGIN).href;

export class FakeCache {
  readonly entries = new Map<string, Response>();

  async match(key: Key): Promise<Response | undefined> {
    return this.entries.get(urlOf(key))?.clone();
  }

  async put(key: Key, response: Response): Promise<void> {
    // as the real one: the body is read whole before put resolves
    const body = await response.arrayBuffer();
    this.entries.set(
      urlOf(key),
      new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      }),
    );
  }

  async delete(key: Key): Promise<boolean> {
    return this.entries.delete(urlOf(key));
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }

  /** the stored URLs, as paths of the test origin where they are of it */
  urls(): string[] {
    return [...this.entries.keys()].map((url) => url.replace(TEST_ORIGIN, '')).sort();
  }
}

export class FakeCacheStorage {
  readonly named = new Map<string, FakeCache>();

  async open(name: string): Promise<FakeCache> {
    let cache = this.named.get(name);
    if (!cache) {
      cache = new FakeCache();
      this.named.set(name, cache);
    }
    return cache;
  }

  async has(name: string): Promise<boolean> {
    return this.named.has(name);
  }

  async delete(name: string): Promise<boolean> {
    return this.named.delete(name);
  }

  async keys(): Promise<string[]> {
    return [...this.named.keys()];
  }

  async match(key: Key): Promise<Response | undefined> {
    for (const cache of this.named.values()) {
      const found = await cache.match(key);
      if (found) return found;
    }
    return undefined;
  }

  /** as the worker's `caches` */
  asCacheStorage(): CacheStorage {
    return this as unknown as CacheStorage;
  }
}

/**
 * A network the test scripts: `answer(path, ...)` sets what a path answers (a response, a function,
 * or 'offline' to fail as a dropped connection does); `hang(path)` never answers until released.
 * Every request is recorded, as a path of the test origin.
 */
export function fakeNetwork() {
  const answers = new Map<string, () => Promise<Response>>();
  const requests: string[] = [];
  let offline = false;
  const fetch = async (input: Request | string): Promise<Response> => {
    const url = urlOf(input).replace(TEST_ORIGIN, '');
    requests.push(url);
    if (offline) throw new TypeError('Failed to fetch');
    const answer = answers.get(url);
    if (!answer) return new Response('not found', { status: 404 });
    return answer();
  };
  return {
    fetch,
    requests,
    answer(path: string, body: string, init: ResponseInit = {}) {
      answers.set(path, async () => new Response(body, { status: 200, ...init }));
    },
    /** the path answers only when the returned function is called */
    hang(path: string, body: string) {
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      answers.set(path, async () => {
        await released;
        return new Response(body, { status: 200 });
      });
      return () => release();
    },
    setOffline(value: boolean) {
      offline = value;
    },
  };
}
