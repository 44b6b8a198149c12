import { describe, expect, it } from '@jest/globals';
import { timeLimitCode } from './time-limit.js';

describe('timeLimitCode', () => {
  it.each([
    [
      'pg: statement_timeout',
      { code: '57014', message: 'canceling statement due to statement timeout' },
      'DATABASE_TIMEOUT',
    ],
    ['pg: lock_timeout', { code: '55P03', message: 'canceling statement due to lock timeout' }, 'RECORD_BUSY'],
    ['Prisma raw query', { code: 'P2010', meta: { code: '57014' } }, 'DATABASE_TIMEOUT'],
    [
      'Prisma driver adapter',
      { code: 'P2034', meta: { driverAdapterError: { cause: { originalCode: '55P03', kind: 'postgres' } } } },
      'RECORD_BUSY',
    ],
    ['wrapped', new Error('outer', { cause: { code: '57014' } }), 'DATABASE_TIMEOUT'],
    ['a unique violation', { code: '23505' }, null],
    ['not an object', 'timeout', null],
  ])('%s', (_name, error, code) => {
    expect(timeLimitCode(error)).toBe(code);
  });
});
