import { describe, expect, it } from '@jest/globals';
import { Prisma } from '../../generated/prisma/client.js';
import { constraintViolation } from './constraint-violation.js';

/** Prisma's error for a driver-adapter failure, shaped as Prisma 7 with @prisma/adapter-pg throws it. */
function prismaError(code: string, cause: Record<string, unknown>, modelName?: string) {
  const adapterError = Object.assign(new Error(String(cause.kind)), { name: 'DriverAdapterError', cause });
  return new Prisma.PrismaClientKnownRequestError('failed', {
    code,
    clientVersion: '7',
    meta: { modelName, driverAdapterError: adapterError },
  });
}

describe('database constraints a client can break answer 4xx', () => {
  it('a duplicate names the field read from the unique index against the model', () => {
    const e = prismaError(
      'P2002',
      {
        originalCode: '23505',
        kind: 'UniqueConstraintViolation',
        constraint: { index: 'operations_shipment_key_key' },
        table: 'operations',
      },
      'Operation',
    );
    expect(constraintViolation(e)).toMatchObject({
      code: 'DUPLICATE_VALUE',
      status: 409,
      details: { fields: ['shipmentKey'] },
    });
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
    expect(constraintViolation(e)?.details).toEqual({ fields: ['rateKey', 'version'] });
  });

  it("a raw query's unique violation names the columns of pg's detail", () => {
    const pgError = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      code: '23505',
      severity: 'ERROR',
      detail: 'Key (client_id, email)=(a, b) already exists.',
    });
    expect(constraintViolation(pgError)).toMatchObject({
      code: 'DUPLICATE_VALUE',
      details: { fields: ['clientId', 'email'] },
    });
  });

  it('a missing reference is 400 and a row still referenced is 409', () => {
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
    expect(constraintViolation(insert)).toMatchObject({
      code: 'REFERENCE_NOT_FOUND',
      status: 400,
      details: { fields: ['clientId'] },
    });
    const remove = prismaError('P2003', {
      originalCode: '23503',
      originalMessage:
        'update or delete on table "clients" violates foreign key constraint "operations_client_id_fkey" on table "operations"',
      kind: 'ForeignKeyConstraintViolation',
    });
    expect(constraintViolation(remove)).toMatchObject({ code: 'RECORD_IN_USE', status: 409 });
  });

  it.each([
    ['22001', 'LengthMismatch', 'VALUE_OUT_OF_RANGE'],
    ['22003', 'ValueOutOfRange', 'VALUE_OUT_OF_RANGE'],
    ['22P02', 'InvalidInputValue', 'VALUE_INVALID'],
    ['23514', 'postgres', 'VALUE_INVALID'],
  ])('SQLSTATE %s (%s) answers %s', (originalCode, kind, code) => {
    expect(constraintViolation(prismaError('P2010', { originalCode, kind }))).toMatchObject({ code, status: 400 });
  });

  it('leaves any other failure alone (it stays a 500 and is logged)', () => {
    expect(constraintViolation(new Error('boom'))).toBeNull();
    expect(constraintViolation(prismaError('P2010', { originalCode: '42703', kind: 'ColumnNotFound' }))).toBeNull();
  });
});
