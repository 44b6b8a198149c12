import { AppError } from '../errors/app-error.js';
import { Prisma } from '../../generated/prisma/client.js';

/**
 * What the database refused, read from whatever Prisma, its pg driver adapter or pg itself threw. The
 * one place that knows their error shapes and codes: the rest of the API sees these kinds and the
 * helpers below, never a Prisma error class or a `P2002`.
 */
export type DbRefusalKind =
  /** A unique index already holds the value. */
  | 'duplicate'
  /** A foreign key points to a row that does not exist. */
  | 'missingReference'
  /** A row others still point to was deleted (or re-keyed). */
  | 'inUse'
  /** A value the column cannot hold: too long, out of range. */
  | 'outOfRange'
  /** A value a check, a not-null or the column's type refused. */
  | 'invalid';

/** The refusal, with the API's names (camelCase) of the fields its constraint covers, where it tells them. */
export type DbRefusal = { kind: DbRefusalKind; fields: string[] };

type Kind = 'unique' | 'foreignKey' | 'restrict' | 'range' | 'invalid';

// SQLSTATEs: unique, foreign key, restrict, not null, check; then the data exceptions a value can cause
// (too long, out of range, datetime overflow, bad text for the type, bad datetime, NUL byte, untranslatable).
const SQLSTATE_KIND: Record<string, Kind> = {
  '23505': 'unique',
  '23503': 'foreignKey',
  '23001': 'restrict',
  '23502': 'invalid',
  '23514': 'invalid',
  '22001': 'range',
  '22003': 'range',
  '22008': 'range',
  '22P02': 'invalid',
  '22007': 'invalid',
  '22021': 'invalid',
  '22P05': 'invalid',
};
// Prisma's codes for the same failures when it names them itself.
const PRISMA_KIND: Record<string, Kind> = {
  P2002: 'unique',
  P2003: 'foreignKey',
  P2000: 'range',
  P2020: 'range',
  P2011: 'invalid',
};
// SQLSTATE 40001 serialization_failure, 40P01 deadlock_detected; P2034 is Prisma's name for both.
const CONFLICT_CODES = new Set(['40001', '40P01', 'P2034']);

/** The constraint `error` reports the database refused, or null for any other failure. */
export function dbRefusal(error: unknown): DbRefusal | null {
  const found = readChain(error);
  if (!found) return null;
  const fields = fieldsOf(found);
  switch (found.kind) {
    case 'unique':
      return { kind: 'duplicate', fields };
    case 'foreignKey':
      // Deleting (or re-keying) a row others point to, versus pointing to a row that does not exist.
      return { kind: /update or delete on table/i.test(found.message) ? 'inUse' : 'missingReference', fields };
    case 'restrict':
      return { kind: 'inUse', fields };
    case 'range':
      return { kind: 'outOfRange', fields };
    case 'invalid':
      return { kind: 'invalid', fields };
  }
}

/** A unique index refused the write. */
export function isDuplicate(error: unknown): boolean {
  return readChain(error)?.kind === 'unique';
}

/** The row an update or delete named does not exist (Prisma's "record to update not found"). */
export function isRowMissing(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025';
}

/**
 * Did PostgreSQL give up on this transaction because of another one (a deadlock or a serialization
 * failure)? Such a transaction did nothing and can run again as it is. Prisma's driver adapter wraps
 * the pg error (meta.driverAdapterError.cause); raw queries keep it in `cause`.
 */
export function isWriteConflict(error: unknown): boolean {
  const seen = new Set<unknown>();
  const next = (e: object): unknown =>
    (e as { cause?: unknown }).cause ?? (e as { meta?: { driverAdapterError?: unknown } }).meta?.driverAdapterError;
  for (let e = error; e && typeof e === 'object' && !seen.has(e); e = next(e)) {
    seen.add(e);
    const { code, originalCode, kind } = e as { code?: unknown; originalCode?: unknown; kind?: unknown };
    if (kind === 'TransactionWriteConflict') return true;
    if ([code, originalCode].some((c) => typeof c === 'string' && CONFLICT_CODES.has(c))) return true;
  }
  return false;
}

/**
 * Runs `write`; a unique violation becomes the error `refusal` gives (a domain code such as
 * CLIENT_EXISTS, perhaps naming the row that won). The index decides, so racing writes cannot both pass.
 */
export async function ifDuplicate<T>(write: () => Promise<T>, refusal: () => Error | Promise<Error>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isDuplicate(error)) throw await refusal();
    throw error;
  }
}

/**
 * Runs a write whose only unique column is `field`: a duplicate becomes 409 CONFLICT naming it,
 * and a row that no longer exists becomes null.
 */
export async function uniqueWrite<T>(field: string, value: string, write: () => Promise<T>): Promise<T | null> {
  return orNull(() => ifDuplicate(write, () => new AppError('CONFLICT', { field, value })));
}

/** A write that may miss its row (an unknown id): null instead of an exception. */
export async function orNull<T>(write: () => Promise<T>): Promise<T | null> {
  try {
    return await write();
  } catch (error) {
    if (isRowMissing(error)) return null;
    throw error;
  }
}

type Found = {
  kind: Kind;
  constraint: string | null;
  columns: string[];
  table: string | null;
  model: string | null;
  message: string;
};

type Link = {
  code?: unknown;
  originalCode?: unknown;
  originalMessage?: unknown;
  message?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  detail?: unknown;
  cause?: unknown;
  meta?: { modelName?: unknown; driverAdapterError?: unknown };
};

/** Walks Prisma's error, its driver-adapter error and pg's own error (a raw query), collecting what each says. */
function readChain(error: unknown): Found | null {
  let kind: Kind | null = null;
  const found: Omit<Found, 'kind'> = { constraint: null, columns: [], table: null, model: null, message: '' };
  const seen = new Set<unknown>();
  for (let e = error; e && typeof e === 'object' && !seen.has(e);) {
    seen.add(e);
    const l = e as Link;
    for (const code of [l.code, l.originalCode]) {
      if (typeof code !== 'string') continue;
      kind ??= SQLSTATE_KIND[code] ?? PRISMA_KIND[code] ?? null;
    }
    if (typeof l.meta?.modelName === 'string') found.model ??= l.meta.modelName;
    if (typeof l.table === 'string') found.table ??= l.table;
    const c = l.constraint;
    if (typeof c === 'string') found.constraint ??= c;
    else if (c && typeof c === 'object') {
      const { index, fields } = c as { index?: unknown; fields?: unknown };
      if (typeof index === 'string') found.constraint ??= index;
      if (Array.isArray(fields)) found.columns.push(...fields.filter((f): f is string => typeof f === 'string'));
    }
    if (typeof l.column === 'string') found.columns.push(l.column);
    // pg's detail of a raw query's unique violation: Key (a, b)=(...) already exists.
    const key = typeof l.detail === 'string' ? /Key \(([^)]+)\)/.exec(l.detail)?.[1] : undefined;
    if (key) found.columns.push(...key.split(', '));
    for (const m of [l.originalMessage, l.message]) if (typeof m === 'string') found.message += ` ${m}`;
    e = l.meta?.driverAdapterError ?? l.cause;
  }
  found.constraint ??= /constraint "([^"]+)"/.exec(found.message)?.[1] ?? null;
  return kind ? { kind, ...found } : null;
}

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, ch: string) => ch.toUpperCase());
const snake = (field: string) => field.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);

/**
 * The API's names of the fields the constraint covers: the columns the database named, else those read
 * from the constraint's name (`<table>_<col>_<col>_key`, Prisma's naming) against the model's fields,
 * since Prisma passes on only the name.
 */
function fieldsOf(f: Found): string[] {
  if (f.columns.length) return [...new Set(f.columns.map(camel))];
  if (!f.constraint || !f.model) return [];
  // Longest field first, so `rate_key` is not read as `rate` followed by `key`.
  const bySnake = scalarFields(f.model)
    .map((name) => ({ name, col: snake(name) }))
    .sort((a, b) => b.col.length - a.col.length);
  const named = f.constraint.replace(/_(key|fkey|pkey|check|idx)$/, '');
  // The table prefix is not always known (a foreign key's error does not say it): try each place it may end.
  const starts =
    f.table && named.startsWith(`${f.table}_`)
      ? [f.table.length + 1]
      : [...named.matchAll(/_/g)].map((m) => m.index + 1);
  for (const start of starts) {
    const fields = readColumns(named.slice(start), bySnake);
    if (fields) return fields;
  }
  return [];
}

/** The fields whose columns, joined by `_`, make up `rest` exactly; null when they do not. */
function readColumns(rest: string, bySnake: { name: string; col: string }[]): string[] | null {
  const out: string[] = [];
  while (rest) {
    const next = bySnake.find(({ col }) => rest === col || rest.startsWith(`${col}_`));
    if (!next) return null;
    out.push(next.name);
    rest = rest.slice(next.col.length + 1);
  }
  return out.length ? out : null;
}

function scalarFields(model: string): string[] {
  const fields = (Prisma as unknown as Record<string, unknown>)[`${model}ScalarFieldEnum`];
  return fields && typeof fields === 'object' ? Object.keys(fields) : [];
}
