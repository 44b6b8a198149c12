import { Prisma } from '../../generated/prisma/client.js';
import { AppError } from './app-error.js';

/**
 * A database constraint a client's input broke (a duplicate, a missing or still-used reference, a check,
 * a value the column cannot hold) as the 4xx it is, naming the fields where the constraint tells them.
 * Services that give a duplicate its own code (CLIENT_EXISTS, OPERATION_ALREADY_OPENED, ...) catch it first;
 * this is the one place every other write falls back to, so no constraint ever answers 500.
 */
export function constraintViolation(error: unknown): AppError | null {
  const found = readChain(error);
  if (!found) return null;
  const fields = { fields: fieldsOf(found) };
  switch (found.kind) {
    case 'unique':
      return new AppError('DUPLICATE_VALUE', fields);
    case 'foreignKey':
      // Deleting (or re-keying) a row others point to, versus pointing to a row that does not exist.
      return new AppError(
        /update or delete on table/i.test(found.message) ? 'RECORD_IN_USE' : 'REFERENCE_NOT_FOUND',
        fields,
      );
    case 'restrict':
      return new AppError('RECORD_IN_USE', fields);
    case 'range':
      return new AppError('VALUE_OUT_OF_RANGE', fields);
    case 'invalid':
      return new AppError('VALUE_INVALID', fields);
  }
}

type Kind = 'unique' | 'foreignKey' | 'restrict' | 'range' | 'invalid';

type Found = {
  kind: Kind;
  constraint: string | null;
  columns: string[];
  table: string | null;
  model: string | null;
  message: string;
};

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
