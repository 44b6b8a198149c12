import type { ChargeCodeItem, CostRequestInfo, Service } from '@freight/shared';
import { describe, expect, it } from 'vitest';
import { QUEUED_POLL_MS, queuedPollInterval } from '../api/queued-poll';
import { chargeCodesForMode, defaultQuantityFor } from './agent-quote-helpers';

const code = (concept: string, flags: Partial<ChargeCodeItem>): ChargeCodeItem => ({
  id: concept,
  concept,
  description: concept,
  descriptionEn: concept,
  descriptionPt: concept,
  taxed: false,
  air: false,
  sea: false,
  road: false,
  express: false,
  insurance: false,
  active: true,
  updatedAt: '2026-01-01T00:00:00Z',
  ...flags,
});

const request = (patch: Partial<CostRequestInfo>): CostRequestInfo => ({
  id: 'r1',
  provider: { id: 'p1', code: 'SHAPAC', name: 'Shanghai Pacific' },
  email: 'a@b.test',
  createdAt: new Date(0).toISOString(),
  sentAt: null,
  answeredAt: null,
  answeredByMailAt: null,
  bouncedAt: null,
  expiresAt: new Date(0).toISOString(),
  answerBy: null,
  firstOpenedAt: null,
  declinedAt: null,
  declineReason: null,
  declineText: null,
  cancelledAt: null,
  state: 'QUEUED',
  files: [],
  questions: [],
  mailCount: 0,
  pendingDrafts: 0,
  ...patch,
});

describe('agent quote', () => {
  it("offers only the quotation's mode charge codes (no AFT or AWB on a sea LCL)", () => {
    const codes = [
      code('OFT', { sea: true }),
      code('AFT', { air: true }),
      code('AWB', { air: true }),
      code('DOC', { sea: true, air: true }),
    ];
    expect(chargeCodesForMode(codes, 'SEA').map((c) => c.concept)).toEqual(['OFT', 'DOC']);
    expect(chargeCodesForMode(codes, 'AIR').map((c) => c.concept)).toEqual(['AFT', 'AWB', 'DOC']);
  });

  it('starts quantities at the chargeable W/M or kg of loose cargo, the units of a full load, else 1', () => {
    const base = { packages: 2, pallets: 0, weightKg: 200, volumeM3: 2.4 };
    const q = (service: Service, chargeable: number, chargeableUnit: 'WM' | 'KG', containers = 0, trucks = 0) => ({
      service,
      totals: { ...base, chargeable, chargeableUnit },
      containers: containers ? [{ quantity: containers, type: '40HC' }] : [],
      trucks: trucks ? [{ quantity: trucks, type: 'CURT' }] : [],
    });
    expect(defaultQuantityFor(q('SEA_LCL', 2.4, 'WM'))).toBe(2.4);
    expect(defaultQuantityFor(q('AIR_LSE', 400, 'KG'))).toBe(400);
    expect(defaultQuantityFor(q('SEA_LCL', 0, 'WM'))).toBe(1);
    // Issue 36: a full load starts at its containers or trucks, whatever W/M its weight would give.
    expect(defaultQuantityFor(q('SEA_FCL', 36, 'WM', 2))).toBe(2);
    expect(defaultQuantityFor(q('ROAD_FTL', 0, 'KG', 0, 3))).toBe(3);
  });
});

describe('cost request rows', () => {
  const now = 10 * 60_000;
  it('poll while a recent request is still queued, and stop once every mail left', () => {
    expect(queuedPollInterval([request({ createdAt: new Date(now - 1000).toISOString() })], now)).toBe(QUEUED_POLL_MS);
    expect(
      queuedPollInterval(
        [request({ createdAt: new Date(now - 1000).toISOString(), sentAt: new Date(now).toISOString() })],
        now,
      ),
    ).toBe(false);
    // A mail that has not left in minutes is not worth polling for (the push or a reload will tell).
    expect(queuedPollInterval([request({ createdAt: new Date(0).toISOString() })], now)).toBe(false);
    expect(queuedPollInterval(undefined, now)).toBe(false);
  });
});
