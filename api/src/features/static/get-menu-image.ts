import type { FastifyInstance } from 'fastify';
import { imageFileParams } from './static-schemas';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { placeholderSvg } from './placeholder-svg';
import { sendSvg } from './static-cache';

interface Row {
  kind: 'product' | 'category' | 'banner' | 'story';
  title: string;
  subtitle: string | null;
  colors: { name: string; value: string }[];
}

/** GET /api/static/menu/:file → the placeholder of the product, category, banner or story with that image. */
export function getMenuImage(app: FastifyInstance, { db }: AppContext): void {
  app.get('/static/menu/:file', async (request, reply) => {
    const { file } = parseInput(imageFileParams, request.params);
    const { rows } = await db.query<Row>(
      `SELECT x.kind, x.title, x.subtitle, m.colors FROM (
         SELECT 'product' AS kind, name AS title, description AS subtitle, brand_id FROM products WHERE image = $1
         UNION ALL SELECT 'category', name, NULL, brand_id FROM menu_categories WHERE image = $1
         UNION ALL SELECT 'category', s.name, s.description, c.brand_id FROM menu_subcategories s
           JOIN menu_categories c ON c.id = s.category_id WHERE s.image = $1
         UNION ALL SELECT 'banner', name, NULL, brand_id FROM banners WHERE image = $1
         UNION ALL SELECT 'story', name, name_button, brand_id FROM stories WHERE image = $1
       ) x JOIN brands m ON m.id = x.brand_id LIMIT 1`,
      [`/api/static/menu/${file}`],
    );
    const row = rows[0];
    if (!row) throw notFound('Imagen no encontrada');
    const colour = (name: string) => row.colors.find((c) => c.name === name)?.value ?? '';
    const size =
      row.kind === 'story'
        ? { width: 360, height: 640 }
        : row.kind === 'banner'
          ? { width: 960, height: 360 }
          : { width: 480, height: 360 };
    return sendSvg(
      reply,
      placeholderSvg({
        title: row.title,
        ...(row.subtitle ? { subtitle: row.subtitle } : {}),
        background: colour(row.kind === 'product' ? 'secondary' : 'primary'),
        foreground: '#FFFFFF',
        ...size,
      }),
    );
  });
}
