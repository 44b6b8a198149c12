import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { decimalText } from '@freight/shared';
import type { Tx } from '../../common/prisma/prisma.service.js';
import type { RateChargeWrite, RateWrite } from './rates.repository.js';

/** A rate a sheet writes: a new family, or the next version of `previous` (which it closes). */
export type BatchRate = {
  data: RateWrite & { sheetVersionId: string; createdBy: string };
  charges: RateChargeWrite[];
  previous: { id: string; rateKey: string; version: number } | null;
};

// Rates per INSERT: each column travels as one array parameter, so a batch is a handful of parameters.
export const RATE_BATCH_SIZE = 2000;

const day = (d: Date | string) => new Date(d).toISOString().slice(0, 10);
/** A decimal write as exact text (the rate's own string, or a Decimal's full digits). */
const optionalDecimal = (v: RateWrite['cbmRatio']) => (v === null || v === undefined ? null : decimalText(v));
const column = <T, V>(rows: T[], pick: (r: T) => V) => rows.map(pick);

/**
 * A carrier sheet's rate versions written with set-based INSERTs (rates, then charges, then ranges) in
 * the caller's transaction: 60,000 rates are a few dozen statements instead of 200,000 single-row ones.
 * Every value is a bound array parameter (unnest), never SQL text.
 */
@Injectable()
export class RateBatchRepository {
  /** False when another edit closed one of the previous versions first (nothing is kept: the caller rolls back). */
  async insertVersions(tx: Tx, rates: BatchRate[]): Promise<boolean> {
    for (let i = 0; i < rates.length; i += RATE_BATCH_SIZE) {
      if (!(await this.insertBatch(tx, rates.slice(i, i + RATE_BATCH_SIZE)))) return false;
    }
    return true;
  }

  private async insertBatch(tx: Tx, batch: BatchRate[]): Promise<boolean> {
    const previousIds = batch.flatMap((r) => (r.previous ? [r.previous.id] : []));
    // The owner was told a previous version expires: the same end date on the next version is not news.
    const closed = previousIds.length
      ? await tx.$queryRaw<{ id: string; valid_to: Date; expiry_notified_at: Date | null }[]>`
          UPDATE rates SET current = false, updated_at = now()
          WHERE id = ANY(${previousIds}::uuid[]) AND current
          RETURNING id, valid_to, expiry_notified_at`
      : [];
    if (closed.length !== previousIds.length) return false;
    const before = new Map(closed.map((c) => [c.id, c]));

    const rows = batch.map((r) => {
      const prev = r.previous ? before.get(r.previous.id)! : null;
      const told = prev && day(prev.valid_to) === day(r.data.validTo) ? prev.expiry_notified_at : null;
      const id = randomUUID();
      return {
        id,
        rateKey: r.previous?.rateKey ?? id,
        version: (r.previous?.version ?? 0) + 1,
        told: told ? told.toISOString() : null,
        d: r.data,
      };
    });
    await tx.$executeRaw`
      INSERT INTO rates (id, rate_key, version, current, direction, term, transport_mode, service, container,
        origin_code, origin_name, destination_code, destination_name, valid_from, valid_to, cbm_ratio,
        description, route, transit_days, frequency, comments, free_days, stackable, owner_id, carrier_id,
        expiry_notified_at, created_by, updated_at, updated_by, sheet_version_id)
      SELECT t.id, t.rate_key, t.version, true, t.direction, t.term, t.transport_mode::"TransportMode",
        t.service::"Service", t.container, t.origin_code, t.origin_name, t.destination_code, t.destination_name,
        t.valid_from, t.valid_to, t.cbm_ratio, t.description, t.route, t.transit_days, t.frequency, t.comments,
        t.free_days, t.stackable, t.owner_id, t.carrier_id, t.expiry_notified_at, t.created_by, now(),
        t.updated_by, t.sheet_version_id
      FROM unnest(
        ${column(rows, (r) => r.id)}::uuid[], ${column(rows, (r) => r.rateKey)}::uuid[],
        ${column(rows, (r) => r.version)}::int[], ${column(rows, (r) => r.d.direction ?? 'BUY')}::text[],
        ${column(rows, (r) => r.d.term ?? 'SPOT')}::text[], ${column(rows, (r) => r.d.transportMode)}::text[],
        ${column(rows, (r) => r.d.service)}::text[], ${column(rows, (r) => r.d.container ?? null)}::text[],
        ${column(rows, (r) => r.d.originCode)}::text[], ${column(rows, (r) => r.d.originName)}::text[],
        ${column(rows, (r) => r.d.destinationCode)}::text[], ${column(rows, (r) => r.d.destinationName)}::text[],
        ${column(rows, (r) => day(r.d.validFrom))}::date[], ${column(rows, (r) => day(r.d.validTo))}::date[],
        ${column(rows, (r) => optionalDecimal(r.d.cbmRatio))}::numeric[], ${column(rows, (r) => r.d.description)}::text[],
        ${column(rows, (r) => r.d.route ?? null)}::text[], ${column(rows, (r) => r.d.transitDays ?? null)}::int[],
        ${column(rows, (r) => r.d.frequency ?? null)}::text[], ${column(rows, (r) => r.d.comments ?? null)}::text[],
        ${column(rows, (r) => r.d.freeDays ?? null)}::int[], ${column(rows, (r) => r.d.stackable ?? null)}::text[],
        ${column(rows, (r) => r.d.ownerId)}::uuid[], ${column(rows, (r) => r.d.carrierId)}::uuid[],
        ${column(rows, (r) => r.told)}::timestamptz[], ${column(rows, (r) => r.d.createdBy)}::uuid[],
        ${column(rows, (r) => r.d.updatedBy ?? null)}::uuid[], ${column(rows, (r) => r.d.sheetVersionId)}::uuid[]
      ) AS t(id, rate_key, version, direction, term, transport_mode, service, container, origin_code, origin_name,
             destination_code, destination_name, valid_from, valid_to, cbm_ratio, description, route, transit_days,
             frequency, comments, free_days, stackable, owner_id, carrier_id, expiry_notified_at, created_by,
             updated_by, sheet_version_id)`;

    const charges = batch.flatMap((r, i) =>
      r.charges.map((c, index) => ({ id: randomUUID(), rateId: rows[i].id, index, c })),
    );
    if (charges.length)
      await tx.$executeRaw`
        INSERT INTO rate_charges (id, rate_id, index, charge_code_id, description, currency, calculator, amount,
          unit, freight, range_basis, minimum_amount, minimum_below)
        SELECT * FROM unnest(
          ${column(charges, (x) => x.id)}::uuid[], ${column(charges, (x) => x.rateId)}::uuid[],
          ${column(charges, (x) => x.index)}::int[], ${column(charges, (x) => x.c.chargeCodeId)}::uuid[],
          ${column(charges, (x) => x.c.description)}::text[], ${column(charges, (x) => x.c.currency)}::text[],
          ${column(charges, (x) => x.c.calculator)}::text[], ${column(charges, (x) => x.c.amount)}::numeric[],
          ${column(charges, (x) => x.c.unit)}::text[], ${column(charges, (x) => x.c.freight)}::boolean[],
          ${column(charges, (x) => x.c.rangeBasis)}::text[], ${column(charges, (x) => x.c.minimumAmount)}::numeric[],
          ${column(charges, (x) => x.c.minimumBelow)}::numeric[])`;

    const ranges = charges.flatMap((x) =>
      x.c.ranges.map((g, index) => ({ id: randomUUID(), chargeId: x.id, index, g })),
    );
    if (ranges.length)
      await tx.$executeRaw`
        INSERT INTO rate_ranges (id, charge_id, index, range_from, range_to, amount)
        SELECT * FROM unnest(
          ${column(ranges, (x) => x.id)}::uuid[], ${column(ranges, (x) => x.chargeId)}::uuid[],
          ${column(ranges, (x) => x.index)}::int[], ${column(ranges, (x) => x.g.from)}::numeric[],
          ${column(ranges, (x) => x.g.to)}::numeric[], ${column(ranges, (x) => x.g.amount)}::numeric[])`;
    return true;
  }
}
