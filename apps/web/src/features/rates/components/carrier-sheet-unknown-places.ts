import type { CarrierSheetImportResult, CarrierSheetUnknownPlace } from '@freight/shared';

export type UnknownPlace = CarrierSheetUnknownPlace & { lines: number[] };

/** Each place text the dry run could not read, once, with the rows it refused. */
export function unknownPlaces(result: CarrierSheetImportResult): UnknownPlace[] {
  const byText = new Map<string, UnknownPlace>();
  for (const row of result.rows)
    for (const place of row.details?.places ?? []) {
      const known = byText.get(place.text);
      if (!known) byText.set(place.text, { ...place, lines: [row.line] });
      else if (!known.lines.includes(row.line)) known.lines.push(row.line);
    }
  return [...byText.values()];
}
