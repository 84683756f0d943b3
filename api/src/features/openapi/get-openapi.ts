import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { cachePublicly } from '../../lib/http-cache';
import { openApiDocument } from './openapi-document';
import { apiOperations } from './operations';
import type { RegisteredRoute } from './route-list';

/** The document changes only with a release (or the sandboxes a process turns on): an hour, as the manifest. */
export const OPENAPI_MAX_AGE_S = 3600;

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of every route this app registered (issue 29 item 5,
 * ADR 033). Made once, at the first call (every route is registered by then), from the routes and the
 * zod schemas the routes validate with. The same for every caller: `public` (ADR 030), with its ETag.
 */
export function getOpenApi(
  app: FastifyInstance,
  { clock }: AppContext,
  routes: readonly RegisteredRoute[],
): void {
  let body: string | null = null;
  app.get('/openapi.json', async (_request, reply) => {
    body ??= JSON.stringify(openApiDocument(routes, apiOperations(clock.now())));
    return cachePublicly(reply.type('application/json; charset=utf-8'), OPENAPI_MAX_AGE_S).send(body);
  });
}
