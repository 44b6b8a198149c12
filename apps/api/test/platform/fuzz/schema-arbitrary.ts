import fc from 'fast-check';

/** The part of an OpenAPI schema object the request bodies use. */
export type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  anyOf?: Schema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
};

/**
 * Placeholders the generator puts in a value and `toJsonText` swaps for what JSON.stringify cannot write:
 * an integer past 2^53 exactly as a client would type it, a key literally named `__proto__`, nesting
 * thousands of levels deep.
 */
const UNSAFE_INTEGER = '\u0001unsafe-integer\u0001';
const PROTO_KEY = '\u0001proto-key\u0001';
const DEEP = '\u0001deep\u0001';

/** Strings that once gave 500s somewhere, or that parsers, databases and renderers trip on. */
export const NASTY_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '',
  ' ',
  'x'.repeat(70_000),
  '9'.repeat(400),
  '1e309',
  '-0',
  'NaN',
  "'; DROP TABLE users; --",
  '<img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../etc/passwd',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🚢 中文',
  '\u202e\u200b\ufeff',
  '2026-02-30',
  '0000-00-00T25:61:61Z',
  '00000000-0000-0000-0000-000000000000',
] as const;

/** Anything of the wrong kind for a field: another type, an edge number, a nasty string, a placeholder. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...NASTY_STRINGS),
  fc.constantFrom<unknown>(null, true, false, 0, -1, 2 ** 31, -(2 ** 63), 1e308, -1e308, 0.1 + 0.2, [], {}, [null], {
    a: 1,
  }),
  fc.constantFrom(UNSAFE_INTEGER, DEEP),
  fc.constant({ [PROTO_KEY]: { polluted: true }, constructor: { prototype: { polluted: true } } }),
);

/**
 * A value for the schema: usually well-formed (so the handler runs), sometimes null or hostile (so the edge
 * and validators run). With `mixed` false, well-formed all the way down (a positive case).
 */
export function arbitraryFor(
  schema: Schema,
  schemas: Record<string, Schema>,
  depth = 0,
  mixed = true,
): fc.Arbitrary<unknown> {
  if (!mixed) return wellFormed(schema, schemas, depth, false);
  return fc.oneof(
    { weight: 14, arbitrary: wellFormed(schema, schemas, depth) },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 2, arbitrary: hostile },
  );
}

function resolve(schema: Schema, schemas: Record<string, Schema>): Schema {
  if (schema.$ref) return resolve(schemas[schema.$ref.split('/').pop()!] ?? {}, schemas);
  if (schema.allOf)
    return schema.allOf.reduce<Schema>((merged, part) => ({ ...merged, ...resolve(part, schemas) }), {});
  if (schema.anyOf?.length) return resolve(schema.anyOf[0], schemas);
  return schema;
}

function wellFormed(raw: Schema, schemas: Record<string, Schema>, depth: number, mixed = true): fc.Arbitrary<unknown> {
  const schema = resolve(raw, schemas);
  if (schema.enum?.length && !mixed) return fc.constantFrom(...schema.enum);
  if (schema.enum?.length)
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...schema.enum) },
      { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
    );
  switch (schema.type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 }),
        fc.constantFrom(0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER),
      );
    case 'number':
      return fc.oneof(fc.double({ min: -1e6, max: 1e9, noNaN: true }), fc.constantFrom(0, -0.01, 0.005, 123.456, 1e15));
    case 'boolean':
      return fc.boolean();
    case 'array':
      if (depth > 4) return fc.constant([]);
      return fc.array(arbitraryFor(schema.items ?? {}, schemas, depth + 1, mixed), { maxLength: 3 });
    case 'object':
    default: {
      if (depth > 4 || !schema.properties) return fc.constant({});
      const properties = Object.fromEntries(
        Object.entries(schema.properties).map(([k, v]) => [k, arbitraryFor(v, schemas, depth + 1, mixed)]),
      );
      return fc.record(properties, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
    }
  }
}

function stringFor(schema: Schema): fc.Arbitrary<string> {
  const max = Math.min(schema.maxLength ?? 40, 60);
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date-time':
      return fc
        .date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    default:
      return fc.oneof(
        fc.string({ maxLength: max }),
        fc.string({ unit: 'grapheme', maxLength: max }),
        fc.constantFrom('2026-12-01', 'MVD', 'UYMVD', 'USD', 'Rotterdam'),
      );
  }
}

/** The JSON text a client would send for the value, placeholders swapped for what JSON.stringify cannot write. */
export function toJsonText(value: unknown): string {
  const deep = `${'['.repeat(6_000)}${']'.repeat(6_000)}`;
  return JSON.stringify(value)
    .replaceAll(JSON.stringify(UNSAFE_INTEGER), '123456789012345678901234567890')
    .replaceAll(JSON.stringify(PROTO_KEY), '"__proto__"')
    .replaceAll(JSON.stringify(DEEP), deep);
}

/** Path segments: records that do not exist, and bytes no path should hold (NUL, a lone surrogate, broken UTF-8). */
export const hostilePathSegment = fc.constantFrom(
  '00000000-0000-4000-8000-000000000000',
  'ZZZ-99-999999',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%FF%FE',
  '%25',
  'x'.repeat(2_000),
  '..%2F..%2Fetc%2Fpasswd',
  '1e309',
  '-1',
);
