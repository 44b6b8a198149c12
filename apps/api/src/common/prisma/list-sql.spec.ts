import { describe, expect, it } from '@jest/globals';
import { Prisma } from '../../generated/prisma/client.js';
import { listSql, type RuntimeModel } from './list-sql.js';
import { readCalendarDate } from './prepared-reads.js';

const ITEM: RuntimeModel = {
  dbName: 'items',
  fields: [
    { name: 'id', kind: 'scalar', type: 'String' },
    { name: 'name', kind: 'scalar', type: 'String' },
    { name: 'ownerId', kind: 'scalar', type: 'String', dbName: 'owner_id' },
    { name: 'status', kind: 'enum', type: 'Status' },
    { name: 'weight', kind: 'scalar', type: 'Decimal' },
    { name: 'serial', kind: 'scalar', type: 'BigInt' },
    { name: 'createdAt', kind: 'scalar', type: 'DateTime', dbName: 'created_at' },
    { name: 'data', kind: 'scalar', type: 'Json' },
    { name: 'owner', kind: 'object', type: 'User' },
  ],
};
const select = { id: true, name: true };
/** Expected SQL, with @ for the table's qualification of a column ("public"."items".). */
const at = (text: string) => text.replaceAll('@', '"public"."items".');

describe('a list page findMany as SQL', () => {
  it('selects columns under their field names, enums as text, and orders and limits with parameters', () => {
    const sql = listSql(ITEM, 'Item', {
      select: { id: true, ownerId: true, status: true },
      where: { ownerId: 'u1' },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 26,
    });
    expect(sql?.text).toBe(
      at(
        'SELECT @"id" AS "id", @"owner_id" AS "ownerId", @"status"::text AS "status" FROM "public"."items" WHERE @"owner_id" = $1 ORDER BY @"created_at" DESC, @"id" DESC LIMIT $2',
      ),
    );
    expect(sql?.values).toEqual(['u1', 26]);
  });

  it('writes each operator as Prisma does, with dates as ISO text and empty lists as constants', () => {
    const when = new Date('2026-03-01T03:00:00Z');
    const sql = listSql(ITEM, 'Item', {
      select,
      where: {
        AND: [
          { name: { contains: 'a%b', mode: 'insensitive' } },
          { name: { startsWith: 'MVD-' } },
          { ownerId: null },
          { status: { in: ['OPEN', 'SENT'] } },
          { status: { notIn: [] } },
          { createdAt: { gte: when, lt: when } },
          { OR: [{ id: { not: 'x' } }, { ownerId: { not: null } }, { id: { in: [] } }] },
          {},
          { name: undefined },
        ],
      },
    });
    expect(sql?.text).toBe(
      at(
        'SELECT @"id" AS "id", @"name" AS "name" FROM "public"."items" WHERE (@"name" ILIKE (\'%\' || $1 || \'%\') AND @"name" LIKE ($2 || \'%\')' +
          ' AND @"owner_id" IS NULL AND @"status" IN ($3, $4) AND (@"created_at" >= $5 AND @"created_at" < $6)' +
          ' AND (@"id" <> $7 OR @"owner_id" IS NOT NULL OR FALSE))',
      ),
    );
    expect(sql?.values).toEqual(['a%b', 'MVD-', 'OPEN', 'SENT', when.toISOString(), when.toISOString(), 'x']);
  });

  it('negates an object as a whole and each member of a list, as Prisma does', () => {
    const sql = listSql(ITEM, 'Item', {
      select,
      where: {
        ownerId: { not: null },
        NOT: { ownerId: null, name: { lt: 'b' } },
        AND: { NOT: [{ id: 'x' }, { status: 'OPEN' }] },
      },
    });
    expect(sql?.text).toBe(
      at(
        'SELECT @"id" AS "id", @"name" AS "name" FROM "public"."items" WHERE (@"owner_id" IS NOT NULL AND (NOT (@"owner_id" IS NULL AND @"name" < $1))' +
          ' AND ((NOT @"id" = $2) AND (NOT @"status" = $3)))',
      ),
    );
  });

  it('filters on a related row with some, as Prisma writes it, when the relation is given', () => {
    const follower: RuntimeModel = {
      dbName: 'item_followers',
      fields: [
        { name: 'itemId', kind: 'scalar', type: 'String', dbName: 'item_id' },
        { name: 'userId', kind: 'scalar', type: 'String', dbName: 'user_id' },
      ],
    };
    const followers = {
      followers: { model: follower, modelName: 'ItemFollower', foreignKey: 'itemId', references: 'id' },
    };
    const where = { OR: [{ ownerId: 'u1' }, { followers: { some: { userId: { in: ['u1', 'u2'] } } } }] };
    const sql = listSql(ITEM, 'Item', { select, where, take: 3 }, followers);
    expect(sql?.text).toBe(
      at(
        'SELECT @"id" AS "id", @"name" AS "name" FROM "public"."items" WHERE (@"owner_id" = $1 OR EXISTS(SELECT "t0"."item_id"' +
          ' FROM "public"."item_followers" AS "t0" WHERE ("t0"."user_id" IN ($2, $3) AND (@"id") = ("t0"."item_id") AND "t0"."item_id" IS NOT NULL)))' +
          ' ORDER BY @"id" ASC LIMIT $4',
      ),
    );
    expect(sql?.values).toEqual(['u1', 'u1', 'u2', 3]);
    // Not given, not translated; and only `some` is.
    expect(listSql(ITEM, 'Item', { select, where })).toBeNull();
    expect(listSql(ITEM, 'Item', { select, where: { followers: { every: { userId: 'u1' } } } }, followers)).toBeNull();
    expect(
      listSql(ITEM, 'Item', { select, where: { followers: { some: { itemId: 'x' }, none: {} } } }, followers),
    ).toBeNull();
  });

  it('orders nulls first or last when asked', () => {
    const sql = listSql(ITEM, 'Item', {
      select,
      orderBy: [{ createdAt: { sort: 'asc', nulls: 'last' } }, { id: 'asc' }],
    });
    expect(sql?.text).toBe(
      at(
        'SELECT @"id" AS "id", @"name" AS "name" FROM "public"."items" ORDER BY @"created_at" ASC NULLS LAST, @"id" ASC',
      ),
    );
  });

  it('pages by the primary key when a page size comes without an order, as Prisma does', () => {
    expect(listSql(ITEM, 'Item', { select, take: 5 })?.text).toBe(
      at('SELECT @"id" AS "id", @"name" AS "name" FROM "public"."items" ORDER BY @"id" ASC LIMIT $1'),
    );
  });

  it('answers decimals and big integers as Prisma types', () => {
    const sql = listSql(ITEM, 'Item', { select: { id: true, weight: true, serial: true } });
    const [row, empty] = sql!.decode([
      { id: 'a', weight: '12.50', serial: '9007199254740993' },
      { id: 'b', weight: null, serial: null },
    ]);
    expect(Prisma.Decimal.isDecimal(row.weight)).toBe(true);
    expect(String(row.weight)).toBe('12.5');
    expect(row.serial).toBe(9007199254740993n);
    expect(empty).toEqual({ id: 'b', weight: null, serial: null });
  });

  it('leaves to Prisma what it does not translate', () => {
    const untranslated = [
      { select, where: { owner: { is: { name: 'x' } } } },
      { select, where: { NOT: {} } },
      { select, where: { OR: [] } },
      { select, where: { name: { equals: 'x', mode: 'insensitive' } } },
      { select, where: { name: { not: { in: ['x'] } } } },
      { select, where: { data: { equals: {} } } },
      { select, where: { name: { search: 'x' } } },
      { select, where: { unknown: 1 } },
      { select: { id: true, owner: true } },
      { select: { id: true, owner: { select: { id: true } } } as unknown as Record<string, boolean> },
      { select, orderBy: { owner: { name: 'asc' } } as unknown as Record<string, 'asc'> },
      { select, orderBy: { name: { sort: 'asc', nulls: 'middle' } } as unknown as Record<string, 'asc'> },
      { select, take: -1 },
      { select, skip: 10 } as unknown as { select: Record<string, boolean> },
    ];
    for (const args of untranslated) expect(listSql(ITEM, 'Item', args)).toBeNull();
  });

  it('reads a calendar date as midnight UTC whatever the zone of the server, as Prisma does', () => {
    // pg's own parser makes the server's local midnight: 03:00 UTC in Montevideo, the day before in UTC-minus zones.
    expect(readCalendarDate('2026-03-01').toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
});
