import { Prisma } from '../../generated/prisma/client.js';

/** A model as Prisma's runtime data model describes it (the generated client carries it). */
export type RuntimeField = { name: string; kind: string; type: string; dbName?: string | null };
export type RuntimeModel = { dbName: string | null; fields: RuntimeField[] };

/**
 * The findMany arguments of a list page: a scalar select, filters, an order and a page size. Typed as
 * loosely as Prisma's own inputs allow: what falls outside the subset is found when translating.
 */
export type ListArgs = {
  where?: object;
  orderBy?: object | object[];
  take?: number;
  select: Record<string, boolean>;
};

/**
 * A one-to-many relation a filter may name with `some` (the runtime data model does not say which
 * column of the other model points back): the rows of `model` whose `foreignKey` is this row's `references`.
 */
export type ListRelation = { model: RuntimeModel; modelName: string; foreignKey: string; references: string };

/** SQL for pg (`$n` parameters) and how to turn its rows into what Prisma would have answered. */
export type ListSql = {
  text: string;
  values: unknown[];
  decode(rows: Record<string, unknown>[]): Record<string, unknown>[];
};

/** Arguments outside the subset translated here; the caller asks Prisma instead. */
class Untranslatable extends Error {}

const COMPARISONS = { lt: '<', lte: '<=', gt: '>', gte: '>=' } as const;
const PATTERNS = {
  contains: (p: string) => `('%' || ${p} || '%')`,
  startsWith: (p: string) => `(${p} || '%')`,
  endsWith: (p: string) => `('%' || ${p})`,
} as const;

/** A model's scalar and enum fields by name, built once per model (a list page asks on every request). */
const fieldsByModel = new WeakMap<RuntimeModel, Map<string, RuntimeField>>();
function scalarFields(model: RuntimeModel): Map<string, RuntimeField> {
  let fields = fieldsByModel.get(model);
  if (!fields) {
    fields = new Map(model.fields.filter((f) => f.kind === 'scalar' || f.kind === 'enum').map((f) => [f.name, f]));
    fieldsByModel.set(model, fields);
  }
  return fields;
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date) && !Prisma.Decimal.isDecimal(v);

/**
 * The findMany of a list page as the SQL Prisma sends for it, for the subset of arguments the list
 * pages use: scalar and enum columns of one model; AND, OR and NOT; equality, null, in, notIn, not, lt,
 * lte, gt, gte, contains, startsWith, endsWith (with mode insensitive: ILIKE, like Prisma, the value
 * is a pattern as typed); `some` on the one-to-many relations given; orderBy on columns (nulls first
 * or last); take. Null for anything else (other relation filters, skip, distinct, nested selects…),
 * which the caller sends through Prisma unchanged.
 */
export function listSql(
  model: RuntimeModel,
  modelName: string,
  args: ListArgs,
  relations: Record<string, ListRelation> = {},
): ListSql | null {
  try {
    return translate(model, modelName, args, relations);
  } catch (e) {
    if (e instanceof Untranslatable) return null;
    throw e;
  }
}

/** The table a condition reads (the model's, or a relation's under its alias) and its fields. */
type Scope = { table: string; fields: Map<string, RuntimeField>; relations: Record<string, ListRelation> };

function translate(
  model: RuntimeModel,
  modelName: string,
  args: ListArgs,
  relations: Record<string, ListRelation>,
): ListSql {
  const known = new Set(['where', 'orderBy', 'take', 'select']);
  if (Object.keys(args).some((k) => !known.has(k) && args[k as keyof ListArgs] !== undefined))
    throw new Untranslatable();
  const field = (scope: Scope, name: string): RuntimeField => {
    const f = scope.fields.get(name);
    if (!f) throw new Untranslatable();
    return f;
  };
  // The table in Prisma's own schema-qualified spelling, as its statements name it. Columns are always
  // qualified: ORDER BY "priority" would otherwise sort by the output column of that name, the enum
  // read as text (alphabetical), not by the enum's own order.
  const table = (m: RuntimeModel, name: string) => `"public".${quote(m.dbName ?? name)}`;
  const root: Scope = { table: table(model, modelName), fields: scalarFields(model), relations };
  const column = (scope: Scope, f: RuntimeField) => `${scope.table}.${quote(f.dbName ?? f.name)}`;
  let aliases = 0;
  const values: unknown[] = [];
  const param = (v: unknown) => {
    values.push(
      v instanceof Date
        ? v.toISOString()
        : Prisma.Decimal.isDecimal(v)
          ? v.toString()
          : typeof v === 'bigint'
            ? v.toString()
            : v,
    );
    return `$${values.length}`;
  };

  const selected = Object.entries(args.select).filter(([, on]) => on !== false);
  if (!selected.length || selected.some(([, on]) => on !== true)) throw new Untranslatable();
  const columns = selected.map(([name]) => {
    const f = field(root, name);
    if (f.type === 'Bytes') throw new Untranslatable();
    return `${column(root, f)}${f.kind === 'enum' ? '::text' : ''} AS ${quote(name)}`;
  });

  const condition = (scope: Scope, where: unknown): string => {
    if (!isPlainObject(where)) throw new Untranslatable();
    const parts: string[] = [];
    for (const [key, value] of Object.entries(where)) {
      if (value === undefined) continue;
      const within = (w: unknown) => condition(scope, w);
      if (key === 'AND') parts.push(...(Array.isArray(value) ? value : [value]).map(within));
      else if (key === 'OR') {
        if (!Array.isArray(value) || value.length === 0) throw new Untranslatable();
        parts.push(`(${value.map(within).join(' OR ')})`);
      } else if (key === 'NOT') {
        // Each condition negated as a whole, SQL's three-valued logic included, as Prisma writes it.
        for (const negated of (Array.isArray(value) ? value : [value]).map(within)) {
          if (negated === 'TRUE') throw new Untranslatable();
          parts.push(`(NOT ${negated})`);
        }
      } else if (key in scope.relations) parts.push(someRelated(scope, scope.relations[key], value));
      else parts.push(fieldCondition(scope, field(scope, key), value));
    }
    const real = parts.filter((p) => p !== 'TRUE');
    return real.length === 0 ? 'TRUE' : real.length === 1 ? real[0] : `(${real.join(' AND ')})`;
  };

  /** `{ some: … }` on a one-to-many relation, in Prisma's own words: EXISTS of a related row. */
  const someRelated = (scope: Scope, relation: ListRelation, filter: unknown): string => {
    if (!isPlainObject(filter) || Object.keys(filter).length !== 1 || !isPlainObject(filter.some))
      throw new Untranslatable();
    const alias = quote(`t${aliases++}`);
    const related: Scope = { table: alias, fields: scalarFields(relation.model), relations: {} };
    const foreignKey = column(related, field(related, relation.foreignKey));
    const inner = condition(related, filter.some);
    const link = `(${column(scope, field(scope, relation.references))}) = (${foreignKey}) AND ${foreignKey} IS NOT NULL`;
    return `EXISTS(SELECT ${foreignKey} FROM ${table(relation.model, relation.modelName)} AS ${alias} WHERE (${inner === 'TRUE' ? '' : `${inner} AND `}${link}))`;
  };

  const fieldCondition = (scope: Scope, f: RuntimeField, filter: unknown): string => {
    // JSON and bytes compare by Prisma's own rules, not SQL equality.
    if (f.type === 'Json' || f.type === 'Bytes') throw new Untranslatable();
    const col = column(scope, f);
    if (filter === null) return `${col} IS NULL`;
    if (!isPlainObject(filter)) return `${col} = ${param(filter)}`;
    const insensitive = filter.mode === 'insensitive';
    if (filter.mode !== undefined && filter.mode !== 'insensitive' && filter.mode !== 'default')
      throw new Untranslatable();
    const parts: string[] = [];
    for (const [op, v] of Object.entries(filter)) {
      if (op === 'mode' || v === undefined) continue;
      if (op === 'equals' && !insensitive) parts.push(v === null ? `${col} IS NULL` : `${col} = ${param(v)}`);
      else if ((op === 'in' || op === 'notIn') && !insensitive && Array.isArray(v)) {
        if (v.length === 0) parts.push(op === 'in' ? 'FALSE' : 'TRUE');
        else parts.push(`${col} ${op === 'in' ? 'IN' : 'NOT IN'} (${v.map(param).join(', ')})`);
      } else if (op === 'not' && !insensitive && !isPlainObject(v))
        parts.push(v === null ? `${col} IS NOT NULL` : `${col} <> ${param(v)}`);
      else if (op in COMPARISONS && v !== null && !isPlainObject(v))
        parts.push(`${col} ${COMPARISONS[op as keyof typeof COMPARISONS]} ${param(v)}`);
      else if (op in PATTERNS && typeof v === 'string') {
        parts.push(`${col} ${insensitive ? 'ILIKE' : 'LIKE'} ${PATTERNS[op as keyof typeof PATTERNS](param(v))}`);
      } else throw new Untranslatable();
    }
    const real = parts.filter((p) => p !== 'TRUE');
    return real.length === 0 ? 'TRUE' : real.length === 1 ? real[0] : `(${real.join(' AND ')})`;
  };

  const orders: unknown[] = Array.isArray(args.orderBy) ? args.orderBy : args.orderBy ? [args.orderBy] : [];
  const orderBy = orders.map((o) => {
    const entries = isPlainObject(o) ? Object.entries(o) : [];
    if (entries.length !== 1) throw new Untranslatable();
    const [name, order] = entries[0];
    const { sort, nulls } = (isPlainObject(order) ? order : { sort: order }) as { sort?: unknown; nulls?: unknown };
    if ((sort !== 'asc' && sort !== 'desc') || (nulls !== undefined && nulls !== 'first' && nulls !== 'last'))
      throw new Untranslatable();
    return `${column(root, field(root, name))} ${sort.toUpperCase()}${nulls ? ` NULLS ${nulls.toUpperCase()}` : ''}`;
  });
  if (args.take !== undefined && (!Number.isSafeInteger(args.take) || args.take < 0)) throw new Untranslatable();
  // Without an order, Prisma pages by the primary key; the lists always give one.
  if (!orderBy.length && args.take !== undefined) orderBy.push(`${column(root, field(root, 'id'))} ASC`);

  const where = args.where === undefined ? 'TRUE' : condition(root, args.where);
  let text = `SELECT ${columns.join(', ')} FROM ${root.table}`;
  if (where !== 'TRUE') text += ` WHERE ${where}`;
  if (orderBy.length) text += ` ORDER BY ${orderBy.join(', ')}`;
  if (args.take !== undefined) text += ` LIMIT ${param(args.take)}`;

  const decimals = selected.filter(([name]) => field(root, name).type === 'Decimal').map(([name]) => name);
  const bigints = selected.filter(([name]) => field(root, name).type === 'BigInt').map(([name]) => name);
  const decode = (rows: Record<string, unknown>[]) => {
    if (decimals.length || bigints.length) {
      for (const row of rows) {
        for (const name of decimals) if (row[name] !== null) row[name] = new Prisma.Decimal(row[name] as string);
        for (const name of bigints) if (row[name] !== null) row[name] = BigInt(row[name] as string);
      }
    }
    return rows;
  };
  return { text, values, decode };
}
