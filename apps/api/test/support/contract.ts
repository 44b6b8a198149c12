import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { OpenAPIObject } from '@nestjs/swagger';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;
type ResponseObject = { $ref?: string; content?: Record<string, { schema?: Json }> };
type Operation = { operationId: string; responses: Record<string, ResponseObject> };

/** One answer the app gave, as the contract check sees it. */
export type Exchange = { method: string; path: string; status: number; contentType: string; body: Buffer };

export type ContractResult = { operation: string | null; problem: string | null };

/**
 * Checks answers against the OpenAPI document: the operation must document the status, and a JSON body
 * must match that status's schema (objects closed: an undocumented field fails, as do a wrong type and
 * an error code the operation does not list). Requests to no documented route (an unknown URL) are not
 * operations and are left alone.
 */
export class ContractValidator {
  private readonly ajv: Ajv;
  private readonly routes: { method: string; regex: RegExp; statics: number; operation: Operation }[] = [];
  private readonly compiled = new Map<string, ValidateFunction>();

  /** `checks` leaves out operations that are not the API's own (a test's extra module). */
  constructor(
    private readonly doc: OpenAPIObject,
    private readonly checks: (operationId: string) => boolean = () => true,
  ) {
    // strict off: OpenAPI keeps keywords JSON Schema does not know; formats ajv-formats lacks are ignored.
    this.ajv = new Ajv({ allErrors: true, strict: false, validateSchema: false });
    addFormats.default(this.ajv); // a CommonJS module: its function is both the export and .default
    this.ajv.addSchema({ $id: 'openapi', components: { schemas: toJsonSchema(doc.components?.schemas ?? {}, true) } });
    for (const [path, item] of Object.entries(doc.paths)) {
      const segments = path.split('/');
      // Express routes ignore one trailing slash (the SPA asks for /app/v1/notification/).
      const regex = new RegExp(`^${segments.map((s) => (/^\{.+\}$/.test(s) ? '[^/]+' : escape(s))).join('/')}/?$`);
      const statics = segments.filter((s) => !/^\{.+\}$/.test(s)).length;
      for (const [method, op] of Object.entries(item as Record<string, Operation>))
        this.routes.push({ method: method.toUpperCase(), regex, statics, operation: op });
    }
    // The most specific route first: /quotations/export before /quotations/{reference}.
    this.routes.sort((a, b) => b.statics - a.statics);
  }

  get operationCount(): number {
    return this.routes.length;
  }

  check(x: Exchange): ContractResult {
    const route = this.routes.find((r) => r.method === x.method && r.regex.test(x.path));
    if (!route || !this.checks(route.operation.operationId)) return { operation: null, problem: null };
    const op = route.operation;
    const name = `${x.method} ${x.path} (${op.operationId}) answered ${x.status}`;
    let response = op.responses[String(x.status)];
    if (!response)
      return {
        operation: op.operationId,
        problem: `${name}: status not documented (documented: ${Object.keys(op.responses).join(', ')})`,
      };
    if (response.$ref) response = this.resolveResponse(response.$ref);
    const json = /^application\/(.+\+)?json/.test(x.contentType);
    const documentedJson = response.content?.['application/json'];
    if (!json) {
      if (documentedJson)
        return {
          operation: op.operationId,
          problem: `${name}: sent ${x.contentType || 'no body'}, the document says application/json`,
        };
      return { operation: op.operationId, problem: null };
    }
    if (!documentedJson?.schema)
      return { operation: op.operationId, problem: `${name}: sent a JSON body, the document says none` };
    const key = `${op.operationId} ${x.status}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(toJsonSchema(documentedJson.schema, false) as object);
      this.compiled.set(key, validate);
    }
    let body: unknown;
    try {
      body = JSON.parse(x.body.toString('utf8'));
    } catch {
      return { operation: op.operationId, problem: `${name}: the body is not JSON` };
    }
    if (validate(body)) return { operation: op.operationId, problem: null };
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map(
        (e) =>
          `${e.instancePath || '(body)'} ${e.message ?? ''}${e.keyword === 'additionalProperties' ? ` '${(e.params as { additionalProperty: string }).additionalProperty}'` : ''}`,
      );
    const code = (body as { code?: unknown } | null)?.code;
    const withCode = typeof code === 'string' ? ` (code ${code})` : '';
    return {
      operation: op.operationId,
      problem: `${name}${withCode}: the body does not match the document: ${errors.join('; ')}`,
    };
  }

  private resolveResponse(ref: string): ResponseObject {
    const name = ref.replace('#/components/responses/', '');
    return (this.doc.components?.responses?.[name] ?? {}) as ResponseObject;
  }
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** OpenAPI 3.0 schema dialect to the JSON Schema ajv reads: `nullable`, boolean exclusive bounds, local component refs. */
export function toJsonSchema(schema: unknown, isMap: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((s) => toJsonSchema(s, false));
  if (!schema || typeof schema !== 'object') return schema;
  const s = schema as Json;
  if (isMap) return Object.fromEntries(Object.entries(s).map(([k, v]) => [k, toJsonSchema(v, false)]));
  const out: Json = {};
  for (const [k, v] of Object.entries(s)) {
    if (k === 'properties' || k === 'patternProperties') out[k] = toJsonSchema(v, true);
    else if (k === '$ref' && typeof v === 'string')
      out[k] = v.replace('#/components/schemas/', 'openapi#/components/schemas/');
    else if (
      [
        'nullable',
        'example',
        'examples',
        'discriminator',
        'xml',
        'externalDocs',
        'readOnly',
        'writeOnly',
        'deprecated',
      ].includes(k)
    )
      continue;
    else if (k === 'exclusiveMinimum' || k === 'exclusiveMaximum') {
      if (v === true) out[k] = s[k === 'exclusiveMinimum' ? 'minimum' : 'maximum'];
      else if (typeof v === 'number') out[k] = v;
    } else out[k] = typeof v === 'object' ? toJsonSchema(v, false) : v;
  }
  if (s.format === 'binary') delete out.format;
  if (s.nullable === true) {
    if (Array.isArray(out.enum)) out.enum = out.enum.filter((e) => e !== null);
    return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

/**
 * Sees every answer the server gives, before the client does: the body written through `res.write`/`res.end`
 * is collected and handed over with the status once the answer ends.
 */
export function watchResponses(server: Server, onAnswer: (x: Exchange) => void): void {
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    // Only JSON bodies are read: a streamed file (a 100k-row export) is neither copied nor kept.
    const json = () => /json/.test(String(res.getHeader('content-type') ?? ''));
    const toBuffer = (chunk: unknown, encoding: unknown): Buffer | null => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function' || !json()) return null;
      if (typeof chunk === 'string')
        return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
      return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      const b = toBuffer(chunk, rest[0]);
      if (b) chunks.push(b);
      return write(chunk, ...rest);
    }) as ServerResponse['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      const b = toBuffer(chunk, rest[0]);
      if (b) chunks.push(b);
      const path = (req.url ?? '/').split('?')[0];
      const contentType = String(res.getHeader('content-type') ?? '');
      if (req.method !== 'HEAD')
        onAnswer({
          method: req.method ?? 'GET',
          path,
          status: res.statusCode,
          contentType,
          body: Buffer.concat(chunks),
        });
      return end(chunk, ...rest);
    }) as ServerResponse['end'];
  });
}
