import * as z from 'zod/mini';

/* What the brand routes accept (spec 000 section 7); the shared field rules are lib/request-fields.ts. */

const DOMAIN =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/;

/** GET /marca/:domain */
export const brandDomainParams = z.object({
  domain: z
    .string({ error: 'Falta el dominio de la marca.' })
    .check(z.trim(), z.toLowerCase(), z.regex(DOMAIN, 'El dominio de la marca no es válido.')),
});
