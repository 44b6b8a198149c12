import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  CARRIER_SHEET_DRY_RUN_MINUTES,
  CARRIER_SHEET_LIMITS,
  type CarrierSheetImportResult,
  type Language,
} from '@freight/shared';
import type { CarrierSheetImportQueryDto, SaveCarrierSheetMappingDto } from '@freight/shared/dto';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { TimeSlice } from '../../../common/concurrency/time-slice.js';
import { AppError } from '../../../common/errors/app-error.js';
import { readSheet } from '../../operations/import/sheet-read.js';
import { RateBatchRepository } from '../rate-batch.repository.js';
import type { RateChargeWrite, RateWrite } from '../rates.repository.js';
import { canEditService, rateWriteOf } from '../rate-validation.js';
import { locateColumns, placeTexts, planCarrierRates } from './carrier-sheet-rows.js';
import { CarrierSheetDryRunsRepository } from './carrier-sheet-dry-runs.repository.js';
import { ownDryRun } from './carrier-sheet-dry-run.policy.js';
import { SheetOutcomes } from './carrier-sheet-outcomes.js';
import { CarrierSheetsRepository, type SheetRateRow } from './carrier-sheets.repository.js';
import { SheetLocationsService } from './sheet-locations.service.js';

type Write = { data: RateWrite; charges: RateChargeWrite[]; previous: SheetRateRow | null };

/**
 * A carrier's sheet read with its saved mapping. Each rate a row gives is compared with the carrier's
 * current rate of the same lane, service and equipment whose validity overlaps: none is CREATED, an
 * equal one is UNCHANGED, another is UPDATED (a new version of that rate; the old one stays readable).
 * A dry run stores no rate: it keeps every rate's outcome a while for its user to page through (see
 * CarrierSheetDryRunsService). Applying names that dry run and stores one new version of the carrier's
 * sheet that every written rate points at, only if the file and every rate's outcome and write are
 * still what the dry run showed (else 409 RATE_SHEET_DRY_RUN_STALE: check again).
 */
@Injectable()
export class CarrierSheetImportService {
  constructor(
    private readonly sheets: CarrierSheetsRepository,
    private readonly batch: RateBatchRepository,
    private readonly places: SheetLocationsService,
    private readonly dryRuns: CarrierSheetDryRunsRepository,
  ) {}

  async run(
    user: AuthUser,
    carrierId: string,
    file: { name: string; data: Buffer },
    query: CarrierSheetImportQueryDto,
    language: Language,
  ): Promise<CarrierSheetImportResult> {
    const carrier = await this.sheets.activeCarrier(carrierId);
    if (!carrier) throw new AppError('NOT_FOUND');
    const saved = await this.sheets.mapping(carrierId);
    if (!saved) throw new AppError('RATE_SHEET_MAPPING_MISSING');
    const mapping = { ...(saved.mapping as unknown as SaveCarrierSheetMappingDto), name: saved.name };
    if (!canEditService(user, mapping.service))
      throw new AppError('PRICING_MODE_NOT_ALLOWED', { service: mapping.service });

    // Applying names its dry run: the same user's, the same carrier's, unexpired, of the same file.
    const sha = createHash('sha256').update(file.data).digest('hex');
    const applying = query.dryRun ? null : ownDryRun(user, await this.dryRuns.find(query.dryRunId!), carrierId);
    if (applying && applying.fileSha256 !== sha) throw new AppError('RATE_SHEET_DRY_RUN_STALE', { changed: 'sheet' });

    const rows = await readSheet(file.name, file.data, { ...CARRIER_SHEET_LIMITS });
    const header = rows.find((r) => r.line === mapping.headerRow);
    const columns = locateColumns(header, mapping);
    if (!(columns instanceof Map)) throw new AppError('RATE_SHEET_COLUMN_NOT_FOUND', { column: columns.missing });
    const data = rows.filter((r) => r.line > mapping.headerRow);
    const places = await this.places.resolve(carrierId, mapping.service, placeTexts(data, columns, mapping));
    const planned = await planCarrierRates(data, columns, mapping, carrierId, query, places);

    const origins = [...new Set(planned.flatMap((p) => (p.dto ? [p.dto.originCode] : [])))];
    const current = await this.sheets.currentRates(carrierId, mapping.service, origins);
    // Compared in time slices as the rows were checked: other users' requests are served in between.
    const slice = new TimeSlice();
    const byLane = new Map<string, SheetRateRow[]>();
    for (const r of current) {
      await slice.step();
      const key = laneKey(r.originCode, r.destinationCode, r.container);
      const same = byLane.get(key);
      if (same) same.push(r);
      else byLane.set(key, [r]);
    }

    const outcomes = new SheetOutcomes(language, JSON.stringify([saved.name, saved.mapping]));
    const writes: Write[] = [];
    const seen = new Set<string>();
    for (const p of planned) {
      await slice.step();
      if (!p.dto) {
        outcomes.refuse(p, p.fail!);
        continue;
      }
      const key = laneKey(p.dto.originCode, p.dto.destinationCode, p.container);
      // The same lane and equipment twice in one sheet: the first row is the carrier's price.
      if (seen.has(key)) {
        outcomes.refuse(p, { code: 'IMPORT_ROW_KEY_DUPLICATE', column: mapping.columns.origin ?? null, places: null });
        continue;
      }
      seen.add(key);
      const { data, charges } = rateWriteOf(p.dto, user.id, user.id);
      const previous =
        (byLane.get(key) ?? []).find((r) => r.validFrom <= data.validTo && r.validTo >= data.validFrom) ?? null;
      const outcome = !previous ? 'CREATED' : sameRate(previous, data, charges) ? 'UNCHANGED' : 'UPDATED';
      outcomes.priced(p, outcome, { price: charges[0], previous, write: p.dto });
      if (outcome !== 'UNCHANGED') writes.push({ data, charges, previous });
    }
    const { counts, listed, unlisted } = outcomes;
    const digest = outcomes.digest();
    if (query.dryRun) {
      const expiresAt = new Date(Date.now() + CARRIER_SHEET_DRY_RUN_MINUTES * 60_000);
      const run = { userId: user.id, carrierId, fileName: file.name, fileSha256: sha, digest, expiresAt, ...counts };
      const { id } = await this.dryRuns.create(run, outcomes.stored);
      return {
        dryRun: true,
        dryRunId: id,
        expiresAt: expiresAt.toISOString(),
        version: null,
        counts,
        rows: listed,
        unlisted,
      };
    }
    // Every rate's outcome and write as the dry run had them, against the same current rates, or nothing.
    if (digest !== applying!.digest) throw new AppError('RATE_SHEET_DRY_RUN_STALE', { changed: 'outcomes' });

    const version = await this.sheets.transaction(async (tx) => {
      const v = await this.sheets.createVersion(tx, { carrierId, fileName: file.name, createdBy: user.id, ...counts });
      const stamped = writes.map((w) => ({ ...w, data: { ...w.data, sheetVersionId: v.id, createdBy: user.id } }));
      if (!(await this.batch.insertVersions(tx, stamped))) throw new AppError('WRITE_CONFLICT');
      await this.dryRuns.remove(tx, applying!.id);
      return v.version;
    });
    return { dryRun: false, dryRunId: null, expiresAt: null, version, counts, rows: listed, unlisted };
  }
}

const laneKey = (origin: string, destination: string, container: string | null | undefined) =>
  `${origin}|${destination}|${container ?? ''}`;

type Dec = { equals(v: string): boolean } | null;
const sameDec = (a: Dec, b: string | null) => (a === null || b === null ? a === b : a.equals(b));

/** The sheet's row says what the rate already says (names, validity, days, remarks, every amount). */
function sameRate(r: SheetRateRow, data: RateWrite, charges: RateChargeWrite[]): boolean {
  const day = (d: Date | string) => new Date(d).getTime();
  if (
    r.originName !== data.originName ||
    r.destinationName !== data.destinationName ||
    day(r.validFrom) !== day(data.validFrom) ||
    day(r.validTo) !== day(data.validTo) ||
    r.transitDays !== (data.transitDays ?? null) ||
    r.freeDays !== (data.freeDays ?? null) ||
    r.comments !== (data.comments ?? null) ||
    r.charges.length !== charges.length
  )
    return false;
  return charges.every((c, i) => {
    const o = r.charges[i];
    return (
      o.chargeCodeId === c.chargeCodeId &&
      o.currency === c.currency &&
      o.calculator === c.calculator &&
      o.rangeBasis === c.rangeBasis &&
      sameDec(o.amount, c.amount) &&
      sameDec(o.minimumAmount, c.minimumAmount) &&
      o.ranges.length === c.ranges.length &&
      c.ranges.every(
        (x, j) =>
          sameDec(o.ranges[j].from, x.from) && sameDec(o.ranges[j].to, x.to) && sameDec(o.ranges[j].amount, x.amount),
      )
    );
  });
}
