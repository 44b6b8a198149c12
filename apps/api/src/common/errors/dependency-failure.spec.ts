import { describe, expect, it } from '@jest/globals';
import { isDependencyFailure } from './dependency-failure.js';

describe('isDependencyFailure', () => {
  it.each<[string, unknown]>([
    ['Prisma cannot reach the server', { code: 'P1001' }],
    [
      'the database was dropped (driver adapter meta)',
      {
        code: 'P1003',
        meta: { driverAdapterError: { cause: { originalCode: '3D000', kind: 'DatabaseDoesNotExist' } } },
      },
    ],
    ['an administrator shut PostgreSQL down', { cause: { originalCode: '57P01' } }],
    ['a pool timeout', { code: 'P2024' }],
    ['too many connections', { cause: { kind: 'TooManyConnections' } }],
    [
      'a refused socket deep in the causes',
      new Error('query failed', {
        cause: new Error('x', { cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }) }),
      }),
    ],
    ['pg’s terminated connection', new Error('Connection terminated unexpectedly')],
    [
      'a transaction’s client whose socket broke',
      new Error('x', { cause: new Error('Client has encountered a connection error and is not queryable') }),
    ],
  ])('%s is a dependency failure (503)', (_label, error) => {
    expect(isDependencyFailure(error)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a unique violation', { code: 'P2002' }],
    ['a check violation', { cause: { originalCode: '23514' } }],
    ['nothing', undefined],
  ])('%s is not (500 or its own code)', (_label, error) => {
    expect(isDependencyFailure(error)).toBe(false);
  });
});
