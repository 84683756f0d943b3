import type { FastifyInstance } from 'fastify';
import { imageFileParams } from './static-schemas';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { placeholderSvg } from './placeholder-svg';
import { sendSvg } from './static-cache';

interface Row {
  name: string;
  address: string;
  colors: { name: string; value: string }[];
}

/** GET /api/static/branches/:file → the cover of the branch whose image is that path. */
export function getBranchImage(app: FastifyInstance, { db }: AppContext): void {
  app.get('/static/branches/:file', async (request, reply) => {
    const { file } = parseInput(imageFileParams, request.params);
    const { rows } = await db.query<Row>(
      `SELECT b.name, b.address, m.colors FROM branches b JOIN brands m ON m.id = b.brand_id WHERE b.image = $1`,
      [`/api/static/branches/${file}`],
    );
    const branch = rows[0];
    if (!branch) throw notFound('Imagen no encontrada');
    const colour = (name: string) => branch.colors.find((c) => c.name === name)?.value ?? '';
    return sendSvg(
      reply,
      placeholderSvg({
        title: branch.name,
        subtitle: branch.address,
        background: colour('primary'),
        foreground: '#FFFFFF',
      }),
    );
  });
}
