import type { FastifyInstance } from 'fastify';
import { detectBody, translateBody } from './translate-schemas';
import * as core from 'zod/v4/core';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../lib/http-error';
import { sandboxOnly } from '../../lib/sandbox-access';
import { detect, translate } from './translator';
import type { SandboxLanguage } from './translator';

export const KEY_REQUIRED = 'Se requiere una API key para utilizar Google Translate';
export const KEY_INVALID = 'La API key no es válida. Enviá una API key válida.';

/** Google's status names for the codes this sandbox answers. */
const STATUS: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  413: 'INVALID_ARGUMENT',
  415: 'INVALID_ARGUMENT',
  500: 'INTERNAL',
};

const invalid = (message: string) => new HttpError(400, message);

function parse<S extends core.$ZodType>(schema: S, value: unknown): core.output<S> {
  const result = core.safeParse(schema, value ?? {});
  if (result.success) return result.data;
  throw invalid(result.error.issues[0]?.message ?? 'La solicitud no es válida.');
}

const asList = (q: string | string[]) => (Array.isArray(q) ? q : [q]);

/**
 * A sandbox of Google Cloud Translation v2 (spec 001 section 7): the same paths under
 * /api/translate, the `key` query parameter and the answers' and errors' shapes
 * (`{ error: { code, message, status } }`), backed by the demo menu's glossary.
 */
export function translateRoutes(app: FastifyInstance, { translateKey, sandboxAccess }: AppContext): void {
  app.register(
    async (scope) => {
      scope.setErrorHandler((error: unknown, request, reply) => {
        const code =
          error instanceof HttpError
            ? error.statusCode
            : typeof (error as { statusCode?: unknown }).statusCode === 'number'
              ? (error as { statusCode: number }).statusCode
              : 500;
        if (code >= 500) request.log.error({ err: error }, 'unexpected error');
        const message =
          error instanceof HttpError
            ? error.message
            : code < 500
              ? 'La solicitud no es válida.'
              : 'Ocurrió un error inesperado. Intentá de nuevo en unos minutos.';
        return reply.code(code).send({ error: { code, message, status: STATUS[code] ?? 'UNKNOWN' } });
      });

      scope.addHook('onRequest', sandboxOnly(sandboxAccess));
      scope.addHook('onRequest', async (request) => {
        const { key } = request.query as { key?: unknown };
        if (typeof key !== 'string' || key === '') throw new HttpError(403, KEY_REQUIRED);
        if (key !== translateKey) throw invalid(KEY_INVALID);
      });

      scope.post('/v2', async (request) => {
        const { q, target, source } = parse(translateBody, request.body);
        const translations = asList(q).map((text) =>
          translate(text, target, source as SandboxLanguage | undefined),
        );
        return { data: { translations } };
      });

      scope.post('/v2/detect', async (request) => {
        const { q } = parse(detectBody, request.body);
        return { data: { detections: asList(q).map((text) => [detect(text)]) } };
      });
    },
    { prefix: '/translate/language/translate' },
  );
}
