import { en } from 'zod/locales';
import * as z from 'zod/mini';

// zod/mini ships without error messages ('Invalid input'); zod classic loaded English ones on import.
// Keep the English messages (about 1 KB gzip). The setting is global to every zod copy on the page.
z.config(en());

/** The five independently released remotes. */
export const REMOTE_NAMES = ['ordering', 'checkout', 'accounts', 'loyalty', 'club'] as const;
export const remoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof remoteNameSchema>;

/** Federation container name of each remote (a valid JS identifier, used as the global of its entry). */
export const CONTAINER_NAMES: Record<RemoteName, string> = {
  ordering: 'mfe_ordering',
  checkout: 'mfe_checkout',
  accounts: 'mfe_accounts',
  loyalty: 'mfe_loyalty',
  club: 'mfe_club',
};

export const registryEntrySchema = z.object({
  /** federation container name */
  name: z.string().check(z.regex(/^[A-Za-z_$][\w$]*$/)),
  /** the remote package's version */
  version: z.string().check(z.minLength(1)),
  /** immutable release folder name: `<version>-<content hash>` */
  release: z.string().check(z.regex(/^[\w.-]+$/)),
  /** URL of the release's remoteEntry.js, absolute or relative to the registry's page */
  entry: z.string().check(z.minLength(1)),
  /** subresource integrity of the entry, checked before the entry runs */
  integrity: z.string().check(z.regex(/^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/)),
  /** the platform version (PLATFORM_VERSION, `major.minor`) the release was built against */
  platformVersion: z.string().check(z.regex(/^\d+\.\d+$/)),
  releasedAt: z.optional(z.string()),
});
export type RegistryEntry = z.infer<typeof registryEntrySchema>;

export const registrySchema = z.object({
  schemaVersion: z.literal(1),
  /** origins remote code may come from; 'self' is the page's own origin */
  allowedOrigins: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  remotes: z.partialRecord(remoteNameSchema, registryEntrySchema),
});
export type Registry = z.infer<typeof registrySchema>;

export type EntryResolution = { ok: true; url: URL } | { ok: false; reason: string };

/** Resolves an entry against the page and refuses origins the registry does not list. */
export function resolveEntryUrl(entry: RegistryEntry, registry: Registry, pageUrl: string): EntryResolution {
  let url: URL;
  try {
    url = new URL(entry.entry, pageUrl);
  } catch {
    return { ok: false, reason: `entry URL is not valid: ${entry.entry}` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: `entry protocol not allowed: ${url.protocol}` };
  }
  const pageOrigin = new URL(pageUrl).origin;
  const allowed = registry.allowedOrigins.map((o) => (o === 'self' ? pageOrigin : o.replace(/\/$/, '')));
  if (!allowed.includes(url.origin)) {
    return { ok: false, reason: `origin ${url.origin} is not in the registry's allowed origins` };
  }
  return { ok: true, url };
}

/**
 * A shell on platform `major.minor` honours a remote built against the same major and an equal or
 * older minor: a minor only adds (optional props, events, shared modules); a major removes or
 * reshapes. Anything that is not `major.minor` is honoured by no shell. The shell applies this to
 * each registry entry and loaded module; `npm run release` and `npm run rollback` apply it to the
 * live shell's platform.json.
 */
export function isPlatformCompatible(shellVersion: string, remoteVersion: string): boolean {
  const parse = (v: string) => {
    const m = /^(\d+)\.(\d+)$/.exec(v);
    return m ? { major: Number(m[1]), minor: Number(m[2]) } : null;
  };
  const shell = parse(shellVersion);
  const remote = parse(remoteVersion);
  if (!shell || !remote) return false;
  return shell.major === remote.major && remote.minor <= shell.minor;
}
