import type { FastifyReply } from 'fastify';

/** Placeholders are derived from data that rarely changes: cache for an hour, not forever. */
export function sendSvg(reply: FastifyReply, svg: string) {
  return reply.type('image/svg+xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(svg);
}
