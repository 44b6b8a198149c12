import {
  CONTAINER_TYPES,
  type ContainerType,
  type MeasureSystem,
  type PackageKind,
  type Service,
} from '../reference/constants.js';

/**
 * Cargo maths shared by the request form (live totals) and the server (stored totals and checks).
 * Dimensions per unit in cm (or in), weight per unit in kg (or lb).
 */
export type PackingLineInput = {
  kind: PackageKind;
  quantity: number;
  weight: number;
  length: number;
  width: number;
  height: number;
};
export type ContainerInput = { quantity: number; type: ContainerType };

export const LB_TO_KG = 0.45359237;
export const IN_TO_CM = 2.54;

/** Industry rules for chargeable weight, stated in the UI. */
export const CHARGEABLE_RULES = {
  /** IATA: 1 m3 = 166.67 kg (volume in cm3 / 6000). */
  AIR_DIVISOR_CM3_PER_KG: 6000,
  /** Courier services: volume in cm3 / 5000. */
  EXPRESS_DIVISOR_CM3_PER_KG: 5000,
  /** Road groupage: 1 m3 = 333 kg. */
  ROAD_KG_PER_M3: 333,
  /** Sea W/M: 1 revenue ton = 1,000 kg or 1 m3, whichever is greater. */
  SEA_KG_PER_M3: 1000,
} as const;

export type CargoTotals = {
  packages: number;
  pallets: number;
  weightKg: number;
  volumeM3: number;
  /** kg for air, express and road; revenue tons (W/M) for sea. */
  chargeable: number;
  chargeableUnit: 'KG' | 'WM';
};

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

export function toMetric(line: PackingLineInput, system: MeasureSystem): PackingLineInput {
  if (system === 'METRIC') return line;
  return {
    ...line,
    weight: line.weight * LB_TO_KG,
    length: line.length * IN_TO_CM,
    width: line.width * IN_TO_CM,
    height: line.height * IN_TO_CM,
  };
}

export function cargoTotals(
  lines: readonly PackingLineInput[],
  service: Service,
  system: MeasureSystem = 'METRIC',
): CargoTotals {
  let weightKg = 0;
  let volumeCm3 = 0;
  let packages = 0;
  let pallets = 0;
  for (const raw of lines) {
    const l = toMetric(raw, system);
    weightKg += l.quantity * l.weight;
    volumeCm3 += l.quantity * l.length * l.width * l.height;
    if (l.kind === 'PALLETS') pallets += l.quantity;
    else packages += l.quantity;
  }
  const volumeM3 = volumeCm3 / 1_000_000;
  let chargeable: number;
  let chargeableUnit: CargoTotals['chargeableUnit'] = 'KG';
  if (service.startsWith('AIR')) chargeable = Math.max(weightKg, volumeCm3 / CHARGEABLE_RULES.AIR_DIVISOR_CM3_PER_KG);
  else if (service === 'EXPRESS')
    chargeable = Math.max(weightKg, volumeCm3 / CHARGEABLE_RULES.EXPRESS_DIVISOR_CM3_PER_KG);
  else if (service.startsWith('ROAD')) chargeable = Math.max(weightKg, volumeM3 * CHARGEABLE_RULES.ROAD_KG_PER_M3);
  else {
    chargeable = Math.max(weightKg / CHARGEABLE_RULES.SEA_KG_PER_M3, volumeM3);
    chargeableUnit = 'WM';
  }
  return {
    packages,
    pallets,
    weightKg: round(weightKg, 2),
    volumeM3: round(volumeM3, 3),
    chargeable: round(chargeable, 3),
    chargeableUnit,
  };
}

export type CapacityProblem = { kind: 'WEIGHT' | 'VOLUME'; containers: string; cargo: number; capacity: number };

/** Whether the cargo fits the chosen containers; the problem names them ("2 x 20GP"). Volume 0 (flat/platform) is not limited. */
export function containerCapacityProblem(
  containers: readonly ContainerInput[],
  totals: Pick<CargoTotals, 'weightKg' | 'volumeM3'>,
): CapacityProblem | null {
  if (containers.length === 0) return null;
  const label = containers.map((c) => `${c.quantity} x ${c.type}`).join(' + ');
  const maxWeight = containers.reduce((s, c) => s + c.quantity * CONTAINER_TYPES[c.type].maxPayloadKg, 0);
  if (totals.weightKg > maxWeight)
    return { kind: 'WEIGHT', containers: label, cargo: totals.weightKg, capacity: maxWeight };
  const unlimited = containers.some((c) => CONTAINER_TYPES[c.type].volumeM3 === 0);
  const maxVolume = containers.reduce((s, c) => s + c.quantity * CONTAINER_TYPES[c.type].volumeM3, 0);
  if (!unlimited && totals.volumeM3 > maxVolume)
    return { kind: 'VOLUME', containers: label, cargo: totals.volumeM3, capacity: round(maxVolume, 3) };
  return null;
}
