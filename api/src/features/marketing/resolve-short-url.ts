import type { FastifyInstance } from 'fastify';
import { shortUrlBody } from './marketing-schemas';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { BRAND_NOT_FOUND, brandExists } from '../brands/brand-repository';

export const SHORT_URL_NOT_FOUND = 'No se encontró el enlace.';

/**
 * The code of a short link as the customer opened it: `https://saboresdelsur.com.ar/s/invierno`,
 * `/s/invierno?x=1` or `invierno` → 'invierno' (the segment after /s/, else the last one), lower case;
 * null when there is none.
 */
export function shortCode(urlUTM: string): string | null {
  let path = urlUTM.trim();
  try {
    path = new URL(path, 'https://sitio.invalid').pathname;
  } catch {
    return null;
  }
  const segments = path.split('/').filter(Boolean);
  const at = segments.indexOf('s');
  const code = (at >= 0 ? segments[at + 1] : segments.at(-1)) ?? '';
  const decoded = (() => {
    try {
      return decodeURIComponent(code).toLowerCase();
    } catch {
      return '';
    }
  })();
  return /^[a-z0-9-]{1,64}$/.test(decoded) ? decoded : null;
}

/**
 * POST /api/utm/marketing/short-url (spec 001: 'A short-URL resolution call takes urlUTM and brandId and
 * returns urlUTM', path not shown): `{ urlUTM, brandId }` → { data: { urlUTM } }, the path of the brand's
 * site with the campaign's UTM parameters. 404 'No se encontró el enlace.' for a link the brand does not have.
 */
export function resolveShortUrl(app: FastifyInstance, { db }: AppContext): void {
  app.post('/utm/marketing/short-url', async (request) => {
    const { urlUTM, brandId } = parseInput(shortUrlBody, request.body);
    if (!(await brandExists(db, brandId))) throw notFound(BRAND_NOT_FOUND);
    const code = shortCode(urlUTM);
    const { rows } = code
      ? await db.query<{ url_utm: string }>(
          'SELECT url_utm FROM short_urls WHERE brand_id = $1 AND code = $2',
          [brandId, code],
        )
      : { rows: [] };
    const found = rows[0];
    if (!found) throw notFound(SHORT_URL_NOT_FOUND);
    return { data: { urlUTM: found.url_utm } };
  });
}
