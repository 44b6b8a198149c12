import { Injectable } from '@nestjs/common';
import { LOCATION_KINDS, type Language, type LocationItem, type LocationSearchResult } from '@freight/shared';
import type { LocationSearchQueryDto } from '@freight/shared/dto';
import { LocationsRepository } from './locations.repository.js';
import { normalizeSearch } from './search-text.js';

@Injectable()
export class LocationsService {
  constructor(private readonly locations: LocationsRepository) {}

  async search(query: LocationSearchQueryDto): Promise<LocationSearchResult> {
    const term = normalizeSearch(query.search);
    // Only punctuation: nothing to look for (and an empty pattern would match every row).
    if (!term) return { items: [] };
    const rows = await this.locations.search({
      term,
      code: term.replace(/ /g, '').toUpperCase(),
      kinds: query.kind ?? LOCATION_KINDS,
      limit: query.limit,
    });
    return { items: rows.map(({ names, ...row }): LocationItem => (names ? { ...row, names } : row)) };
  }

  /** The catalogue's name of each code, in one read (operations name the codes typed without a name). */
  namesOf(codes: readonly string[], language: Language): Promise<Map<string, string>> {
    return this.locations.namesOf(codes, language);
  }
}
