import type { CarrierSheetField, CarrierSheetMapping } from '@freight/shared';
import type { SaveCarrierSheetMappingDto } from '@freight/shared/dto';

/** The wizard's mapping as edited: price columns keep both a container and a break, the service picks which is sent. */
export type MappingValues = {
  name: string;
  headerRow: number;
  service: string;
  chargeCodeId: string;
  columns: Partial<Record<CarrierSheetField, string>>;
  prices: { column: string; container: string; from: number }[];
  currency: string;
  validFrom: string;
  validTo: string;
};

/** FCL sheets price per container; every other service by weight breaks. */
export const byEquipment = (service: string) => service === 'SEA_FCL';

export function mappingValues(saved: CarrierSheetMapping | null | undefined, carrierLabel: string): MappingValues {
  if (!saved)
    return {
      name: carrierLabel,
      headerRow: 1,
      service: 'SEA_FCL',
      chargeCodeId: '',
      columns: {},
      prices: [],
      currency: 'USD',
      validFrom: '',
      validTo: '',
    };
  return {
    name: saved.name,
    headerRow: saved.headerRow,
    service: saved.service,
    chargeCodeId: saved.chargeCodeId,
    columns: { ...saved.columns },
    prices: byEquipment(saved.service)
      ? saved.equipment.map((e) => ({ column: e.column, container: e.container, from: 0 }))
      : saved.weightBreaks.map((w) => ({ column: w.column, container: '', from: w.from })),
    currency: saved.currency ?? '',
    validFrom: saved.validFrom ?? '',
    validTo: saved.validTo ?? '',
  };
}

/** The values as the API's mapping: empty fields left out. */
export function mappingBody(v: MappingValues): SaveCarrierSheetMappingDto {
  const columns = Object.fromEntries(Object.entries(v.columns).filter(([, c]) => c));
  return {
    name: v.name.trim(),
    headerRow: v.headerRow,
    service: v.service,
    chargeCodeId: v.chargeCodeId,
    columns,
    equipment: byEquipment(v.service) ? v.prices.map((p) => ({ column: p.column, container: p.container })) : [],
    weightBreaks: byEquipment(v.service) ? [] : v.prices.map((p) => ({ column: p.column, from: p.from })),
    currency: v.currency || null,
    validFrom: v.validFrom || null,
    validTo: v.validTo || null,
  } as unknown as SaveCarrierSheetMappingDto;
}
