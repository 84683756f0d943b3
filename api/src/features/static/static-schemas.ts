import * as z from 'zod/mini';
import { idField, text } from '../../lib/request-fields';

/* What the static files' routes accept; GET /marca/:domain/… icons take brandDomainParams
 * (brands/brand-schemas.ts). */

const IMAGE_FILE = 'El nombre de la imagen no es válido.';
/** GET /static/menu/:file.svg and /static/branches/:file.svg */
export const imageFileParams = z.object({
  file: text(IMAGE_FILE).check(z.regex(/^[a-z0-9-]{1,64}\.svg$/, IMAGE_FILE)),
});
/** GET /static/brands/:brandId/logo.svg */
export const brandLogoParams = z.object({ brandId: idField('el id de la marca') });

/** GET /static/brands/:brandId/icons/:file (the file is checked against the icons the manifest names) */
export const brandIconParams = z.object({
  brandId: idField('el id de la marca'),
  file: z.string({ error: 'Falta el ícono.' }).check(z.maxLength(40, 'El ícono no es válido.')),
});
