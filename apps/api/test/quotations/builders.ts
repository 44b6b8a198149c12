import type { Service } from '@freight/shared';
import type { TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';

/** A valid request body for each service; tests break one rule at a time. */
export function validRequest(service: Service, clientId: string): Record<string, unknown> {
  const base = {
    company: 'MVD',
    service,
    clientId,
    goodsDescription: 'Repuestos de maquinaria',
    commodityType: 'GEN',
    stackable: 'YES',
  };
  const lane = {
    originCode: 'CNSHA',
    originName: 'Shanghai',
    destinationCode: 'UYMVD',
    destinationName: 'Montevideo',
    incoterm: 'FOB',
  };
  const line = { kind: 'PALLETS', quantity: 2, weight: 250, length: 120, width: 100, height: 150 };
  switch (service) {
    case 'SEA_FCL':
      return { ...base, ...lane, containers: [{ quantity: 2, type: '40HC', weight: 18000 }] };
    case 'ROAD_FTL':
      return { ...base, ...lane, originCode: 'UY', destinationCode: 'BR', trucks: [{ quantity: 1, type: 'CURT' }] };
    case 'EXPRESS':
      return {
        ...base,
        packingLines: [{ kind: 'PACKAGES', quantity: 1, weight: 3, length: 40, width: 30, height: 20 }],
        express: {
          direction: 'OB',
          isDocument: false,
          insurer: 'FEDEX',
          shipper: { description: 'Frigorífico del Plata', city: 'Montevideo', countryCode: 'UY' },
          recipient: { description: 'Atlântica', city: 'São Paulo', countryCode: 'BR' },
        },
      };
    case 'AIR_LSE':
    case 'AIR_ULD':
      return { ...base, ...lane, originCode: 'MIA', destinationCode: 'MVD', packingLines: [line] };
    default:
      return { ...base, ...lane, packingLines: [line] };
  }
}

export async function demoClientId(t: TestApp): Promise<string> {
  const [row] = await sql<{ id: string }>(t.db.url, `SELECT id FROM clients WHERE tax_id = '215478930012'`);
  return row.id;
}

export async function countQuotations(t: TestApp): Promise<number> {
  const [row] = await sql<{ n: string }>(t.db.url, 'SELECT count(*) AS n FROM quotations');
  return Number(row.n);
}
