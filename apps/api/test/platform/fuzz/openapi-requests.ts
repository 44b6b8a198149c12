import fc from 'fast-check';
import { arbitraryFor, hostilePathSegment, NASTY_STRINGS, type Schema, toJsonText } from './schema-arbitrary.js';

/** The parts of an OpenAPI operation a request is generated from. */
export type Parameter = { in: string; name: string; required?: boolean; schema?: Schema };
export type Operation = {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: Record<string, string[]>[];
  'x-access'?: { kind: 'public' | 'signedIn' | 'anyOf'; permissions?: string[] };
};
export type OpenApiDoc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

/** A query value already percent-encoded (bytes encodeURIComponent refuses to write, such as a lone surrogate). */
type Raw = { raw: string };
export type QueryValue = string | string[] | Raw;

/** One generated request: the URL, and a JSON text, a multipart form or nothing as its body. */
export type GeneratedRequest = {
  url: string;
  json?: string;
  multipart?: { files: { field: string; name: string; bytes: Buffer }[]; fields: Record<string, string> };
};

/**
 * Real values seen in the API's own answers, by where they go: `<path before the parameter>|<name>`
 * (the clients list's ids for /app/v1/clients/{id}, a contact list's for .../contacts/{contactId}),
 * and the list cursors each list handed out. Requests mostly use them, so they reach the handlers.
 */
export class ValuePools {
  private readonly pools = new Map<string, Set<string>>();

  add(key: string, value: unknown): void {
    if ((typeof value !== 'string' && typeof value !== 'number') || String(value).length > 200) return;
    const pool = this.pools.get(key) ?? new Set<string>();
    if (pool.size < 8) pool.add(String(value));
    this.pools.set(key, pool);
  }

  /** Values for parameter `name` of `template`: its own pool, else an ancestor's of the same name, else any of that name. */
  forParam(template: string, name: string): string[] {
    let prefix = template.slice(0, template.indexOf(`{${name}}`) - 1);
    for (;;) {
      const own = this.pools.get(`${prefix}|${name}`);
      if (own?.size) return [...own];
      const cut = prefix.lastIndexOf('/');
      if (cut <= 0) break;
      prefix = prefix.slice(0, cut);
    }
    return [...this.pools.entries()].filter(([k]) => k.endsWith(`|${name}`)).flatMap(([, v]) => [...v]);
  }

  cursors(template: string): string[] {
    return [...(this.pools.get(`${template}|cursor`) ?? [])];
  }

  dump(): string {
    return [...this.pools.entries()].map(([k, v]) => `${k}: ${[...v].slice(0, 2).join(' ')}`).join('\n');
  }

  get size(): number {
    return [...this.pools.values()].reduce((n, p) => n + p.size, 0);
  }

  /**
   * Remembers what a GET of `template` answered: its cursor, and for every template below it the values of
   * its parameters: a row's own (`/{id}`), or those of the row's nested lists (`/{id}/files/{fileId}`
   * from each row's `files`, `/notes/{noteId}` from a detail's `notes`).
   */
  harvest(template: string, templates: string[], body: unknown): void {
    if (!body || typeof body !== 'object') return;
    const page = body as { items?: unknown; nextCursor?: unknown };
    if (typeof page.nextCursor === 'string') this.add(`${template}|cursor`, page.nextCursor);
    const rows = (Array.isArray(body) ? body : Array.isArray(page.items) ? page.items : [body]).slice(
      0,
      8,
    ) as unknown[];
    for (const child of templates.filter((c) => c.startsWith(`${template}/`))) {
      let objects = rows.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object');
      let prefix = template;
      for (const segment of child.slice(template.length + 1).split('/')) {
        const name = /^\{(\w+)\}$/.exec(segment)?.[1];
        if (name) for (const o of objects) this.add(`${prefix}|${name}`, o[name] ?? o.key ?? o.reference ?? o.id);
        else
          objects = objects.flatMap((o) =>
            Array.isArray(o[segment]) ? (o[segment] as Record<string, unknown>[]) : [],
          );
        prefix += `/${segment}`;
        if (!objects.length) break;
      }
    }
  }
}

/** A generated value as query text: a string as it is, anything else as its JSON. */
const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** The query a plain read of the operation needs: each required parameter's default or first allowed value. */
export function requiredQuery(op: Operation): string | null {
  const parts: string[] = [];
  for (const p of (op.parameters ?? []).filter((q) => q.in === 'query' && q.required)) {
    const value =
      (p.schema as { default?: unknown } | undefined)?.default ?? p.schema?.enum?.[0] ?? p.schema?.items?.enum?.[0];
    if (value === undefined) return null;
    parts.push(`${p.name}=${encodeURIComponent(asText(value))}`);
  }
  return parts.join('&');
}

/** Query values no parameter should choke on: bytes, lengths and numbers past what a handler expects. */
const HOSTILE_QUERY: fc.Arbitrary<QueryValue> = fc.oneof(
  fc.constantFrom<QueryValue>(
    { raw: '%00' },
    { raw: 'a%00b' },
    { raw: '%ED%A0%80' },
    { raw: '%FF%FE' },
    { raw: '%E2%80%AE' },
    '',
    'null',
    'undefined',
    '[object Object]',
    '1e309',
    '-1',
    '0',
    '123456789012345678901234567890',
    '9007199254740993',
    '2026-02-30',
    '0000-00-00T25:61:61Z',
    'x'.repeat(5_000),
    'a,b,,c',
    "' OR 1=1 --",
  ),
  fc.constantFrom<QueryValue>(...NASTY_STRINGS.filter((s) => !/[\ud800-\udfff]/.test(s))),
);

/** Cursors a client could send: one the list really handed out, a tampered one, garbage. */
function cursorArbitrary(real: string[]): fc.Arbitrary<QueryValue> {
  const b64 = (s: string) => Buffer.from(s).toString('base64url');
  const tampered = fc.constantFrom<QueryValue>(
    b64('{"v":"x","id":"not-a-uuid"}'),
    b64('{"v":"2026-02-30T25:61:00Z","d":1,"id":"0b7c9a52-55f4-4f43-9a43-3f6f0c1f2d11"}'),
    b64('{"v":123456789012345678901234567890,"id":"99999999999999999999"}'),
    b64('{"v":{"$gt":1},"id":[1]}'),
    'eyJ2IjoxfQ.AAAAAAAAAAAAAAAAAAAAAA',
    '!!!',
  );
  const own = real.length ? [{ weight: 3, arbitrary: fc.constantFrom<QueryValue>(...real) }] : [];
  return fc.oneof(...own, { weight: 2, arbitrary: tampered }, { weight: 1, arbitrary: fc.string({ maxLength: 30 }) });
}

/** A query value from the parameter's schema, as text on the wire: well-formed, or (negative) now and then hostile. */
function queryArbitrary(p: Parameter, schemas: Record<string, Schema>, positive: boolean): fc.Arbitrary<QueryValue> {
  const schema = p.schema ?? {};
  const good: fc.Arbitrary<QueryValue> =
    schema.type === 'array'
      ? fc
          .array(arbitraryFor(schema.items ?? {}, schemas, 3, !positive), { maxLength: 4 })
          .chain((vs) => fc.constantFrom<QueryValue>(vs.map(asText), vs.map(asText).join(',')))
      : arbitraryFor(schema, schemas, 3, !positive).map(asText);
  return positive ? good : fc.oneof({ weight: 6, arbitrary: good }, { weight: 2, arbitrary: HOSTILE_QUERY });
}

/** A path segment: mostly a real value, else one from the schema, or (negative) a hostile one. */
function pathArbitrary(
  real: string[],
  p: Parameter,
  schemas: Record<string, Schema>,
  positive: boolean,
): fc.Arbitrary<string> {
  const fromSchema = arbitraryFor(p.schema ?? {}, schemas, 3, !positive)
    .map((v) => encodeSegment(String(v as string)).slice(0, 300) || 'x')
    .filter((s) => s !== '.' && s !== '..');
  if (positive) return real.length ? fc.constantFrom(...real.map(encodeSegment)) : fromSchema;
  const own = real.length ? [{ weight: 8, arbitrary: fc.constantFrom(...real.map(encodeSegment)) }] : [];
  return fc.oneof(...own, { weight: 2, arbitrary: fromSchema }, { weight: 2, arbitrary: hostilePathSegment });
}

/** A value as a path segment or query value; a lone surrogate (which encodeURIComponent refuses) as the bytes a client would send. */
function encodeSegment(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
}

/** Bytes an upload may carry: empty, random, a spreadsheet-looking text, the first bytes of a PDF or PNG. */
const UPLOAD = fc.record({
  name: fc.constantFrom(
    'rates.xlsx',
    'rates.csv',
    'doc.pdf',
    'photo.png',
    'x',
    '../../etc/passwd',
    'a'.repeat(300) + '.pdf',
    'ñandú ü.pdf',
  ),
  bytes: fc.oneof(
    fc.constant(Buffer.alloc(0)),
    fc.uint8Array({ maxLength: 512 }).map((a) => Buffer.from(a)),
    fc.constantFrom(
      Buffer.from('%PDF-1.4\n%%EOF\n'),
      Buffer.from('\x89PNG\r\n\x1a\n'),
      Buffer.from('shipmentKey,client,mode\nK1,ACME,SEA\n=1+1,@x,-2\n'),
    ),
  ),
});

/**
 * Requests for one operation, from its schemas: positive cases (well-formed values, real path values and
 * cursors, few filters), so handlers run, and negative ones (hostile values mixed in at every level), so
 * the edge, the validators and the services' own checks run.
 */
export function requestArbitrary(
  template: string,
  op: Operation,
  doc: OpenApiDoc,
  pools: ValuePools,
): fc.Arbitrary<GeneratedRequest> {
  return fc.oneof(casesOf(template, op, doc, pools, true), casesOf(template, op, doc, pools, false));
}

function casesOf(
  template: string,
  op: Operation,
  doc: OpenApiDoc,
  pools: ValuePools,
  positive: boolean,
): fc.Arbitrary<GeneratedRequest> {
  const schemas = doc.components.schemas;
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const query = params.filter((p) => p.in === 'query');
  const segments = fc.tuple(
    ...pathParams.map((p) => pathArbitrary(pools.forParam(template, p.name), p, schemas, positive)),
  );
  const queryParts = fc.tuple(
    ...query.map((p) => {
      const real = pools.cursors(template);
      if (p.name === 'cursor' && positive)
        return real.length
          ? fc.option(fc.constantFrom<QueryValue>(...real), { nil: undefined })
          : fc.constant(undefined);
      const value = p.name === 'cursor' ? cursorArbitrary(real) : queryArbitrary(p, schemas, positive);
      // A required parameter is sent (a negative case drops it now and then); an optional one now and then.
      return fc.option(value, { freq: p.required ? (positive ? 1_000 : 12) : positive ? 3 : 1, nil: undefined });
    }),
  );
  const content = op.requestBody?.content ?? {};
  const body: fc.Arbitrary<Pick<GeneratedRequest, 'json' | 'multipart'>> = content['application/json']
    ? arbitraryFor(content['application/json'].schema, schemas, 0, !positive).map((v) => ({
        json: v === undefined ? undefined : toJsonText(v),
      }))
    : content['multipart/form-data']
      ? multipartArbitrary(content['multipart/form-data'].schema, schemas, positive)
      : fc.constant({});
  return fc.tuple(segments, queryParts, body).map(([segs, values, b]) => {
    let i = 0;
    const path = template.replace(/\{\w+\}/g, () => segs[i++]);
    const qs = query.flatMap((p, k) => encodeQuery(p.name, values[k])).join('&');
    return { url: qs ? `${path}?${qs}` : path, ...b };
  });
}

function encodeQuery(name: string, value: QueryValue | undefined): string[] {
  if (value === undefined) return [];
  if (typeof value === 'object' && !Array.isArray(value)) return [`${name}=${value.raw}`];
  return (Array.isArray(value) ? value : [value]).map((v) => `${name}=${encodeSegment(v)}`);
}

function multipartArbitrary(
  schema: Schema,
  schemas: Record<string, Schema>,
  positive: boolean,
): fc.Arbitrary<Pick<GeneratedRequest, 'multipart'>> {
  const props = Object.entries(schema.properties ?? {});
  const fileFields = props.filter(([, s]) => s.format === 'binary').map(([k]) => k);
  const others = props.filter(([, s]) => s.format !== 'binary');
  return fc
    .tuple(
      fc.array(UPLOAD, { minLength: positive ? 1 : 0, maxLength: positive ? 1 : 2 }),
      fc.tuple(...others.map(([, s]) => fc.option(arbitraryFor(s, schemas, 3, !positive), { nil: undefined }))),
    )
    .map(([uploads, values]) => ({
      multipart: {
        files: uploads.map((u, k) => ({
          field: fileFields[k % Math.max(1, fileFields.length)] ?? 'file',
          name: u.name,
          bytes: u.bytes,
        })),
        fields: Object.fromEntries(
          others.flatMap(([k], n) =>
            values[n] === undefined ? [] : [[k, typeof values[n] === 'string' ? values[n] : JSON.stringify(values[n])]],
          ),
        ),
      },
    }));
}
