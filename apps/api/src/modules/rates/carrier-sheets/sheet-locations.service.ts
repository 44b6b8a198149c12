import { Injectable } from '@nestjs/common';
import { LOCATION_KINDS_BY_MODE, SERVICE_MODE, type CarrierSheetLocationAlias, type Service } from '@freight/shared';
import type { SaveCarrierSheetLocationAliasesDto } from '@freight/shared/dto';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { AppError } from '../../../common/errors/app-error.js';
import { matchPlace, placeCode, placeKey, type PlaceResolution } from './sheet-places.js';
import { CarrierSheetsRepository } from './carrier-sheets.repository.js';
import { SheetLocationsRepository } from './sheet-locations.repository.js';

const unique = <T>(items: (T | null)[]): T[] => [...new Set(items.filter((i): i is T => i !== null && i !== ''))];

/**
 * A carrier sheet's origin and destination texts read as catalogue locations (UN/LOCODE ports, IATA
 * airports or countries, as the service's pickers offer), and the carrier's remembered aliases.
 */
@Injectable()
export class SheetLocationsService {
  constructor(
    private readonly places: SheetLocationsRepository,
    private readonly sheets: CarrierSheetsRepository,
  ) {}

  private async activeCarrier(carrierId: string) {
    if (!(await this.sheets.activeCarrier(carrierId))) throw new AppError('NOT_FOUND');
  }

  /** Every distinct text resolved with one lookup per tier (never one per row). */
  async resolve(carrierId: string, service: Service, texts: readonly string[]): Promise<Map<string, PlaceResolution>> {
    const kinds = LOCATION_KINDS_BY_MODE[SERVICE_MODE[service]];
    const distinct = unique(texts.map((t) => t.trim()));
    const byCode = await this.places.byCodes(unique(distinct.map(placeCode)), kinds);
    const rest = distinct.filter((t) => !byCode.has(placeCode(t) ?? ''));
    const keys = unique(rest.map(placeKey));
    const byAlias = await this.places.aliasesOf(carrierId, keys);
    const candidates = await this.places.candidates(
      keys.filter((k) => !byAlias.has(k)),
      kinds,
    );
    const lookups = { byCode, byAlias, candidates };
    return new Map(distinct.map((t) => [t, matchPlace(t, lookups)]));
  }

  async aliases(carrierId: string): Promise<CarrierSheetLocationAlias[]> {
    await this.activeCarrier(carrierId);
    const rows = await this.places.listAliases(carrierId);
    return rows.map((r) => ({
      alias: r.alias,
      code: r.location.code,
      name: r.location.name,
      kind: r.location.kind,
      updatedAt: r.updatedAt.toISOString(),
    }));
  }

  /** Adds or changes the given aliases; a code not in the catalogue refuses the whole save. */
  async saveAliases(
    user: AuthUser,
    carrierId: string,
    dto: SaveCarrierSheetLocationAliasesDto,
  ): Promise<CarrierSheetLocationAlias[]> {
    await this.activeCarrier(carrierId);
    const rows: { alias: string; locationId: string }[] = [];
    for (const a of dto.aliases) {
      const alias = placeKey(a.alias);
      if (!alias)
        throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'aliases.alias', rules: ['isNotEmpty'] }] });
      const code = placeCode(a.code);
      const location = code ? await this.places.locationByCode(code) : null;
      if (!location) throw new AppError('RATE_SHEET_LOCATION_CODE_UNKNOWN', { code: a.code });
      rows.push({ alias, locationId: location.id });
    }
    await this.places.saveAliases(carrierId, rows, user.id);
    return this.aliases(carrierId);
  }
}
