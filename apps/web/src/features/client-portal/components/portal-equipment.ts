import { TRUCK_TYPES, type PortalQuotationDetail } from '@freight/shared';

type Equipment = Pick<PortalQuotationDetail['cargo'], 'containers' | 'trucks'>;

/**
 * The key of a truck type's words (the quotation detail's, which the portal screen loads), or null for
 * a code the portal does not know.
 */
export function truckTypeKey(type: string): string | null {
  return (TRUCK_TYPES as readonly string[]).includes(type) ? `quotations:detail.values.truck.${type}` : null;
}

/**
 * "2 × 40HC, 1 × Refrigerated": containers by their ISO code (what clients book by), trucks in the
 * reader's words; an unknown truck code is shown as sent.
 */
export function equipmentText(cargo: Equipment, label: (key: string) => string): string {
  const truck = (type: string) => {
    const key = truckTypeKey(type);
    return key ? label(key) : type;
  };
  return [
    ...cargo.containers.map((c) => `${c.quantity} × ${c.type}`),
    ...cargo.trucks.map((tr) => `${tr.quantity} × ${truck(tr.type)}`),
  ].join(', ');
}
