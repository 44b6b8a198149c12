import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { SERVICES, type QuotationDetail, type Service } from '@freight/shared';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import { countQuotations, demoClientId, validRequest } from './builders.js';

// Worked out by hand from validRequest: 2 pallets of 250 kg and 120×100×150 cm (3.6 m³, 500 kg);
// air 6000 cm³/kg, road 333 kg/m³, sea W/M (1 t or 1 m³); express 1 package of 3 kg, 40×30×20 cm at 5000 cm³/kg.
const palletsOf = { packages: 0, pallets: 2, weightKg: 500, volumeM3: 3.6 };
const EXPECTED_TOTALS: Record<Service, QuotationDetail['totals']> = {
  AIR_LSE: { ...palletsOf, chargeable: 600, chargeableUnit: 'KG' },
  AIR_ULD: { ...palletsOf, chargeable: 600, chargeableUnit: 'KG' },
  SEA_LCL: { ...palletsOf, chargeable: 3.6, chargeableUnit: 'WM' },
  SEA_RORO: { ...palletsOf, chargeable: 3.6, chargeableUnit: 'WM' },
  ROAD_LTL: { ...palletsOf, chargeable: 1198.8, chargeableUnit: 'KG' },
  // Containers and trucks carry no packing lines; the FCL weight is the one stated per container (2 x 18,000 kg).
  SEA_FCL: { packages: 0, pallets: 0, weightKg: 36000, volumeM3: 0, chargeable: 0, chargeableUnit: 'WM' },
  ROAD_FTL: { packages: 0, pallets: 0, weightKg: 0, volumeM3: 0, chargeable: 0, chargeableUnit: 'KG' },
  EXPRESS: { packages: 1, pallets: 0, weightKg: 3, volumeM3: 0.024, chargeable: 4.8, chargeableUnit: 'KG' },
};

describe('quotation requests', () => {
  let t: TestApp;
  let token: string;
  let clientId: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await loginAs(t.http, 'comercial');
    clientId = await demoClientId(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (body: Record<string, unknown>) =>
    request(t.http)
      .post('/app/v1/quotations')
      .set('Authorization', `Bearer ${token}`)
      .set('Accept-Language', 'en')
      .send(body);

  it.each(SERVICES.map((s) => [s]))(
    'creates a %s request with a readable reference, totals and a CREATED event',
    async (service: Service) => {
      const res = await post(validRequest(service, clientId));
      expect(res.status).toBe(201);
      const { reference } = res.body as { reference: string };
      expect(reference).toMatch(/^MVD-\d{2}-\d{6}$/);
      const detail = (
        await request(t.http).get(`/app/v1/quotations/${reference}`).set('Authorization', `Bearer ${token}`)
      ).body as QuotationDetail;
      expect(detail).toMatchObject({ reference, service, status: 'REQUESTED', active: true });
      expect(detail.totals).toEqual(EXPECTED_TOTALS[service]);
      const events = await sql<{ kind: string }>(
        t.db.url,
        `SELECT kind FROM quotation_events e JOIN quotations q ON q.id = e.quotation_id WHERE q.reference = $1 AND kind = 'CREATED'`,
        [reference],
      );
      expect(events).toHaveLength(1);
    },
  );

  it('converts imperial packing lines to metric totals', async () => {
    const body = {
      ...validRequest('AIR_LSE', clientId),
      measureSystem: 'IMPERIAL',
      packingLines: [{ kind: 'PACKAGES', quantity: 1, weight: 100, length: 10, width: 10, height: 10 }],
    };
    const { reference } = (await post(body)).body as { reference: string };
    const detail = (
      await request(t.http).get(`/app/v1/quotations/${reference}`).set('Authorization', `Bearer ${token}`)
    ).body as QuotationDetail;
    expect(detail.totals.weightKg).toBe(45.36);
    expect(detail.totals.volumeM3).toBe(0.016);
  });

  const rejections: [string, (b: Record<string, unknown>) => Record<string, unknown>, Service, string, string][] = [
    ['missing origin', (b) => ({ ...b, originCode: undefined }), 'SEA_LCL', 'originCode', 'requiredForService'],
    ['missing incoterm', (b) => ({ ...b, incoterm: undefined }), 'AIR_LSE', 'incoterm', 'requiredForService'],
    ['FCL without containers', (b) => ({ ...b, containers: [] }), 'SEA_FCL', 'containers', 'requiredForService'],
    [
      'FCL containers with neither a weight nor "to be confirmed"',
      (b) => ({ ...b, containers: [{ quantity: 2, type: '40HC' }] }),
      'SEA_FCL',
      'containers.0.weight',
      'weightOrToConfirm',
    ],
    ['FTL without trucks', (b) => ({ ...b, trucks: undefined }), 'ROAD_FTL', 'trucks', 'requiredForService'],
    ['LCL without packing lines', (b) => ({ ...b, packingLines: [] }), 'SEA_LCL', 'packingLines', 'requiredForService'],
    [
      'containers on a non-FCL service',
      (b) => ({ ...b, containers: [{ quantity: 1, type: '20GP' }] }),
      'AIR_LSE',
      'containers',
      'notAllowedForService',
    ],
    ['express without addresses', (b) => ({ ...b, express: undefined }), 'EXPRESS', 'express', 'requiredForService'],
    ['EXW without pickup data', (b) => ({ ...b, incoterm: 'EXW' }), 'SEA_LCL', 'pickup', 'requiredForIncoterm'],
    [
      'DG without a safety data sheet',
      (b) => ({ ...b, commodityType: 'DG' }),
      'SEA_LCL',
      'attachments',
      'safetyDataSheetRequired',
    ],
    [
      'insurance without a value',
      (b) => ({ ...b, hasInsurance: true }),
      'SEA_LCL',
      'insuranceValue',
      'requiredWithInsurance',
    ],
    [
      'a shipment date in the past',
      (b) => ({ ...b, shipmentDate: '2020-01-01' }),
      'SEA_LCL',
      'shipmentDate',
      'notInPast',
    ],
    [
      'a goods-ready date in the past',
      (b) => ({ ...b, goodsReadyDate: '2021-06-30' }),
      'AIR_ULD',
      'goodsReadyDate',
      'notInPast',
    ],
    [
      'goods ready after the shipment date',
      (b) => ({ ...b, shipmentDate: '2099-03-01', goodsReadyDate: '2099-03-02' }),
      'SEA_LCL',
      'goodsReadyDate',
      'afterShipmentDate',
    ],
    [
      'a negative weight',
      (b) => ({ ...b, packingLines: [{ kind: 'PACKAGES', quantity: 1, weight: -5, length: 1, width: 1, height: 1 }] }),
      'SEA_LCL',
      'packingLines.0.weight',
      'isPositive',
    ],
    [
      'a zero quantity',
      (b) => ({ ...b, packingLines: [{ kind: 'PACKAGES', quantity: 0, weight: 5, length: 1, width: 1, height: 1 }] }),
      'SEA_LCL',
      'packingLines.0.quantity',
      'isPositive',
    ],
    [
      'an unknown container type',
      (b) => ({ ...b, containers: [{ quantity: 1, type: '30XX' }] }),
      'SEA_FCL',
      'containers.0.type',
      'isIn',
    ],
    [
      'an unknown client',
      (b) => ({ ...b, clientId: '00000000-0000-4000-8000-000000000000' }),
      'SEA_LCL',
      'clientId',
      'notFound',
    ],
    ['missing goods description', (b) => ({ ...b, goodsDescription: '' }), 'SEA_LCL', 'goodsDescription', 'isNotEmpty'],
  ];

  it.each(rejections)(
    'rejects %s with its field and rule, creating nothing',
    async (_label, change, service, field, rule) => {
      const before = await countQuotations(t);
      const res = await post(change(validRequest(service, clientId)));
      expect(res.status).toBe(400);
      const body = res.body as {
        code: string;
        message: string;
        details: { fields: { field: string; rules: string[] }[] };
      };
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.details.fields).toEqual(
        expect.arrayContaining([expect.objectContaining({ field, rules: expect.arrayContaining([rule]) as unknown })]),
      );
      expect(await countQuotations(t)).toBe(before);
    },
  );

  it('rejects cargo over the containers’ volume, naming the containers', async () => {
    const body = {
      ...validRequest('SEA_FCL', clientId),
      containers: [{ quantity: 1, type: '20GP' }],
      packingLines: [{ kind: 'PALLETS', quantity: 20, weight: 100, length: 120, width: 100, height: 150 }],
    };
    const res = await post(body);
    expect(res.status).toBe(400);
    const field = (
      res.body as { details: { fields: { field: string; rules: string[]; params: Record<string, unknown> }[] } }
    ).details.fields[0];
    expect(field).toEqual({
      field: 'containers',
      rules: ['exceedsContainerVolume'],
      params: { containers: '1 x 20GP', cargo: 36, capacity: 33.2 },
    });
  });

  it('rejects cargo over the containers’ payload, naming the containers', async () => {
    const body = {
      ...validRequest('SEA_FCL', clientId),
      containers: [{ quantity: 2, type: '20GP' }],
      packingLines: [{ kind: 'PACKAGES', quantity: 10, weight: 6000, length: 100, width: 100, height: 100 }],
    };
    const field = (
      (await post(body)).body as {
        details: { fields: { field: string; rules: string[]; params: Record<string, unknown> }[] };
      }
    ).details.fields[0];
    expect(field).toEqual({
      field: 'containers',
      rules: ['exceedsContainerPayload'],
      params: { containers: '2 x 20GP', cargo: 60000, capacity: 56260 },
    });
  });

  it('an FCL weight may be "to be confirmed" on purpose; a weight over the container payload is refused', async () => {
    const tbc = await post({
      ...validRequest('SEA_FCL', clientId),
      containers: [
        { quantity: 1, type: '20GP', weightToConfirm: true },
        { quantity: 1, type: '40HC', weight: 9000 },
      ],
    });
    expect(tbc.status).toBe(201);
    const { reference } = tbc.body as { reference: string };
    const detail = (
      await request(t.http).get(`/app/v1/quotations/${reference}`).set('Authorization', `Bearer ${token}`)
    ).body as QuotationDetail;
    expect(detail.containers).toEqual([
      { quantity: 1, type: '20GP', weightToConfirm: true },
      { quantity: 1, type: '40HC', weight: 9000 },
    ]);
    expect(detail.totals.weightKg).toBe(9000);
    const heavy = await post({
      ...validRequest('SEA_FCL', clientId),
      containers: [{ quantity: 1, type: '20GP', weight: 40000 }],
    });
    expect(heavy.status).toBe(400);
    expect((heavy.body as { details: { fields: unknown[] } }).details.fields).toEqual([
      {
        field: 'containers',
        rules: ['exceedsContainerPayload'],
        params: { containers: '1 x 20GP', cargo: 40000, capacity: 28130 },
      },
    ]);
  });

  it('keeps references unique and gapless under 50 concurrent creations', async () => {
    const bodies = Array.from({ length: 50 }, () => validRequest('AIR_LSE', clientId));
    const timed = await Promise.all(
      bodies.map(async (b) => {
        const started = Date.now();
        const res = await post(b);
        return { res, ms: Date.now() - started };
      }),
    );
    const results = timed.map((x) => x.res);
    expect(results.map((r) => r.status)).toEqual(Array<number>(50).fill(201));
    const refs = results.map((r) => (r.body as { reference: string }).reference);
    expect(new Set(refs).size).toBe(50);
    expect(refs.every((r) => /^MVD-\d{2}-\d{6}$/.test(r))).toBe(true);
    const numbers = refs.map((r) => Number(r.slice(-6))).sort((a, b) => a - b);
    expect(numbers[49] - numbers[0]).toBe(49);
    // The provisional reference a creation writes first never outlives its transaction.
    expect(
      await sql(t.db.url, `SELECT reference FROM quotations WHERE reference NOT LIKE 'MVD-%' AND reference LIKE '~%'`),
    ).toEqual([]);
    const ms = timed.map((x) => x.ms).sort((a, b) => a - b);
    console.log(
      `quotations/create: 50 at once, p50 ${ms[24]} ms, p95 ${ms[47]} ms, max ${ms[49]} ms (in-process, this machine's load)`,
    );
  });

  it('gives no number away to a creation that fails after writing its row', async () => {
    const first = await post(validRequest('SEA_LCL', clientId));
    const theirs = await stage(await loginAs(t.http, 'gerente'));
    // Refused at the staged document, after the quotation row was written: the whole creation rolls back.
    expect((await post({ ...validRequest('SEA_LCL', clientId), attachments: [{ documentId: theirs }] })).status).toBe(
      400,
    );
    const next = await post(validRequest('SEA_LCL', clientId));
    const number = (res: typeof first) => Number((res.body as { reference: string }).reference.slice(-6));
    expect(number(next)).toBe(number(first) + 1);
  });

  const tinyPdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const stage = async (who: string) => {
    const res = await request(t.http)
      .post('/app/v1/documents')
      .set('Authorization', `Bearer ${who}`)
      .attach('file', tinyPdf, 'msds.pdf');
    expect(res.status).toBe(201);
    return (res.body as { id: string }).id;
  };

  it('accepts dangerous goods with a staged safety data sheet and attaches it to the quotation', async () => {
    const documentId = await stage(token);
    const res = await post({
      ...validRequest('SEA_LCL', clientId),
      commodityType: 'DG',
      attachments: [{ documentId, safetyDataSheet: true }],
    });
    expect(res.status).toBe(201);
    const [doc] = await sql<{ reference: string; safety_data_sheet: boolean }>(
      t.db.url,
      'SELECT q.reference, d.safety_data_sheet FROM documents d JOIN quotations q ON q.id = d.quotation_id WHERE d.id = $1',
      [documentId],
    );
    expect(doc).toEqual({ reference: (res.body as { reference: string }).reference, safety_data_sheet: true });
  });

  it("refuses another user's staged document and creates nothing", async () => {
    const theirs = await stage(await loginAs(t.http, 'gerente'));
    const before = await countQuotations(t);
    const res = await post({ ...validRequest('SEA_LCL', clientId), attachments: [{ documentId: theirs }] });
    expect(res.status).toBe(400);
    expect((res.body as { details: { fields: { field: string }[] } }).details.fields[0].field).toBe(
      'attachments.0.documentId',
    );
    expect(await countQuotations(t)).toBe(before);
    const [doc] = await sql<{ quotation_id: string | null }>(
      t.db.url,
      'SELECT quotation_id FROM documents WHERE id = $1',
      [theirs],
    );
    expect(doc.quotation_id).toBeNull();
  });

  it('refuses creation without CREATE_QUOTATION', async () => {
    const pricing = await loginAs(t.http, 'pricing');
    const res = await request(t.http)
      .post('/app/v1/quotations')
      .set('Authorization', `Bearer ${pricing}`)
      .send(validRequest('SEA_LCL', clientId));
    expect(res.status).toBe(403);
  });
});
