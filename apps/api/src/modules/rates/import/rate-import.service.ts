import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { rateFormProblems, type RateImportError, type RateImportResult } from '@freight/shared';
import type { SaveRateDto } from '@freight/shared/dto';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { AppError } from '../../../common/errors/app-error.js';
import { readSheet } from '../../operations/import/sheet-read.js';
import { RATE_SLOT_CODES, RateValidation, canEditService } from '../rate-validation.js';
import { RateSourcesRepository } from '../rate-sources.repository.js';
import { RatesRepository } from '../rates.repository.js';
import { isRowError, mapRateHeader, parseRateRow, type ParsedChargeRow } from './rate-sheet-rows.js';

type Group = { rate: string; rows: ParsedChargeRow[] };
type Planned = { group: Group; dto: SaveRateDto; importKey: string };

/**
 * Rates from the template (XLSX or CSV, one row per charge, grouped by the "rate" column). Each rate
 * is checked as the form checks it; a rate with any bad row is not stored and every bad row is listed
 * with its reason. The content's hash is the rate's import key, so the same file imported again
 * stores nothing new. A dry run plans the same and stores nothing.
 */
@Injectable()
export class RateImportService {
  constructor(
    private readonly sources: RateSourcesRepository,
    private readonly rates: RatesRepository,
    private readonly validation: RateValidation,
  ) {}

  async run(user: AuthUser, fileName: string, data: Buffer, dryRun: boolean): Promise<RateImportResult> {
    const [header, ...lines] = await readSheet(fileName, data);
    if (!header) throw new AppError('IMPORT_FILE_UNREADABLE');
    const cols = mapRateHeader(header.cells);
    if (!cols) throw new AppError('IMPORT_RATE_COLUMNS_MISSING');

    const errors: RateImportError[] = [];
    const groups = new Map<string, Group>();
    const badRates = new Set<string>();
    for (const { line, cells } of lines) {
      const parsed = parseRateRow(cells, line, cols);
      if (isRowError(parsed)) {
        errors.push(parsed);
        const key = cols.rate === undefined ? '' : String(cells[cols.rate] ?? '').trim();
        if (key) badRates.add(key);
        continue;
      }
      const g = groups.get(parsed.rate) ?? { rate: parsed.rate, rows: [] };
      g.rows.push(parsed);
      groups.set(parsed.rate, g);
    }

    const [carriers, codes] = await this.sources.activeCodes();
    const carrierOf = new Map(carriers.map((c) => [c.code.toUpperCase(), c.id]));
    const codeOf = new Map(codes.map((c) => [c.concept.toUpperCase(), c.id]));

    const planned: Planned[] = [];
    for (const group of groups.values()) {
      const first = group.rows[0];
      const rowErrors: RateImportError[] = [];
      const carrierId = carrierOf.get(first.fields.carrier);
      if (!carrierId) rowErrors.push({ line: first.line, column: 'carrier', code: 'IMPORT_ROW_CARRIER_UNKNOWN' });
      if (!canEditService(user, first.fields.service))
        rowErrors.push({ line: first.line, column: 'service', code: 'PRICING_MODE_NOT_ALLOWED' });
      const charges = group.rows.map((r) => {
        const chargeCodeId = codeOf.get(r.charge.chargeCode);
        if (!chargeCodeId)
          rowErrors.push({ line: r.line, column: 'chargeCode', code: 'IMPORT_ROW_CHARGE_CODE_UNKNOWN' });
        const { chargeCode: _code, ...charge } = r.charge;
        return { ...charge, chargeCodeId: chargeCodeId ?? null };
      });
      const { carrier: _carrier, ...fields } = first.fields;
      const dto: SaveRateDto = { ...fields, carrierId: carrierId ?? '', charges };
      // The form's rules: a charge's problem is its row's; the validity is the rate's first row's.
      for (const f of rateFormProblems(dto).fields) {
        const m = /^charges\.(\d+)\.([a-zA-Z]+)/.exec(f.field);
        const row = m ? group.rows[Number(m[1])] : first;
        const column = m ? (m[2] === 'chargeCodeId' ? 'chargeCode' : m[2]) : f.field;
        const slot = rateFormProblems({ ...dto, charges: m ? [dto.charges[Number(m[1])]] : [] }).slots.find(
          (s) => s !== 'NO_CHARGES',
        );
        if (m && column === 'chargeCode') continue; // already reported as an unknown code
        rowErrors.push({ line: row.line, column, code: slot ? RATE_SLOT_CODES[slot] : 'IMPORT_ROW_RATE_INVALID' });
      }
      if (badRates.has(group.rate) || rowErrors.length) {
        errors.push(...rowErrors);
        badRates.add(group.rate);
        continue;
      }
      planned.push({ group, dto, importKey: importKeyOf(dto) });
    }
    errors.sort((a, b) => a.line - b.line);

    const known = await this.sources.takenImportKeys(planned.map((p) => p.importKey));
    const fresh = planned.filter((p) => !known.has(p.importKey));
    if (!dryRun) {
      const writes: (Awaited<ReturnType<RateValidation['check']>> & { importKey: string })[] = [];
      for (const p of fresh) writes.push({ ...(await this.validation.check(user, p.dto)), importKey: p.importKey });
      await this.rates.transaction(async (tx) => {
        for (const w of writes)
          await this.rates.create({ ...w.data, importKey: w.importKey, createdBy: user.id }, w.charges, tx);
      });
    }
    return {
      dryRun,
      created: fresh.map((p) => ({
        rate: p.group.rate,
        line: p.group.rows[0].line,
        lane: `${p.dto.originCode} → ${p.dto.destinationCode}`,
      })),
      unchanged: planned.length - fresh.length,
      errors,
      rejected: [...badRates].sort(),
    };
  }
}

/** The rate's content (not the file's own key): the same rate in any file is the same import. */
function importKeyOf(dto: SaveRateDto): string {
  return `sheet:${createHash('sha256').update(JSON.stringify(dto)).digest('hex')}`;
}
