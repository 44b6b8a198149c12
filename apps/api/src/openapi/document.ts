import type { INestApplication, Type } from '@nestjs/common';
import type { NestContainer } from '@nestjs/core';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ERROR_CODES, ERROR_HTTP_STATUS, type ErrorCode } from '@freight/shared';
import { ERROR_MESSAGES } from '@freight/shared/error-messages';
import {
  ACCESS_KEY,
  type AccessRule,
  MFA_ENROLMENT_KEY,
  MODULE_KEY,
  PENDING_PASSWORD_KEY,
} from '../common/auth/access.decorators.js';
import { documentValidatedClasses } from './dto-schemas.js';
import { OPENAPI_METADATA } from './openapi-metadata.generated.js';
import type { OpenApiMetadata, SchemaObject } from './openapi-metadata.types.js';

/** What each tag (one per module) is about; a new module's tag gets a plain default until it is described here. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  agent: "An agent's no-login cost page, admitted by the agent link token in the Authorization header",
  analytics: 'Dashboards and reports read from the analytics rollups',
  app: 'Public configuration the sign-in page needs',
  audit: 'The audit trail of changes to records, for administrators',
  auth: 'Sign-in, the signed-in profile, settings and password change',
  'charge-codes': 'Charge codes of costs and sells',
  'client portal': "A third-party client's own quotations: read, accept, decline, ask for a new quote",
  clients: 'Clients, their contacts, documents and assignments',
  'document-types': 'Types of the documents attached to records',
  documents: "A quotation's documents (upload, list, download)",
  drafts: 'Saved drafts of quotation requests',
  health: 'Liveness and dependency status',
  'note-types': 'Types of the notes written on records',
  notes: "A quotation's notes",
  notifications: "The signed-in user's notifications",
  pricing: 'Costs requested from providers and their comparison',
  providers: 'Providers (agents, carriers) and their contacts',
  quotations: 'Quotation requests, the lists, detail, events and status changes',
  rates: 'Rates (versions, charges, brackets), the exchange-rate table, import and export, instant quotes',
  'quotation rules': 'Quotation rules evaluated on every new request (AUTORATE prices from rates)',
  reference: 'Reference data: locations, incoterms, container types',
  sells: "A quotation's sell lines, margin approval and sending to the client",
  'standard-notes': 'Standard notes added to quotations',
  users: 'Users administration and user pickers',
};

/** Refusals every route can give at the edge, before any handler runs. */
const EDGE_CODES: ErrorCode[] = [
  'MALFORMED_REQUEST',
  'INPUT_INVALID_CHARACTERS',
  'INPUT_TOO_DEEP',
  'INPUT_LIST_TOO_LONG',
  'INPUT_NUMBER_UNSAFE',
  'DEPENDENCY_UNAVAILABLE',
  // Time limits (issue 35): the request's, a statement's, a lock wait's.
  'REQUEST_TIMEOUT',
  'DATABASE_TIMEOUT',
  'RECORD_BUSY',
];

/** What a write can answer when its input breaks a database constraint (mapped once, in the error filter). */
const CONSTRAINT_CODES: ErrorCode[] = [
  'DUPLICATE_VALUE',
  'REFERENCE_NOT_FOUND',
  'RECORD_IN_USE',
  'VALUE_INVALID',
  'VALUE_OUT_OF_RANGE',
];

type Response = { description: string; content?: Record<string, { schema: SchemaObject }> };
type Operation = {
  operationId?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, Response | { $ref: string }>;
  security?: Record<string, string[]>[];
  tags?: string[];
  summary?: string;
  /** Who may call it: public, any signed-in user, or the permissions of which one is needed (the access matrix reads it). */
  'x-access'?: { kind: AccessRule['kind']; permissions?: string[] };
};

/**
 * The API's OpenAPI document: routes, parameters and request bodies from @nestjs/swagger (DTOs described
 * by their validators), answers and error codes from the sources (see metadata-generator.ts), security
 * from each route's access rule. Served at /openapi.json and committed as docs/openapi.json.
 */
export function buildOpenApiDocument(
  app: INestApplication,
  metadata: OpenApiMetadata = OPENAPI_METADATA,
  strict = false,
): OpenAPIObject {
  documentValidatedClasses();
  const config = new DocumentBuilder()
    .setTitle('Freight portal API')
    .setDescription(
      'Quotations, pricing, operations, analytics and support of the freight-forwarding portal.\n\n' +
        'Every failure answers `{ code, message, details }`: `code` is stable (the catalogue below each operation), ' +
        '`message` is in the language of `Accept-Language` (es, en, pt). Lists page with an opaque `cursor`: ' +
        'pass the `nextCursor` of one page to get the next; `null` means the last page.',
    )
    .setVersion('1')
    .setLicense('Proprietary', 'https://www.example.com/terms')
    .addServer('/', 'This portal (the API is served beside the web app)')
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token from POST /auth/v1/login' },
      'bearer',
    )
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', description: "The token of an agent's cost link (from the link's e-mail)" },
      'agentLink',
    )
    .build();
  const doc = SwaggerModule.createDocument(app, config);
  const handlers = handlerIndex(app);

  const schemas = (doc.components ??= {}).schemas ?? {};
  doc.components.schemas = schemas;
  for (const [name, schema] of Object.entries(metadata.schemas)) schemas[name] = schema;
  schemas.ErrorBody = ERROR_BODY;

  const errorResponses: Record<string, Response> = {};
  const tags = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, value] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const op = value as Operation;
      const key = (op.operationId ?? '').replace('_', '.');
      const handler = handlers.get(key);
      const known = metadata.operations[key];
      // Writing the document, every route must be known; serving it, a route the metadata has not met yet
      // (a test's own module, a build without `npm run openapi:write`) keeps the parts read at run time.
      if (!handler || (!known && strict))
        throw new Error(`${method.toUpperCase()} ${path} (${key}) has no OpenAPI metadata: run npm run openapi:write`);
      const meta = known ?? { errorCodes: [] };
      for (const t of op.tags ?? []) tags.add(t);
      // Headers a handler reads (Accept-Language) are hints: every one may be left out.
      for (const p of (op.parameters ?? []) as { in?: string; required?: boolean }[])
        if (p.in === 'header') p.required = false;

      const access = rule(handler, ACCESS_KEY) as AccessRule | undefined;
      if (access)
        op['x-access'] =
          access.kind === 'anyOf' ? { kind: access.kind, permissions: [...access.permissions] } : { kind: access.kind };
      const codes = new Set<ErrorCode>([...meta.errorCodes, ...EDGE_CODES]);
      if (op.parameters?.length || op.requestBody) codes.add('VALIDATION_FAILED');
      if (takesDates(op, schemas)) codes.add('DATE_INVALID');
      if (op.requestBody) codes.add('PAYLOAD_TOO_LARGE');
      if (method !== 'get') for (const c of CONSTRAINT_CODES) codes.add(c);
      // A write whose transaction keeps losing to concurrent ones past its retries (runTransaction).
      if (method !== 'get') codes.add('WRITE_CONFLICT');
      if (rule(handler, MODULE_KEY)) codes.add('MODULE_DISABLED');
      if (access?.kind !== 'public') {
        for (const c of [
          'AUTH_TOKEN_MISSING',
          'AUTH_TOKEN_INVALID',
          'AUTH_TOKEN_EXPIRED',
          ...(metadata.authCodes ?? []),
        ] as const)
          codes.add(c);
        if (!rule(handler, PENDING_PASSWORD_KEY)) codes.add('PASSWORD_CHANGE_REQUIRED');
        if (!rule(handler, MFA_ENROLMENT_KEY)) codes.add('MFA_ENROLMENT_REQUIRED');
        if (access?.kind !== 'signedIn') codes.add('FORBIDDEN');
        op.security = [{ bearer: [] }];
      } else if (!op.security?.some((s) => 'agentLink' in s)) {
        op.security = []; // public: said explicitly
      }

      const success = Object.keys(op.responses).find((s) => s.startsWith('2')) ?? '200';
      const responses: Operation['responses'] = {};
      if (meta.response) {
        const content = { 'application/json': { schema: meta.response } };
        responses[success] = { description: success === '201' ? 'Created' : 'OK', content };
        for (const s of meta.statuses ?? [])
          if (String(s) !== success)
            responses[String(s)] = { description: 'The same answer, reporting a failure', content };
      } else if (meta.files) {
        const file = { schema: { type: 'string', format: 'binary' } };
        responses[success] = { description: 'The file', content: Object.fromEntries(meta.files.map((m) => [m, file])) };
      } else if (known) {
        responses[success] = { description: 'No content' };
      } else {
        responses[success] = op.responses[success];
      }
      for (const [status, list] of byStatus(codes)) {
        if (responses[status]) continue;
        // One shared response per status and set of codes: operations with the same refusals point to it.
        const name = `Error${status}_${list.join('.')}`;
        errorResponses[name] ??= {
          description: list.map((c) => `\`${c}\`: ${ERROR_MESSAGES[c].en}`).join('\n\n'),
          content: {
            'application/json': {
              schema: {
                allOf: [
                  { $ref: '#/components/schemas/ErrorBody' },
                  { type: 'object', properties: { code: { type: 'string', enum: list } } },
                ],
              },
            },
          },
        };
        responses[status] = { $ref: `#/components/responses/${name}` };
      }
      op.responses = responses;
    }
  }
  doc.components.responses = Object.fromEntries(Object.entries(errorResponses).sort(([a], [b]) => a.localeCompare(b)));
  doc.tags = [...tags]
    .sort()
    .map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? `Operations of the ${name} module` }));
  return doc;
}

const ERROR_BODY: SchemaObject = {
  type: 'object',
  description: 'The one error body every failure returns.',
  properties: {
    code: { type: 'string', enum: [...ERROR_CODES], description: 'Stable error code (independent of HTTP)' },
    message: { type: 'string', description: 'The message in the language of Accept-Language (es, en, pt)' },
    details: {
      type: 'object',
      nullable: true,
      additionalProperties: true,
      description: 'Per-code details, e.g. `fields` (each `{ field, rules, params }`) for VALIDATION_FAILED',
    },
    requestId: {
      type: 'string',
      description: "The request's id (also in the X-Request-Id header and the server's log line), to quote to support",
    },
  },
  required: ['code', 'message', 'details'],
  additionalProperties: false,
};

function byStatus(codes: Set<ErrorCode>): [string, ErrorCode[]][] {
  const groups = new Map<string, ErrorCode[]>();
  for (const c of [...codes].sort()) {
    const status = String(ERROR_HTTP_STATUS[c]);
    groups.set(status, [...(groups.get(status) ?? []), c]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

type Handler = { controller: Type; method: (...args: unknown[]) => unknown };

/** `Controller.method` to the handler, from the app's module graph (works on a preview app, with no provider instantiated). */
function handlerIndex(app: INestApplication): Map<string, Handler> {
  const container = (app as unknown as { container: NestContainer }).container;
  const index = new Map<string, Handler>();
  for (const module of container.getModules().values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      const proto = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        if (name !== 'constructor' && typeof proto[name] === 'function') {
          index.set(`${controller.name}.${name}`, { controller, method: proto[name] as Handler['method'] });
        }
      }
    }
  }
  return index;
}

function rule(handler: Handler, key: string): unknown {
  return (
    (Reflect.getMetadata(key, handler.method) as unknown) ?? (Reflect.getMetadata(key, handler.controller) as unknown)
  );
}

/** Whether a parameter or the body (nested objects and lists included) holds a date: such a route may answer DATE_INVALID. */
function takesDates(op: Operation, schemas: Record<string, unknown>): boolean {
  const seen = new Set<unknown>();
  const isDate = (schema: unknown): boolean => {
    if (!schema || typeof schema !== 'object' || seen.has(schema)) return false;
    seen.add(schema);
    const s = schema as Record<string, unknown>;
    if (s.format === 'date' || s.format === 'date-time') return true;
    if (typeof s.$ref === 'string') return isDate(schemas[s.$ref.replace('#/components/schemas/', '')]);
    const parts: unknown[] = [
      s.items,
      ...Object.values((s.properties ?? {}) as Record<string, unknown>),
      ...(Array.isArray(s.allOf) ? (s.allOf as unknown[]) : []),
    ];
    return parts.some(isDate);
  };
  const params = (op.parameters ?? []) as { schema?: unknown }[];
  const body = op.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined;
  return params.some((p) => isDate(p.schema)) || Object.values(body?.content ?? {}).some((c) => isDate(c.schema));
}
