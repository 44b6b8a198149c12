import { describe, expect, it } from '@jest/globals';
import { isExpired, parseDecline, validUntilOf } from './portal.mappers.js';
import type { PortalLineRow } from './portal.repository.js';

const line = (costId: string | null, validUntil: string | null) =>
  ({
    costCharge: costId
      ? {
          cost: {
            id: costId,
            validUntil: validUntil ? new Date(`${validUntil}T00:00:00Z`) : null,
            transitDays: null,
            freeDays: null,
            carrier: null,
          },
        }
      : null,
  }) as unknown as PortalLineRow;

describe('portal mappers', () => {
  it('takes the earliest validity of the costs behind the visible lines', () => {
    expect(validUntilOf([line('a', '2026-12-31'), line('b', '2026-12-20'), line(null, null)])).toBe('2026-12-20');
    expect(validUntilOf([line('a', null)])).toBeNull();
    expect(validUntilOf([])).toBeNull();
  });

  it('calls a quotation expired only while it awaits the answer and after its last valid day', () => {
    const sent = { status: 'SENT', active: true };
    expect(isExpired(sent, '2026-11-24', '2026-11-25')).toBe(true);
    // The last valid day itself still accepts.
    expect(isExpired(sent, '2026-11-25', '2026-11-25')).toBe(false);
    expect(isExpired(sent, null, '2026-11-25')).toBe(false);
    expect(isExpired({ status: 'APPROVED', active: true }, '2026-01-01', '2026-11-25')).toBe(false);
    expect(isExpired({ status: 'SENT', active: false }, '2026-01-01', '2026-11-25')).toBe(false);
  });

  it('reads a decline reason and its text from the event detail', () => {
    expect(parseDecline('PRICE')).toEqual({ reason: 'PRICE', comment: null });
    expect(parseDecline('OTHER: Otro proveedor: más barato')).toEqual({
      reason: 'OTHER',
      comment: 'Otro proveedor: más barato',
    });
    expect(parseDecline('texto libre')).toEqual({ reason: null, comment: 'texto libre' });
    expect(parseDecline(null)).toEqual({ reason: null, comment: null });
  });
});
