// The edge's micro-cache of the API's public answers (issue 27, item 6; ADR 029): brand, branch list,
// menu and the other catalog reads are the same for every caller, and the API says so with
// `Cache-Control: public, max-age=N`. The edge keeps such an answer for at most `ttlMs` (and never
// longer than its max-age), so under load a read reaches the API (and its database) about once per
// key and interval, whatever the traffic. Anything else (private, no-store, a Set-Cookie, a Vary
// other than Accept-Encoding, not a 200) is never kept: one customer's answer never reaches another.
import zlib from 'node:zlib';

/** What decides whether an answer may be kept: its max-age in seconds when public, else 0. */
export function publicMaxAge(headers) {
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase();
  if (!/(^|[\s,])public([\s,]|$)/.test(cacheControl)) return 0;
  if (/(no-store|no-cache|private)/.test(cacheControl)) return 0;
  if (headers['set-cookie']) return 0;
  const vary = String(headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((name) => name !== 'accept-encoding')) return 0;
  const maxAge = /(?:^|[\s,])(?:s-maxage|max-age)=(\d+)/.exec(cacheControl);
  return maxAge ? Number(maxAge[1]) : 0;
}

/** The headers a kept answer is sent again with. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'content-language'];

export class MicroCache {
  /**
   * @param {{ ttlMs?: number, maxEntries?: number, maxBytes?: number, maxEntryBytes?: number, now?: () => number }} options
   */
  constructor({
    ttlMs = 5_000,
    maxEntries = 2_000,
    maxBytes = 64 * 1024 * 1024,
    maxEntryBytes = 4 * 1024 * 1024,
    now = Date.now,
  } = {}) {
    Object.assign(this, { ttlMs, maxEntries, maxBytes, maxEntryBytes, now });
    /** key → entry, oldest use first */
    this.entries = new Map();
    this.bytes = 0;
  }

  /** The kept answer of `key`, fresh; undefined otherwise. */
  get(key) {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    // most recently used last
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Keeps a 200 answer when its headers allow it; answers whether it was kept. */
  set(key, status, headers, body) {
    if (status !== 200) return false;
    const maxAge = publicMaxAge(headers);
    if (maxAge <= 0 || body.length > this.maxEntryBytes) return false;
    const kept = {};
    for (const name of KEPT_HEADERS) if (headers[name] !== undefined) kept[name] = headers[name];
    this.delete(key);
    const entry = {
      headers: kept,
      body,
      storedAt: this.now(),
      expiresAt: this.now() + Math.min(this.ttlMs, maxAge * 1000),
      encoded: new Map(),
      size: body.length,
    };
    this.entries.set(key, entry);
    this.bytes += entry.size;
    this.makeRoom();
    return true;
  }

  /** The body of `entry` in `encoding` ('br', 'gzip' or 'identity'), compressed once per entry. */
  encodedBody(entry, encoding) {
    if (encoding === 'identity') return entry.body;
    let body = entry.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? zlib.brotliCompressSync(entry.body, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
            })
          : zlib.gzipSync(entry.body, { level: 6 });
      entry.encoded.set(encoding, body);
      entry.size += body.length;
      this.bytes += body.length;
    }
    return body;
  }

  delete(key) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }

  /** Expired entries go first, then the least recently used, until both bounds hold. */
  makeRoom() {
    if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) return;
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.delete(key);
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(key);
    }
  }
}

/** The encoding a client takes for a kept answer: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding) {
  const accepted = String(acceptEncoding ?? '').toLowerCase();
  const takes = (name) => new RegExp(`(^|[\\s,])${name}(?!;q=0(\\.0*)?([\\s,]|$))([\\s,;]|$)`).test(accepted);
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return 'identity';
}
