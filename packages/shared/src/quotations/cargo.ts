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
export type ContainerInput = { quantity: number; type: ContainerType; weight?: number; weightToConfirm?: boolean };

/**
 * Services priced by a chargeable quantity (W/M or kg): loose cargo. Full containers and full trucks
 * are priced per unit, so a W/M or chargeable weight means nothing there and lists leave it out.
 */
export function hasChargeableQuantity(service: Service): boolean {
  return service !== 'SEA_FCL' && service !== 'ROAD_FTL';
}

/** Cargo weight of full containers (kg): each line's weight per container times its quantity; unknown ones count 0. */
export function containersWeightKg(containers: readonly ContainerInput[], system: MeasureSystem = 'METRIC'): number {
  const factor = system === 'IMPERIAL' ? LB_TO_KG : 1;
  return round(
    containers.reduce((sum, c) => sum + c.quantity * (c.weight ?? 0) * factor, 0),
    2,
  );
}

/**
 * The quantity an agent's or analyst's new charge starts with: the chargeable W/M or kg of loose
 * cargo, the number of containers or trucks of a full load, else 1.
 */
export function defaultChargeQuantity(q: {
  service: Service;
  totals: Pick<CargoTotals, 'chargeable'>;
  containers?: readonly { quantity: number }[];
  trucks?: readonly { quantity: number }[];
}): number {
  const units = (lines: readonly { quantity: number }[] | undefined) =>
    (lines ?? []).reduce((s, l) => s + l.quantity, 0);
  if (q.service === 'SEA_FCL') return units(q.containers) || 1;
  if (q.service === 'ROAD_FTL') return units(q.trucks) || 1;
  return q.totals.chargeable > 0 ? q.totals.chargeable : 1;
}

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
  containers: readonly (ContainerInput & { weightKg?: number })[],
  totals: Pick<CargoTotals, 'weightKg' | 'volumeM3'>,
): CapacityProblem | null {
  if (containers.length === 0) return null;
  const label = containers.map((c) => `${c.quantity} x ${c.type}`).join(' + ');
  for (const c of containers) {
    const payload = CONTAINER_TYPES[c.type].maxPayloadKg;
    if (c.weightKg !== undefined && c.weightKg > payload)
      return { kind: 'WEIGHT', containers: `1 x ${c.type}`, cargo: round(c.weightKg, 2), capacity: payload };
  }
  const maxWeight = containers.reduce((s, c) => s + c.quantity * CONTAINER_TYPES[c.type].maxPayloadKg, 0);
  if (totals.weightKg > maxWeight)
    return { kind: 'WEIGHT', containers: label, cargo: totals.weightKg, capacity: maxWeight };
  const unlimited = containers.some((c) => CONTAINER_TYPES[c.type].volumeM3 === 0);
  const maxVolume = containers.reduce((s, c) => s + c.quantity * CONTAINER_TYPES[c.type].volumeM3, 0);
  if (!unlimited && totals.volumeM3 > maxVolume)
    return { kind: 'VOLUME', containers: label, cargo: totals.volumeM3, capacity: round(maxVolume, 3) };
  return null;
}
