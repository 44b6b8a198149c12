import { Injectable } from '@nestjs/common';
import type { CarrierSheetRowOutcome } from '@freight/shared';
import { PrismaService, type Tx } from '../../../common/prisma/prisma.service.js';

/** One rate of a dry run as stored (the JSON columns hold CarrierSheetPrice and the places). */
export type DryRunRowWrite = {
  outcome: CarrierSheetRowOutcome;
  ordinal: number;
  line: number;
  lane: string;
  container: string | null;
  code: string | null;
  column: string | null;
  price: unknown;
  previous: unknown;
  places: unknown;
};

export type DryRunWrite = {
  userId: string;
  carrierId: string;
  fileName: string;
  fileSha256: string;
  digest: string;
  expiresAt: Date;
} & Record<'created' | 'updated' | 'unchanged' | 'refused', number>;

// Rows per INSERT: a few hundred kB of JSON, made in a few ms (the event loop is not held longer).
const ROW_BATCH = 2000;

/** Dry runs of carrier sheets and their every rate, kept until they expire. */
@Injectable()
export class CarrierSheetDryRunsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Stores a dry run and its rows in one transaction (set-based INSERTs), first dropping expired ones. */
  create(run: DryRunWrite, rows: DryRunRowWrite[]): Promise<{ id: string }> {
    return this.prisma.transaction(
      async (tx) => {
        // Expired dry runs go as new ones come: no scheduler, and the table holds about an hour of them.
        await tx.rateSheetDryRun.deleteMany({ where: { expiresAt: { lt: new Date() } } });
        const { id } = await tx.rateSheetDryRun.create({ data: run, select: { id: true } });
        for (let i = 0; i < rows.length; i += ROW_BATCH) await this.insertRows(tx, id, rows.slice(i, i + ROW_BATCH));
        return { id };
      },
      { timeout: 120_000 },
    );
  }

  private async insertRows(tx: Tx, id: string, rows: DryRunRowWrite[]) {
    // One JSON parameter per batch, unpacked by PostgreSQL: cheaper to send than a dozen arrays of values.
    await tx.$executeRaw`
      INSERT INTO rate_sheet_dry_run_rows (dry_run_id, outcome, ordinal, line, lane, container, code, sheet_column,
        price, previous, places)
      SELECT ${id}::uuid, t.outcome, t.ordinal, t.line, t.lane, t.container, t.code, t.column, t.price, t.previous,
        t.places
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS t(outcome text, ordinal int, line int, lane text,
        container text, code text, "column" text, price jsonb, previous jsonb, places jsonb)`;
  }

  find(id: string) {
    return this.prisma.rateSheetDryRun.findUnique({ where: { id } });
  }

  /** One page of an outcome's rows: a range of the primary key (ordinals are dense), so any page is as fast. */
  page(id: string, outcome: CarrierSheetRowOutcome, page: number, pageSize: number) {
    const after = (page - 1) * pageSize;
    return this.prisma.rateSheetDryRunRow.findMany({
      where: { dryRunId: id, outcome, ordinal: { gt: after, lte: after + pageSize } },
      orderBy: { ordinal: 'asc' },
    });
  }

  /** Dropped once applied: its rates are stored, and the same id cannot apply twice. */
  async remove(tx: Tx, id: string) {
    await tx.rateSheetDryRun.deleteMany({ where: { id } });
  }
}
