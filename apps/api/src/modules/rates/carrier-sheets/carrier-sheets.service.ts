import { Injectable } from '@nestjs/common';
import {
  CARRIER_SHEET_LIMITS,
  CARRIER_SHEET_PREVIEW_ROWS,
  type CarrierSheetMapping,
  type CarrierSheetPreview,
  type CarrierSheetVersionItem,
} from '@freight/shared';
import type { SaveCarrierSheetMappingDto } from '@freight/shared/dto';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { AppError } from '../../../common/errors/app-error.js';
import { readSheet } from '../../operations/import/sheet-read.js';
import { canEditService } from '../rate-validation.js';
import { cellText, mappingIsValid } from './carrier-sheet-rows.js';
import { CarrierSheetsRepository } from './carrier-sheets.repository.js';

// Columns a preview shows at most (a sheet may be wider; the mapping picks among these).
const PREVIEW_COLUMNS = 60;
const PREVIEW_CELL = 200;

/** A carrier's saved sheet mapping, the preview of an upload's first rows, and the sheet's versions. */
@Injectable()
export class CarrierSheetsService {
  constructor(private readonly sheets: CarrierSheetsRepository) {}

  async carrier(carrierId: string) {
    const carrier = await this.sheets.activeCarrier(carrierId);
    if (!carrier) throw new AppError('NOT_FOUND');
    return carrier;
  }

  /** The first rows as read (off the event loop, under the import limits), so the user picks the header and columns. */
  async preview(file: { name: string; data: Buffer }): Promise<CarrierSheetPreview> {
    const rows = await readSheet(file.name, file.data, { ...CARRIER_SHEET_LIMITS });
    return {
      rows: rows.slice(0, CARRIER_SHEET_PREVIEW_ROWS).map((r) => ({
        line: r.line,
        cells: r.cells.slice(0, PREVIEW_COLUMNS).map((c) => cellText(c).slice(0, PREVIEW_CELL)),
      })),
    };
  }

  async mapping(carrierId: string): Promise<{ mapping: CarrierSheetMapping | null }> {
    await this.carrier(carrierId);
    const row = await this.sheets.mapping(carrierId);
    if (!row) return { mapping: null };
    const m = row.mapping as unknown as SaveCarrierSheetMappingDto;
    return {
      mapping: {
        carrierId,
        name: row.name,
        headerRow: m.headerRow,
        service: m.service,
        chargeCodeId: m.chargeCodeId,
        columns: { ...m.columns },
        equipment: m.equipment,
        weightBreaks: m.weightBreaks,
        currency: m.currency ?? null,
        validFrom: m.validFrom ?? null,
        validTo: m.validTo ?? null,
        updatedAt: row.updatedAt.toISOString(),
      },
    };
  }

  async saveMapping(
    user: AuthUser,
    carrierId: string,
    dto: SaveCarrierSheetMappingDto,
  ): Promise<{ mapping: CarrierSheetMapping | null }> {
    await this.carrier(carrierId);
    if (!canEditService(user, dto.service)) throw new AppError('PRICING_MODE_NOT_ALLOWED', { service: dto.service });
    if (!mappingIsValid(dto)) throw new AppError('RATE_SHEET_MAPPING_INVALID');
    if (!(await this.sheets.activeChargeCode(dto.chargeCodeId))) throw new AppError('IMPORT_ROW_CHARGE_CODE_UNKNOWN');
    const stored = {
      headerRow: dto.headerRow,
      service: dto.service,
      chargeCodeId: dto.chargeCodeId,
      columns: { ...dto.columns },
      equipment: dto.equipment.map((e) => ({ column: e.column, container: e.container })),
      weightBreaks: dto.weightBreaks.map((w) => ({ column: w.column, from: w.from })),
      currency: dto.currency ?? null,
      validFrom: dto.validFrom ?? null,
      validTo: dto.validTo ?? null,
    };
    await this.sheets.saveMapping(carrierId, dto.name, stored, user.id);
    return this.mapping(carrierId);
  }

  async versions(carrierId: string): Promise<CarrierSheetVersionItem[]> {
    await this.carrier(carrierId);
    const rows = await this.sheets.versions(carrierId);
    return rows.map((v) => ({
      id: v.id,
      version: v.version,
      fileName: v.fileName,
      createdAt: v.createdAt.toISOString(),
      createdBy: v.creator,
      created: v.created,
      updated: v.updated,
      unchanged: v.unchanged,
      refused: v.refused,
      rates: v._count.rates,
    }));
  }
}
