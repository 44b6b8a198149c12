import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type Expression,
  type ExpressionBuilder,
  type SqlBool,
} from 'kysely';
import type { CursorValue } from '../pagination/keyset.js';
import { Prisma } from '../../generated/prisma/client.js';
import type { DB } from '../../generated/kysely/types.js';

/**
 * The typed SQL builder of the hot list reads (issue 40): Kysely over the tables prisma-kysely generates
 * from prisma/schema.prisma. It only compiles: PreparedReads.all sends the statement on Prisma's own pg
 * pool (same connections, session options and timeouts, same query log), so it never opens a connection.
 */
export const db = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** A numeric column as Prisma answers it (pg reads numeric as text, exact). */
export const toDecimal = (v: string | null): Prisma.Decimal | null => (v === null ? null : new Prisma.Decimal(v));

/**
 * Rows strictly after the row with this sort value and id, in (column, id) order. The inclusive bound
 * on the column comes first: PostgreSQL makes it the index condition that starts the scan at the cursor,
 * and the OR then only sorts out the rows sharing its value (the OR alone is a Filter that walks every
 * row before it). `column` and `id` are qualified column names.
 */
export function afterKeySql(
  column: string,
  id: string,
  order: 'asc' | 'desc',
  key: { value: CursorValue; id: string | number },
): Expression<SqlBool> {
  const op = sql.raw(order === 'asc' ? '>' : '<');
  if (column === id) return sql<SqlBool>`${sql.ref(id)} ${op} ${key.id}`;
  const bound = sql.raw(order === 'asc' ? '>=' : '<=');
  const [c, v] = [sql.ref(column), key.value];
  return sql<SqlBool>`(${c} ${bound} ${v} AND (${c} ${op} ${v} OR (${c} = ${v} AND ${sql.ref(id)} ${op} ${key.id})))`;
}

/** Prisma's `contains`: the value is a pattern as typed ('%' and '_' keep their meaning), as the lists always read it. */
export const containing = (v: string) => sql<string>`('%' || ${v} || '%')`;

/** A row condition on one table, built with the statement that reads it (a list's filters, a view, a scope). */
export type Condition<T extends keyof DB> = (eb: ExpressionBuilder<DB, T>) => Expression<SqlBool>;

/** Every one of the conditions (none: every row). */
export const allOf =
  <T extends keyof DB>(...conditions: Condition<T>[]): Condition<T> =>
  (eb) =>
    eb.and(conditions.map((c) => c(eb)));

/** No row (a filter that can match nothing, such as a range holding no row). */
export const noRow = sql<SqlBool>`false`;
