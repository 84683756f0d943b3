import * as core from 'zod/v4/core';
import {
  bannerSchema,
  branchSchema,
  brandSchema,
  categorySchema,
  deliveryAddressSchema,
  placedOrderSchema,
  planSchema,
  pointsTransactionSchema,
  productSchema,
  sessionSchema,
  storySchema,
  transactionDetailSchema,
  userSchema,
} from 'shared-contracts/entities';
import { SANDBOX_LOCAL_ONLY } from '../../lib/sandbox-access';
import type { RegisteredRoute } from './route-list';

/*
 * The OpenAPI 3.1 document of the API (issue 29 item 5, ADR 033): every route the app registered
 * (route-list.ts), described by its entry in operations.ts, whose parameters and bodies are the zod
 * schemas the route parses its request with (each feature's `<feature>-schemas.ts`, ADR 040),
 * turned into JSON Schema 2020-12 by zod's own `toJSONSchema`. Answers use the schemas the front ends parse them with
 * (shared-contracts/entities) where there is one.
 */

export type JsonSchema = Record<string, unknown>;

/** Who may call: as the route authenticates. */
export type Auth =
  | 'none'
  /** a session: `Authorization: Bearer <authToken>` or the `auth_token` cookie; 401 without */
  | 'session'
  /** a session is read when sent (the audience, the caller's rows), never required */
  | 'optional'
  /** the translation sandbox's `key` query parameter (Google Cloud Translation's) */
  | 'translate-key'
  /** a push service's VAPID `Authorization` header (RFC 8292) */
  | 'vapid'
  /** Mercado Pago's signed notification (`x-signature`): not a client's call */
  | 'webhook-signature';

export interface HeaderDoc {
  name: string;
  required: boolean;
  description: string;
  schema: core.$ZodType | JsonSchema;
}

export interface AnswerDoc {
  status: number;
  description: string;
  /** a zod schema, or a JSON Schema (a `$ref` to a component: `ref('Session')`) */
  schema?: core.$ZodType | JsonSchema;
  /** application/json unless said */
  type?: string;
}

export interface OperationDoc {
  tag: string;
  summary: string;
  description?: string;
  auth: Auth;
  /** path parameters: the zod object the route parses `request.params` with */
  params?: core.$ZodType;
  /** query string: the zod object the route parses `request.query` with */
  query?: core.$ZodType;
  headers?: HeaderDoc[];
  /** the body: the zod schema the route parses `request.body` with */
  body?: core.$ZodType | JsonSchema;
  /** application/json unless said */
  bodyTypes?: string[];
  /** the route takes no body too */
  bodyOptional?: boolean;
  answer: AnswerDoc;
  /** other successful answers (a repeated Idempotency-Key's 200, a redirect) */
  otherAnswers?: AnswerDoc[];
  /** the errors the route answers, by status: what they mean (each `{ message }`) */
  errors: Record<number, string>;
  /**
   * a sandbox: 'development' (off in production, where the route is not even registered), or
   * 'sandbox-hosts' (the only provider written yet: answers only on SANDBOX_HOSTS or localhost)
   */
  sandbox?: 'development' | 'sandbox-hosts';
  /** the call of spec 000 (ordering) or 001 (accounts) it answers */
  spec?: string;
}

/** `'METHOD /api/path'` (Fastify's path) → its description. */
export type OperationTable = Readonly<Record<string, OperationDoc>>;

export const OPENAPI_VERSION = '3.1.0';
export const API_VERSION = '0.1.0';
const DIALECT = 'https://json-schema.org/draft/2020-12/schema';

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
/** `{ data: … }`, the envelope of most answers */
export const data = (schema: core.$ZodType | JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['data'],
  properties: { data: isZod(schema) ? toSchema(schema) : schema },
});
export const listOf = (schema: JsonSchema): JsonSchema => ({ type: 'array', items: schema });

/** The error shape every route answers: `{ message }` in Spanish, for the customer. */
const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'what went wrong, in Spanish, written for the customer' },
  },
  description:
    'Every error. Some carry more: `data` (409 of a changed total), `status: "error"` (verification), `cause` (card tokens).',
};

/** The answers' schemas, as the front ends parse them (shared-contracts/entities). */
const ENTITIES: Record<string, core.$ZodType> = {
  Brand: brandSchema,
  Branch: branchSchema,
  Category: categorySchema,
  Product: productSchema,
  Banner: bannerSchema,
  Story: storySchema,
  User: userSchema,
  Session: sessionSchema,
  PlacedOrder: placedOrderSchema,
  DeliveryAddress: deliveryAddressSchema,
  Plan: planSchema,
  PointsTransaction: pointsTransactionSchema,
  TransactionDetail: transactionDetailSchema,
};

function isZod(value: unknown): value is core.$ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/**
 * A zod schema as JSON Schema 2020-12, of what the route accepts (`io: 'input'`: a default is optional,
 * a transform's input is described). What JSON Schema cannot say (a refinement, a transform alone) is
 * left open (`{}`): the route's own check still answers 400.
 */
export function toSchema(schema: core.$ZodType): JsonSchema {
  const json = core.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });
  const { $schema: _dialect, ...rest } = json as JsonSchema;
  if (rest.$defs) throw new Error('a schema with $defs needs its definitions moved to components');
  return rest;
}

const asSchema = (schema: core.$ZodType | JsonSchema): JsonSchema =>
  isZod(schema) ? toSchema(schema) : schema;

/** `/api/local/:brandId/:storeId` → `/api/local/{brandId}/{storeId}` */
export function openApiPath(fastifyPath: string): string {
  return fastifyPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

const pathParamNames = (fastifyPath: string) =>
  [...fastifyPath.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');

/** `POST /api/pedido/:id/volver-a-pedir` → `postPedidoByIdVolverAPedir` */
export function operationId(method: string, fastifyPath: string): string {
  const words = fastifyPath
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/).filter(Boolean),
    );
  return method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

function parameters(operation: OperationDoc, fastifyPath: string): JsonSchema[] {
  const list: JsonSchema[] = [];
  const pathSchema = operation.params ? toSchema(operation.params) : {};
  const pathProps = (pathSchema.properties ?? {}) as Record<string, JsonSchema>;
  for (const name of pathParamNames(fastifyPath)) {
    list.push({ name, in: 'path', required: true, schema: pathProps[name] ?? { type: 'string' } });
  }
  if (operation.query) {
    const query = toSchema(operation.query);
    const required = new Set((query.required ?? []) as string[]);
    for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, JsonSchema>)) {
      list.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  for (const header of operation.headers ?? []) {
    list.push({
      name: header.name,
      in: 'header',
      required: header.required,
      description: header.description,
      schema: asSchema(header.schema),
    });
  }
  return list;
}

const SECURITY: Record<Auth, JsonSchema[]> = {
  none: [],
  session: [{ bearerAuth: [] }, { cookieAuth: [] }],
  optional: [{}, { bearerAuth: [] }, { cookieAuth: [] }],
  'translate-key': [{ translateKey: [] }],
  vapid: [{ vapid: [] }],
  'webhook-signature': [],
};

const errorAnswer = (description: string): JsonSchema => ({
  description,
  content: { 'application/json': { schema: ref('Error') } },
});

function answer({ description, schema, type = 'application/json' }: AnswerDoc): JsonSchema {
  return { description, content: { [type]: schema ? { schema: asSchema(schema) } : {} } };
}

function responses(operation: OperationDoc): JsonSchema {
  const all: Record<string, JsonSchema> = {};
  for (const success of [operation.answer, ...(operation.otherAnswers ?? [])]) {
    all[String(success.status)] =
      success.status >= 300 && success.status < 400 ? { description: success.description } : answer(success);
  }
  const errors: Record<number, string> = { ...operation.errors };
  const takesInput = operation.params || operation.query || operation.body || operation.headers?.length;
  if (takesInput && !errors[400]) errors[400] = 'a parameter or field is not valid (the message names it)';
  if (operation.body && !(operation.bodyTypes ?? []).includes('application/octet-stream')) {
    errors[413] ??= 'the body is over the route’s limit (100 KB, or a few KB for the anonymous writes)';
    errors[415] ??= 'the body is not JSON';
  }
  if (operation.auth === 'session') errors[401] ??= 'no session, or an unknown, revoked or expired one';
  if (operation.sandbox) errors[403] ??= `not on a sandbox host: ${SANDBOX_LOCAL_ONLY}`;
  for (const [status, description] of Object.entries(errors)) all[status] = errorAnswer(description);
  all.default = errorAnswer(
    '500: an unexpected error; 503 (Retry-After: 60): the database has no space left, nothing stored is lost',
  );
  return all;
}

function operationObject(method: string, url: string, operation: OperationDoc | undefined): JsonSchema {
  if (!operation) {
    // still listed, so a client sees it; the test of the document fails until it is described
    return {
      operationId: operationId(method, url),
      summary: 'Not described yet',
      'x-undocumented': true,
      parameters: pathParamNames(url).map((name) => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      responses: { default: errorAnswer('any answer') },
    };
  }
  const body = operation.body ? asSchema(operation.body) : null;
  return {
    operationId: operationId(method, url),
    tags: operation.sandbox ? [operation.tag, 'sandbox'] : [operation.tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    parameters: parameters(operation, url),
    ...(body
      ? {
          requestBody: {
            required: !operation.bodyOptional,
            content: Object.fromEntries(
              (operation.bodyTypes ?? ['application/json']).map((type) => [type, { schema: body }]),
            ),
          },
        }
      : {}),
    responses: responses(operation),
    security: SECURITY[operation.auth],
    ...(operation.sandbox ? { 'x-sandbox': operation.sandbox } : {}),
    ...(operation.spec ? { 'x-spec': operation.spec } : {}),
  };
}

const TAGS: Array<{ name: string; description: string }> = [
  { name: 'brands', description: 'The brand served on a host, its manifest and images (spec 001, Branding)' },
  { name: 'branches', description: 'Branches, tables and delivery (spec 000)' },
  { name: 'menu', description: 'Menus and products (spec 000)' },
  { name: 'marketing', description: 'Banners, stories, short links and UTM visits' },
  { name: 'accounts', description: 'Guests, sign-in, sign-up, verification, password reset (spec 001)' },
  { name: 'users', description: 'The profile, its branch, settings and push subscription (spec 001)' },
  { name: 'addresses', description: 'Saved delivery addresses and the maps service' },
  { name: 'orders', description: 'Orders: create, follow, update, rate, reorder (spec 000)' },
  { name: 'payments', description: 'Card payments and their notifications' },
  { name: 'points', description: 'The points ledger (spec 001)' },
  { name: 'club', description: 'The membership club and its subscriptions (spec 001)' },
  { name: 'tracking', description: 'Anonymous activity, telemetry and visits: bounded (ADR 031)' },
  { name: 'translation', description: 'Dynamic content translation (ADR 020)' },
  { name: 'support', description: 'Support messages' },
  { name: 'meta', description: 'Health and this document' },
  {
    name: 'sandbox',
    description:
      'Stand-ins for providers this machine cannot reach (Mercado Pago, Google, push services, the branch’s point of sale, a mail server). `x-sandbox: development` ones are off in production (not registered, so not listed); `sandbox-hosts` ones answer only on SANDBOX_HOSTS or localhost. A client generator may leave this tag out.',
  },
];

/**
 * The document for the routes the app registered. A route without an entry in `operations` is still
 * listed (`x-undocumented`), so the document never hides a route; the tests require an entry for each.
 */
export function openApiDocument(routes: readonly RegisteredRoute[], operations: OperationTable): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const { method, url } of routes) {
    const item = (paths[openApiPath(url)] ??= {});
    item[method.toLowerCase()] = operationObject(method, url, operations[`${method} ${url}`]);
  }
  const schemas: Record<string, JsonSchema> = { Error: ERROR_SCHEMA };
  for (const [name, schema] of Object.entries(ENTITIES)) schemas[name] = toSchema(schema);
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Multimarca API',
      version: API_VERSION,
      summary:
        'Ordering and loyalty for white-label food brands: the API of specs 000 (ordering) and 001 (accounts)',
      description:
        'Every route the API serves, generated at run time from the routes it registered and the zod schemas it validates requests with (ADR 033). Errors are `{ message }` in Spanish. Sessions: `Authorization: Bearer <credentials.authToken>` or the `auth_token` cookie set by the sign-in calls. Parameter and body schemas are what the API checks; a value they let through can still be refused with 400 by a rule JSON Schema cannot state (a date in the past, two passwords that differ).',
    },
    jsonSchemaDialect: DIALECT,
    servers: [{ url: '/', description: 'the site: the API is under /api' }],
    tags: TAGS,
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'the session token (`credentials.authToken` of a sign-in, sign-up or guest answer)',
        },
        cookieAuth: {
          type: 'apiKey',
          in: 'cookie',
          name: 'auth_token',
          description: 'the same token in the HttpOnly cookie the sign-in calls set',
        },
        translateKey: {
          type: 'apiKey',
          in: 'query',
          name: 'key',
          description: 'the translation sandbox’s key (TRANSLATE_SANDBOX_KEY)',
        },
        vapid: {
          type: 'http',
          scheme: 'vapid',
          description: 'a push service’s VAPID authorisation (RFC 8292)',
        },
      },
    },
  };
}
