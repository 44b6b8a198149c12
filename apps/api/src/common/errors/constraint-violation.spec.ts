import { describe, expect, it } from '@jest/globals';
import { constraintViolation } from './constraint-violation.js';

/** pg's own error for a raw statement (the shapes Prisma wraps are read in common/prisma/db-refusal.spec.ts). */
const pgError = (code: string, message: string, detail?: string) =>
  Object.assign(new Error(message), { code, severity: 'ERROR', detail });

describe('database constraints a client can break answer 4xx', () => {
  it('a duplicate is 409 DUPLICATE_VALUE naming its fields', () => {
    const e = pgError('23505', 'duplicate key value', 'Key (client_id, email)=(a, b) already exists.');
    expect(constraintViolation(e)).toMatchObject({
      code: 'DUPLICATE_VALUE',
      status: 409,
      details: { fields: ['clientId', 'email'] },
    });
  });

  it('a missing reference is 400 and a row still referenced is 409', () => {
    const insert = pgError('23503', 'insert or update on table "operations" violates foreign key constraint "x"');
    expect(constraintViolation(insert)).toMatchObject({ code: 'REFERENCE_NOT_FOUND', status: 400 });
    const remove = pgError('23503', 'update or delete on table "clients" violates foreign key constraint "x"');
    expect(constraintViolation(remove)).toMatchObject({ code: 'RECORD_IN_USE', status: 409 });
  });

  it.each([
    ['22001', 'VALUE_OUT_OF_RANGE'],
    ['22003', 'VALUE_OUT_OF_RANGE'],
    ['22P02', 'VALUE_INVALID'],
    ['23514', 'VALUE_INVALID'],
  ])('SQLSTATE %s answers %s', (sqlState, code) => {
    expect(constraintViolation(pgError(sqlState, 'refused'))).toMatchObject({ code, status: 400 });
  });

  it('leaves any other failure alone (it stays a 500 and is logged)', () => {
    expect(constraintViolation(new Error('boom'))).toBeNull();
    expect(constraintViolation(pgError('42703', 'column does not exist'))).toBeNull();
  });
});
