import { INBOUND_MAIL_NOTIFICATION_KEY } from '@freight/shared';
import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

describe('notificationTarget', () => {
  it('sends a pricing user to the pricing view of the quotation', () => {
    expect(notificationTarget('MVD-26-000123', true)).toBe('/pricing/cotizaciones?ref=MVD-26-000123');
    expect(notificationTarget('RATE-0b7e2f0a-1c2d-4e5f-8a9b-0c1d2e3f4a5b', true)).toBe(
      '/pricing/tarifas/0b7e2f0a-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
    );
  });

  it('sends anyone else to their own quotation', () => {
    expect(notificationTarget('MVD-26-000123', false)).toBe('/mis-cotizaciones/MVD-26-000123');
  });

  it('opens nothing for a notice without a reference', () => {
    expect(notificationTarget(null, true)).toBeNull();
    expect(notificationTarget(null, false)).toBeNull();
    expect(notificationTarget('', false)).toBeNull();
  });

  it('keeps an odd reference inside the path and query', () => {
    expect(notificationTarget('A/B&C', false)).toBe('/mis-cotizaciones/A%2FB%26C');
    expect(notificationTarget('A/B&C', true)).toBe('/pricing/cotizaciones?ref=A%2FB%26C');
  });

  it('opens the mail triage for a notice about a mail no request was found for', () => {
    expect(notificationTarget(INBOUND_MAIL_NOTIFICATION_KEY, true)).toBe('/pricing/correos');
    expect(notificationTarget(INBOUND_MAIL_NOTIFICATION_KEY, false)).toBe('/pricing/correos');
  });

  it('opens an assigned operation on the operations screen', () => {
    expect(notificationTarget('OP-26-000042', true)).toBe('/operativa/general/OP-26-000042');
    expect(notificationTarget('OP-26-000042', false)).toBe('/operativa/general/OP-26-000042');
  });
});
