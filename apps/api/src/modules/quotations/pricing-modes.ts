import { SERVICE_MODE, SERVICES, type Permission, type Service, type TransportMode } from '@freight/shared';
import type { AuthUser } from '../../common/auth/auth-user.js';

/** PRICING_SEA/AIR/ROAD/EXPRESS limit which modes a pricing user may take. */
export const MODE_PERMISSION: Record<TransportMode, Permission> = {
  SEA: 'PRICING_SEA',
  AIR: 'PRICING_AIR',
  ROAD: 'PRICING_ROAD',
  EXPRESS: 'PRICING_EXPRESS',
};

export function canPriceService(user: AuthUser, service: Service): boolean {
  return user.permissions.includes('PRICING') && user.permissions.includes(MODE_PERMISSION[SERVICE_MODE[service]]);
}

/** The services a pricing user's mode permissions cover (none without PRICING). */
export function pricingServices(user: AuthUser): Service[] {
  return SERVICES.filter((s) => canPriceService(user, s));
}
