import * as z from 'zod/mini';
import { BODY_NOT_OBJECT, idField, optionalField, text } from '../../lib/request-fields';
import { isUnsafeString, TEXT_NOT_ALLOWED } from '../../lib/unsafe-text';

/* What the marketing routes accept (spec 000 and 001 section 7); the banner and story reads take
 * brandStoreUserParams (lib/request-fields.ts). */

export const MARKETING_MESSAGES = {
  utm: 'Falta al menos un parámetro UTM (utm_source, utm_medium o utm_campaign).',
  url: 'La dirección visitada no es válida.',
  shortUrl: 'Falta el enlace a resolver (urlUTM).',
  shortUrlLong: 'El enlace a resolver es demasiado largo.',
} as const;

export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

const utmValue = (field: UtmField) =>
  optionalField(
    text(`El parámetro ${field} no es válido.`).check(
      z.trim(),
      z.maxLength(200, `El parámetro ${field} admite hasta 200 caracteres.`),
    ),
  );

/** The UTM parameters of a URL (absolute, or a path of the site). */
export function utmOfUrl(url: string): Partial<Record<UtmField, string>> {
  try {
    const query = new URL(url, 'https://sitio.invalid').searchParams;
    return Object.fromEntries(
      UTM_FIELDS.flatMap((field) => {
        const value = query.get(field)?.trim();
        return value ? [[field, value.slice(0, 200)]] : [];
      }),
    );
  } catch {
    return {};
  }
}

/**
 * POST /utm/marketing/register-visit (body not shown by the specs): `{ idMarca, idUser?, storeId?,
 * url?, utm_source?, utm_medium?, utm_campaign?, utm_term?, utm_content? }`. A parameter left out is
 * read from `url`'s query; at least one of utm_source, utm_medium and utm_campaign must result.
 */
export const utmVisitBody = z.pipe(
  z.object(
    {
      idMarca: idField('el id de la marca (idMarca)'),
      idUser: z._default(
        z.union([z.literal('guest'), idField('el id del usuario (idUser)')], {
          error: 'El id del usuario (idUser) no es válido.',
        }),
        'guest',
      ),
      storeId: optionalField(idField('el id del local (storeId)')),
      url: optionalField(
        text(MARKETING_MESSAGES.url).check(
          z.trim(),
          z.maxLength(2000, MARKETING_MESSAGES.url),
          z.refine((value: string) => {
            try {
              new URL(value, 'https://sitio.invalid');
              return true;
            } catch {
              return false;
            }
          }, MARKETING_MESSAGES.url),
        ),
      ),
      utm_source: utmValue('utm_source'),
      utm_medium: utmValue('utm_medium'),
      utm_campaign: utmValue('utm_campaign'),
      utm_term: utmValue('utm_term'),
      utm_content: utmValue('utm_content'),
    },
    { error: BODY_NOT_OBJECT },
  ),
  z.transform((body, ctx) => {
    const fromUrl = body.url ? utmOfUrl(body.url) : {};
    const utm = Object.fromEntries(UTM_FIELDS.map((field) => [field, body[field] ?? fromUrl[field] ?? null]));
    // the body was checked as sent; a parameter decoded from `url`'s query (`?utm_source=%00`) was not
    if (Object.values(utm).some((value) => typeof value === 'string' && isUnsafeString(value))) {
      ctx.issues.push({ code: 'custom', message: TEXT_NOT_ALLOWED, input: body });
      return z.NEVER;
    }
    if (!utm.utm_source && !utm.utm_medium && !utm.utm_campaign) {
      ctx.issues.push({ code: 'custom', message: MARKETING_MESSAGES.utm, input: body });
      return z.NEVER;
    }
    return { ...body, ...(utm as Record<UtmField, string | null>) };
  }),
);
export type UtmVisitBody = z.output<typeof utmVisitBody>;

/**
 * The short-link resolution of spec 001 ('takes urlUTM and brandId and returns urlUTM', path not
 * shown): `urlUTM` is the short link as the customer opened it (`https://…/s/{code}`, `/s/{code}` or
 * the code alone).
 */
export const shortUrlBody = z.object(
  {
    urlUTM: text(MARKETING_MESSAGES.shortUrl).check(
      z.trim(),
      z.minLength(1, MARKETING_MESSAGES.shortUrl),
      z.maxLength(2000, MARKETING_MESSAGES.shortUrlLong),
    ),
    brandId: idField('el id de la marca (brandId)'),
  },
  { error: BODY_NOT_OBJECT },
);
