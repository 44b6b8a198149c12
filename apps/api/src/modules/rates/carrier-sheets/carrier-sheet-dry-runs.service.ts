import { Injectable } from '@nestjs/common';
import type {
  CarrierSheetDryRunPage,
  CarrierSheetDryRunRow,
  CarrierSheetPrice,
  CarrierSheetRowOutcome,
  ErrorCode,
  Language,
} from '@freight/shared';
import { ERROR_MESSAGES } from '@freight/shared/error-messages';
import type { CarrierSheetDryRunPageQueryDto } from '@freight/shared/dto';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { CarrierSheetDryRunsRepository } from './carrier-sheet-dry-runs.repository.js';
import { ownDryRun } from './carrier-sheet-dry-run.policy.js';
import type { StoredPlaces } from './carrier-sheet-outcomes.js';

/** A dry run's every rate, one outcome a page at a time, for the user who ran it. */
@Injectable()
export class CarrierSheetDryRunsService {
  constructor(private readonly dryRuns: CarrierSheetDryRunsRepository) {}

  async page(
    user: AuthUser,
    dryRunId: string,
    query: CarrierSheetDryRunPageQueryDto,
    language: Language,
  ): Promise<CarrierSheetDryRunPage> {
    const run = ownDryRun(user, await this.dryRuns.find(dryRunId));
    const rows = await this.dryRuns.page(run.id, query.outcome, query.page, query.pageSize);
    return {
      dryRunId: run.id,
      carrierId: run.carrierId,
      fileName: run.fileName,
      expiresAt: run.expiresAt.toISOString(),
      outcome: query.outcome,
      page: query.page,
      pageSize: query.pageSize,
      counts: { created: run.created, updated: run.updated, unchanged: run.unchanged, refused: run.refused },
      items: rows.map((r) => {
        const code = r.code as ErrorCode | null;
        const places = r.places as StoredPlaces | null;
        return {
          ordinal: r.ordinal,
          line: r.line,
          outcome: r.outcome as CarrierSheetRowOutcome,
          lane: r.lane,
          container: r.container,
          price: r.price as CarrierSheetPrice | null,
          previous: r.previous as CarrierSheetPrice | null,
          code,
          column: r.sheetColumn,
          // Stored as a code: the reason reads in the language of whoever pages, not of the dry run.
          reason: code ? ERROR_MESSAGES[code][language] : null,
          origin: places?.origin ?? null,
          destination: places?.destination ?? null,
          details: places?.unknown ? { places: places.unknown } : null,
        } satisfies CarrierSheetDryRunRow;
      }),
    };
  }
}
