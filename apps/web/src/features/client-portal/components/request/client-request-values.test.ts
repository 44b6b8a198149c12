import type { ReferenceData } from '@freight/shared';
import { describe, expect, it } from 'vitest';
import { initialPortalRequestValues, portalProblems, portalReference, toPortalBody } from './client-request-values';

const TODAY = '2030-01-01';

function filled() {
  const values = initialPortalRequestValues();
  values.origin = { code: 'CNSHA', name: 'Shanghai', kind: 'PORT' } as never;
  values.destination = { code: 'UYMVD', name: 'Montevideo', kind: 'PORT' } as never;
  values.incoterm = 'FOB';
  values.goodsDescription = ' Spare parts ';
  values.clientReference = ' PO-1 ';
  values.packingLines = [{ key: 'a', kind: 'PALLETS', quantity: 2, weight: 250, length: 120, width: 100, height: 150 }];
  return values;
}

describe('client portal request values', () => {
  it('needs no client nor company, but the lane and cargo as staff does', () => {
    expect(portalProblems(filled(), TODAY)).toEqual([]);
    const empty = portalProblems(initialPortalRequestValues(), TODAY).map((p) => p.path);
    expect(empty).not.toContain('client');
    expect(empty).toEqual(expect.arrayContaining(['goodsDescription', 'origin', 'destination', 'incoterm']));
  });

  it('sends only the fields of the client request, trimmed, with the notes as one text', () => {
    const body = toPortalBody(filled(), '  Deliver to warehouse ');
    expect(body).toMatchObject({
      service: 'SEA_LCL',
      originCode: 'CNSHA',
      destinationCode: 'UYMVD',
      incoterm: 'FOB',
      goodsDescription: 'Spare parts',
      clientReference: 'PO-1',
      notes: 'Deliver to warehouse',
      packingLines: [{ kind: 'PALLETS', quantity: 2, weight: 250, length: 120, width: 100, height: 150 }],
    });
    for (const key of ['clientId', 'company', 'goodsValue', 'hasInsurance', 'pickup', 'express', 'sendToPricing'])
      expect(body).not.toHaveProperty(key);
    expect(toPortalBody(filled(), '   ').notes).toBeUndefined();
  });

  it('sends the uploaded files as their document ids, and no list when there are none', () => {
    const values = filled();
    values.attachments = [
      { documentId: 'doc-1', name: 'packing-list.pdf', sizeBytes: 10, safetyDataSheet: false },
      { documentId: 'doc-2', name: 'msds.pdf', sizeBytes: 20, safetyDataSheet: true },
    ];
    expect(toPortalBody(values, '').attachments).toEqual(['doc-1', 'doc-2']);
    expect(toPortalBody(filled(), '').attachments).toBeUndefined();
  });

  it('offers no express service and no incoterm that needs a pickup address', () => {
    const reference = {
      services: ['SEA_LCL', 'AIR_LSE', 'EXPRESS'],
      incoterms: [{ code: 'FOB' }, { code: 'EXW' }, { code: 'FCA' }],
    } as unknown as ReferenceData;
    const portal = portalReference(reference);
    expect(portal.services).toEqual(['SEA_LCL', 'AIR_LSE']);
    expect(portal.incoterms.map((i) => i.code)).toEqual(['FOB']);
  });
});
