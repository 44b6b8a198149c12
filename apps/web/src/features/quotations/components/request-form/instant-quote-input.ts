import type { InstantQuoteBody } from '../../api/instant-quote';
import type { RequestFormValues } from '@/components/request-form/form-values';
import { toCreateBody } from '@/components/request-form/request-body';

/**
 * What the instant quote needs from the form, or null until the lane, the service and the cargo
 * (containers, or packing lines with weight and size) are filled.
 */
export function instantQuoteInput(values: RequestFormValues): InstantQuoteBody | null {
  const body = toCreateBody(values);
  if (!body.originCode || !body.destinationCode) return null;
  const containers = (body.containers ?? []).filter((c) => c.quantity > 0);
  const lines = (body.packingLines ?? []).filter(
    (l) => l.quantity > 0 && l.weight > 0 && l.length > 0 && l.width > 0 && l.height > 0,
  );
  if (containers.length === 0 && lines.length === 0) return null;
  return {
    service: body.service,
    ...(body.clientId ? { clientId: body.clientId } : {}),
    originCode: body.originCode,
    originName: body.originName,
    destinationCode: body.destinationCode,
    destinationName: body.destinationName,
    ...(body.incoterm ? { incoterm: body.incoterm } : {}),
    measureSystem: body.measureSystem,
    ...(containers.length ? { containers } : {}),
    ...(lines.length ? { packingLines: lines } : {}),
  };
}
