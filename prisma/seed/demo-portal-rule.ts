/**
 * Issue 43: the client portal's demo lane priced and sent at once: client A's (cliente) requests from
 * Shanghai by LCL (the demo rate sha-mvd-lcl) get their price in the portal within seconds.
 */
export const PORTAL_DEMO_RULE = {
  name: 'Portal: LCL Shanghai al instante',
  marginPercent: '25',
  send: true,
  position: 3,
  filters: [
    { filterType: 'AUTORATE', condition: 'HAS', value: '' },
    { filterType: 'CLIENT_REQUEST', condition: 'EQUALS', value: 'PORTAL' },
    { filterType: 'ORIGIN', condition: 'EQUALS', value: 'CNSHA' },
    { filterType: 'MODE', condition: 'EQUALS', value: 'SEA_LCL' },
  ],
} as const;
