import { describe, expect, it } from '@jest/globals';
import { Prisma } from '../../generated/prisma/client.js';
import { dbRefusal, ifDuplicate, isDuplicate, isRowMissing, orNull, uniqueWrite } from './db-refusal.js';

/** Prisma's error for a driver-adapter failure, shaped as Prisma 7 with @prisma/adapter-pg throws it. */
function prismaError(code: string, cause: Record<string, unknown>, modelName?: string) {
  const adapterError = Object.assign(new Error(String(cause.kind)), { name: 'DriverAdapterError', cause });
  return new Prisma.PrismaClientKnownRequestError('failed', {
    code,
    clientVersion: '7',
    meta: { modelName, driverAdapterError: adapterError },
  });
}

const duplicateCode = () =>
  prismaError(
    'P2002',
    {
      originalCode: '23505',
      kind: 'UniqueConstraintViolation',
      constraint: { index: 'operations_shipment_key_key' },
      table: 'operations',
    },
    'Operation',
  );
const missingRow = () =>
  new Prisma.PrismaClientKnownRequestError('No record was found', { code: 'P2025', clientVersion: '7' });
const fail = (error: Error) => () => Promise.reject(error);

describe('what the database refused, read from Prisma, its adapter and pg', () => {
  it('a duplicate names the field read from the unique index against the model', () => {
    expect(dbRefusal(duplicateCode())).toEqual({ kind: 'duplicate', fields: ['shipmentKey'] });
  });

  it('a composite unique index names each field, the longest column first', () => {
    const e = prismaError(
      'P2002',
      {
        originalCode: '23505',
        kind: 'UniqueConstraintViolation',
        constraint: { index: 'rates_rate_key_version_key' },
        table: 'rates',
      },
      'Rate',
    );
    expect(dbRefusal(e)).toEqual({ kind: 'duplicate', fields: ['rateKey', 'version'] });
  });

  it("a raw query's unique violation names the columns of pg's detail", () => {
    const pgError = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      code: '23505',
      severity: 'ERROR',
      detail: 'Key (client_id, email)=(a, b) already exists.',
    });
    expect(dbRefusal(pgError)).toEqual({ kind: 'duplicate', fields: ['clientId', 'email'] });
  });

  it('a missing reference and a row still referenced are told apart', () => {
    const insert = prismaError(
      'P2003',
      {
        originalCode: '23503',
        originalMessage:
          'insert or update on table "operations" violates foreign key constraint "operations_client_id_fkey"',
        kind: 'ForeignKeyConstraintViolation',
        constraint: { index: 'operations_client_id_fkey' },
      },
      'Operation',
    );
    expect(dbRefusal(insert)).toEqual({ kind: 'missingReference', fields: ['clientId'] });
    const remove = prismaError('P2003', {
      originalCode: '23503',
      originalMessage:
        'update or delete on table "clients" violates foreign key constraint "operations_client_id_fkey" on table "operations"',
      kind: 'ForeignKeyConstraintViolation',
    });
    expect(dbRefusal(remove)?.kind).toBe('inUse');
  });

  it.each([
    ['22001', 'LengthMismatch', 'outOfRange'],
    ['22003', 'ValueOutOfRange', 'outOfRange'],
    ['22P02', 'InvalidInputValue', 'invalid'],
    ['23514', 'postgres', 'invalid'],
  ])('SQLSTATE %s (%s) is %s', (originalCode, kind, refused) => {
    expect(dbRefusal(prismaError('P2010', { originalCode, kind }))?.kind).toBe(refused);
  });

  it('leaves any other failure alone', () => {
    expect(dbRefusal(new Error('boom'))).toBeNull();
    expect(dbRefusal(prismaError('P2010', { originalCode: '42703', kind: 'ColumnNotFound' }))).toBeNull();
    expect(isDuplicate(missingRow())).toBe(false);
    expect(isRowMissing(duplicateCode())).toBe(false);
  });
});

describe('helpers that turn a refusal into a domain answer', () => {
  it('ifDuplicate answers the caller’s error for a duplicate and rethrows anything else', async () => {
    const taken = new Error('taken');
    await expect(ifDuplicate(fail(duplicateCode()), () => taken)).rejects.toBe(taken);
    const other = new Error('boom');
    await expect(ifDuplicate(fail(other), () => taken)).rejects.toBe(other);
    await expect(
      ifDuplicate(
        () => Promise.resolve(1),
        () => taken,
      ),
    ).resolves.toBe(1);
  });

  it('uniqueWrite answers CONFLICT naming the field, and null for a row that is gone', async () => {
    await expect(uniqueWrite('code', 'X1', fail(duplicateCode()))).rejects.toMatchObject({
      code: 'CONFLICT',
      details: { field: 'code', value: 'X1' },
    });
    await expect(uniqueWrite('code', 'X1', fail(missingRow()))).resolves.toBeNull();
    await expect(orNull(fail(missingRow()))).resolves.toBeNull();
    await expect(orNull(fail(duplicateCode()))).rejects.toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
  });
});
