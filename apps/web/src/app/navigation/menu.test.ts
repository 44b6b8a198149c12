import { APP_MODULES } from '@freight/shared';
import { describe, expect, it } from 'vitest';
import { buildMenu, homeExtraGroups } from './menu';

describe('buildMenu', () => {
  it('gives a commercial the Quotations group with the screens they may open', () => {
    const menu = buildMenu(APP_MODULES, ['COMMERCIAL', 'VIEW_QUOTATION']);
    expect(menu.map((group) => group.id)).toEqual(['quotations', 'drafts']);
    expect(menu[0].items.map((item) => item.to)).toEqual(['/mis-cotizaciones', '/asignadas']);
  });

  it('hides a group whose module is switched off', () => {
    const modules = APP_MODULES.filter((module) => module !== 'quotations');
    expect(buildMenu(modules, ['COMMERCIAL']).map((group) => group.id)).toEqual([]);
  });

  it('lists administration screens by their own permission', () => {
    const menu = buildMenu(APP_MODULES, ['VIEW_CHARGE_CODE']);
    // Charge codes need CREATE_CHARGE_CODE; document and note types need no permission.
    expect(menu[0].items.map((item) => item.routeId)).toEqual(['documentTypes', 'noteTypes']);
  });

  it('gives a holder of the mail triage permission alone the Pricing group with that one screen (issue 42)', () => {
    const menu = buildMenu(APP_MODULES, ['PRICING_INBOUND_MAIL']);
    expect(menu.map((group) => [group.id, group.items.map((item) => item.to)])).toEqual([
      ['pricing', ['/pricing/correos']],
    ]);
    expect(
      buildMenu(
        APP_MODULES.filter((m) => m !== 'pricing'),
        ['PRICING_INBOUND_MAIL'],
      ),
    ).toEqual([]);
  });

  it('opens the dashboards, not the reports, to a commercial with VIEW_STATS (their own figures)', () => {
    const menu = buildMenu(APP_MODULES, ['COMMERCIAL', 'VIEW_STATS']);
    expect(menu.map((group) => group.id)).toEqual(['analytics', 'quotations']);
    expect(menu[0].items.map((item) => item.routeId)).toEqual(['generalDashboards']);
    expect(buildMenu(APP_MODULES, ['COMMERCIAL']).map((group) => group.id)).toEqual(['quotations']);
  });
});

describe('homeExtraGroups', () => {
  it('gives support staff their desk on home, which no header group holds (issue 36)', () => {
    expect(buildMenu(APP_MODULES, ['SUPPORT_STAFF', 'SUPPORT_USER'])).toEqual([]);
    const extras = homeExtraGroups(APP_MODULES, ['SUPPORT_STAFF', 'SUPPORT_USER']);
    expect(extras.map((g) => [g.id, g.items.map((i) => i.to)])).toEqual([
      ['support', ['/support?tab=desk', '/support?tab=products']],
    ]);
  });

  it('offers nothing to a plain support user or with the support module off', () => {
    expect(homeExtraGroups(APP_MODULES, ['SUPPORT_USER'])).toEqual([]);
    const modules = APP_MODULES.filter((module) => module !== 'support');
    expect(homeExtraGroups(modules, ['SUPPORT_STAFF'])).toEqual([]);
  });
});
