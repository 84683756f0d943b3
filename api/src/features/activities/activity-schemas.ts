import * as z from 'zod/mini';
import { BODY_NOT_OBJECT, capitalise, idField, text } from '../../lib/request-fields';

/* What the tracking calls accept (spec 000 section 7: POST /activities/…). */

const activityText = (label: string, max: number) =>
  text(`Falta ${label}.`).check(
    z.trim(),
    z.minLength(1, `Falta ${label}.`),
    z.maxLength(max, `${capitalise(label)} es demasiado largo.`),
  );

const optionalActivityText = (label: string, max: number) =>
  z.nullish(
    text(`${capitalise(label)} no es válido.`).check(
      z.maxLength(max, `${capitalise(label)} es demasiado largo.`),
    ),
  );

const activityBase = {
  idUser: z.union([z.literal('guest'), idField('el id del usuario (idUser)')], {
    error: 'Falta el id del usuario (idUser).',
  }),
  idMarca: idField('el id de la marca (idMarca)'),
  storeId: idField('el id del local (storeId)'),
};

const ACTIVITY_QUANTITY = 'La cantidad debe ser un número entero de 1 a 10000.';
const activityLines = z
  .array(
    z.object(
      {
        sku: activityText('el sku del producto', 64),
        name: z.optional(
          text('El nombre del producto no es válido.').check(
            z.maxLength(200, 'El nombre del producto es demasiado largo.'),
          ),
        ),
        quantity: z
          .int({ error: ACTIVITY_QUANTITY })
          .check(z.minimum(1, ACTIVITY_QUANTITY), z.maximum(10_000, ACTIVITY_QUANTITY)),
      },
      { error: 'Cada producto necesita sku y cantidad.' },
    ),
    { error: 'Falta la lista de productos.' },
  )
  .check(z.maxLength(100, 'La orden admite hasta 100 productos.'));

/** The body of each tracking call, by the kind of activity it records. */
export const activityBodies = {
  /** POST /activities/record-menu-visit */
  menu_visit: z.object(activityBase, { error: BODY_NOT_OBJECT }),
  /** POST /activities/record-product-visit */
  product_visit: z.object(
    { ...activityBase, sku: activityText('el sku del producto', 64) },
    { error: BODY_NOT_OBJECT },
  ),
  /** POST /activities/record-banner-view */
  banner_view: z.object(
    {
      ...activityBase,
      bannerId: idField('el id del banner (bannerId)'),
      bannerName: optionalActivityText('el nombre del banner', 200),
      publicDestinated: optionalActivityText('el público del banner', 50),
    },
    { error: BODY_NOT_OBJECT },
  ),
  /** POST /activities/record-story-view */
  story_view: z.object(
    {
      ...activityBase,
      storyId: idField('el id de la historia (storyId)'),
      storyName: optionalActivityText('el nombre de la historia', 200),
      publicDestinated: optionalActivityText('el público de la historia', 50),
      nameButton: optionalActivityText('el texto del botón de la historia', 100),
      linkButton: optionalActivityText('el enlace del botón de la historia', 2000),
    },
    { error: BODY_NOT_OBJECT },
  ),
  /** POST /activities/update-cart */
  cart_update: z.object(
    {
      ...activityBase,
      draftOrderId: optionalActivityText('el id del pedido en curso', 100),
      products: activityLines,
      total: z.optional(
        z
          .number({ error: 'El total debe ser un número.' })
          .check(z.minimum(0, 'El total debe ser un número.')),
      ),
    },
    { error: BODY_NOT_OBJECT },
  ),
  /** POST /activities/abandoned-order */
  abandoned_order: z.object(
    {
      ...activityBase,
      products: activityLines.check(z.minLength(1, 'La orden abandonada no tiene productos.')),
    },
    { error: BODY_NOT_OBJECT },
  ),
};
export type ActivityKind = keyof typeof activityBodies;
