import type { FieldError } from '../errors/codes.js';
import {
  PICKUP_INCOTERMS,
  SERVICE_MODE,
  type ContainerType,
  type Incoterm,
  type MeasureSystem,
  type Service,
} from '../reference/constants.js';
import { cargoTotals, containerCapacityProblem, containersWeightKg, type PackingLineInput } from './cargo.js';

/** The subset of a request the per-service rules read (the DTO, or the form's values). */
export type QuotationRuleInput = {
  service: Service;
  originCode?: string;
  destinationCode?: string;
  incoterm?: Incoterm;
  containers?: { quantity: number; type: ContainerType; weight?: number; weightToConfirm?: boolean }[];
  trucks?: { quantity: number }[];
  packingLines?: PackingLineInput[];
  measureSystem?: MeasureSystem;
  commodityType?: string;
  pickup?: unknown;
  express?: { isDocument?: boolean } | undefined;
  shipmentDate?: string;
  goodsReadyDate?: string;
  hasInsurance?: boolean;
  insuranceValue?: number;
  attachments?: { safetyDataSheet?: boolean }[];
};

/** Services whose price depends on the packing list (loose cargo). */
const NEEDS_PACKING: readonly Service[] = ['SEA_LCL', 'SEA_RORO', 'AIR_LSE', 'AIR_ULD', 'ROAD_LTL'];

/**
 * Rules that depend on the chosen service, shared by the form and the server. Each problem names a
 * field and a stable rule; `today` is the user's calendar date (yyyy-mm-dd) so past dates are refused.
 */
export function quotationRuleViolations(q: QuotationRuleInput, today: string): FieldError[] {
  const problems: FieldError[] = [];
  const add = (field: string, rule: string) => problems.push({ field, rules: [rule] });
  const express = SERVICE_MODE[q.service] === 'EXPRESS';
  const lines = q.packingLines ?? [];

  if (express) {
    if (!q.express) add('express', 'requiredForService');
    if (!q.express?.isDocument && lines.length === 0) add('packingLines', 'requiredForService');
  } else {
    if (!q.originCode) add('originCode', 'requiredForService');
    if (!q.destinationCode) add('destinationCode', 'requiredForService');
    if (!q.incoterm) add('incoterm', 'requiredForService');
    if (q.express) add('express', 'notAllowedForService');
  }
  if (q.service === 'SEA_FCL' && !q.containers?.length) add('containers', 'requiredForService');
  // A full container is booked by weight too (payload, overweight surcharges): without a packing list
  // giving it, each line states the cargo weight per container or says on purpose that it is still to
  // be confirmed (issue 36).
  if (q.service === 'SEA_FCL' && lines.length === 0)
    (q.containers ?? []).forEach((c, i) => {
      if (!(c.weight && c.weight > 0) && !c.weightToConfirm) add(`containers.${i}.weight`, 'weightOrToConfirm');
    });
  if (q.service !== 'SEA_FCL' && q.containers?.length) add('containers', 'notAllowedForService');
  if (q.service === 'ROAD_FTL' && !q.trucks?.length) add('trucks', 'requiredForService');
  if (q.service !== 'ROAD_FTL' && q.trucks?.length) add('trucks', 'notAllowedForService');
  if (NEEDS_PACKING.includes(q.service) && lines.length === 0) add('packingLines', 'requiredForService');
  if (q.incoterm && PICKUP_INCOTERMS.includes(q.incoterm) && !q.pickup) add('pickup', 'requiredForIncoterm');
  if (q.commodityType === 'DG' && !q.attachments?.some((a) => a.safetyDataSheet))
    add('attachments', 'safetyDataSheetRequired');
  if (q.hasInsurance && !(q.insuranceValue && q.insuranceValue > 0)) add('insuranceValue', 'requiredWithInsurance');
  if (q.shipmentDate && q.shipmentDate < today) add('shipmentDate', 'notInPast');
  if (q.goodsReadyDate && q.goodsReadyDate < today) add('goodsReadyDate', 'notInPast');
  // The goods must be ready by the shipment date, not after it.
  if (q.goodsReadyDate && q.shipmentDate && q.goodsReadyDate > q.shipmentDate)
    add('goodsReadyDate', 'afterShipmentDate');

  if (q.service === 'SEA_FCL' && q.containers?.length) {
    const system = q.measureSystem ?? 'METRIC';
    const perContainer = q.containers.map((c) => ({
      ...c,
      weightKg: c.weight ? containersWeightKg([{ ...c, quantity: 1 }], system) : undefined,
    }));
    const totals = lines.length ? cargoTotals(lines, q.service, system) : { weightKg: 0, volumeM3: 0 };
    const problem = containerCapacityProblem(perContainer, totals);
    if (problem)
      problems.push({
        field: 'containers',
        rules: [problem.kind === 'WEIGHT' ? 'exceedsContainerPayload' : 'exceedsContainerVolume'],
        params: { containers: problem.containers, cargo: problem.cargo, capacity: problem.capacity },
      });
  }
  return problems;
}
