import type { FastifyInstance } from 'fastify';

/** A route the app registered: its method and Fastify path (`/api/local/:id`). */
export interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * Every route the app registers, as Fastify registers it (an onRoute hook on the root instance, added
 * before any feature registers): the document at GET /api/openapi.json lists exactly these, so a new
 * route cannot be left out of it. The HEAD route Fastify adds to each GET is the GET's, not listed.
 */
export function listRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const automaticHead =
        method === 'HEAD' && routes.some((known) => known.method === 'GET' && known.url === route.url);
      if (!automaticHead) routes.push({ method, url: route.url });
    }
  });
  return routes;
}
