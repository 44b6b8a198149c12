import { describe, expect, it } from 'vitest';
import { formProblems, toFormPath } from './form-rules';
import { valuesFromDraft } from './draft-values';
import { initialRequestValues, type RequestFormValues } from './form-values';
import { toCreateBody } from './request-body';

const TODAY = '2026-03-10';

function lcl(overrides: Partial<RequestFormValues> = {}): RequestFormValues {
  return {
    ...initialRequestValues(),
    client: { id: '00000000-0000-4000-8000-000000000001', label: 'ACME' },
    origin: { code: 'UYMVD', name: 'Montevideo', kind: 'SEAPORT' },
    destination: { code: 'CNSHA', name: 'Shanghai', kind: 'SEAPORT' },
    incoterm: 'FOB',
    goodsDescription: 'Toys',
    packingLines: [{ key: 'a', kind: 'PACKAGES', quantity: 2, weight: 100, length: 100, width: 100, height: 100 }],
    ...overrides,
  };
}

const paths = (values: RequestFormValues) => formProblems(values, TODAY).map((p) => `${p.path}:${p.rule}`);

describe('request form rules', () => {
  it('a complete LCL request has no problem', () => {
    expect(paths(lcl())).toEqual([]);
  });

  it('an empty form asks for the client, description, lane, incoterm and packing', () => {
    expect(paths(initialRequestValues())).toEqual([
      'client:isNotEmpty',
      'goodsDescription:isNotEmpty',
      'origin:requiredForService',
      'destination:requiredForService',
      'incoterm:requiredForService',
      'packingLines:requiredForService',
    ]);
  });

  it('FCL cargo over the containers names them and both figures', () => {
    const values = lcl({
      service: 'SEA_FCL',
      containers: [{ key: 'c', quantity: 1, type: '20GP', weight: '', weightToConfirm: false }],
      packingLines: [{ key: 'a', kind: 'PALLETS', quantity: 36, weight: 100, length: 100, width: 100, height: 100 }],
    });
    expect(formProblems(values, TODAY)).toEqual([
      {
        path: 'containers',
        rule: 'exceedsContainerVolume',
        params: { containers: '1 x 20GP', cargo: 36, capacity: 33.2 },
      },
    ]);
  });

  it('a container row still without a type is reported there, not in the capacity check', () => {
    const values = lcl({
      service: 'SEA_FCL',
      containers: [
        { key: 'c', quantity: 1, type: '20GP', weight: 9000, weightToConfirm: false },
        { key: 'd', quantity: 1, type: null, weight: '', weightToConfirm: true },
      ],
    });
    expect(paths(values)).toEqual(['containers.1.type:isNotEmpty']);
  });

  it('FCL and FTL may leave the packing list blank, LCL may not', () => {
    const blank = [
      { key: 'b', kind: 'PACKAGES' as const, quantity: '', weight: '', length: '', width: '', height: '' },
    ];
    const fcl = (weight: string | number, weightToConfirm = false) =>
      lcl({
        service: 'SEA_FCL',
        containers: [{ key: 'c', quantity: 1, type: '40HC', weight, weightToConfirm }],
        packingLines: blank,
      });
    expect(paths(fcl(18000))).toEqual([]);
    // Issue 36: a full container needs its weight, or an explicit "to be confirmed"; a typed weight must be positive.
    expect(paths(fcl(''))).toEqual(['containers.0.weight:weightOrToConfirm']);
    expect(paths(fcl('', true))).toEqual([]);
    expect(paths(fcl('-3'))).toEqual(['containers.0.weight:isPositive']);
    expect(paths(fcl(31000))).toEqual(['containers:exceedsContainerPayload']);
    expect(
      paths(
        lcl({
          service: 'ROAD_FTL',
          incoterm: 'DAP',
          trucks: [{ key: 't', quantity: 1, type: 'CURT' }],
          packingLines: blank,
        }),
      ),
    ).toEqual([]);
    expect(paths(lcl({ packingLines: blank }))).toEqual(['packingLines:requiredForService']);
  });

  it('a half-filled packing line points at the missing and non-positive fields', () => {
    const line = { key: 'a', kind: 'PACKAGES' as const, quantity: 1.5, weight: 0, length: 10, width: '', height: 10 };
    expect(paths(lcl({ packingLines: [line] }))).toEqual([
      'packingLines.0.quantity:isInt',
      'packingLines.0.weight:isPositive',
      'packingLines.0.width:isNotEmpty',
    ]);
  });

  it('dates before today, pickup for EXW, insurance value and the DG safety data sheet are required', () => {
    const values = lcl({ incoterm: 'EXW', shipmentDate: '2026-03-09', hasInsurance: true, commodityType: 'DG' });
    expect(paths(values)).toEqual([
      'pickup.address:isNotEmpty',
      'pickup.city:isNotEmpty',
      'attachments:safetyDataSheetRequired',
      'insuranceValue:requiredWithInsurance',
      'shipmentDate:notInPast',
    ]);
  });

  it('express documents need both addresses but no packing list; the lane comes from their countries', () => {
    const values = lcl({ service: 'EXPRESS', packingLines: [] });
    values.express.isDocument = true;
    expect(paths(values)).toEqual([
      'express.shipper.description:isNotEmpty',
      'express.shipper.city:isNotEmpty',
      'express.shipper.country:isNotEmpty',
      'express.recipient.description:isNotEmpty',
      'express.recipient.city:isNotEmpty',
      'express.recipient.country:isNotEmpty',
    ]);
    values.express.shipper = {
      description: 'Av. 1',
      city: 'Montevideo',
      stateOrProvinceCode: '',
      postalCode: '',
      country: { code: 'UY', name: 'Uruguay', kind: 'COUNTRY' },
    };
    values.express.recipient = {
      description: 'Main St',
      city: 'Miami',
      stateOrProvinceCode: 'FL',
      postalCode: '',
      country: { code: 'US', name: 'EE. UU.', kind: 'COUNTRY' },
    };
    const body = toCreateBody(values);
    expect(body).toMatchObject({
      originCode: 'UY',
      destinationCode: 'US',
      incoterm: undefined,
      packingLines: undefined,
    });
    expect(body.express?.recipient).toEqual({
      description: 'Main St',
      city: 'Miami',
      stateOrProvinceCode: 'FL',
      postalCode: undefined,
      countryCode: 'US',
    });
  });
});

describe('request body', () => {
  it('leaves out what the chosen service does not use', () => {
    const body = toCreateBody(
      lcl({
        containers: [{ key: 'c', quantity: 1, type: '20GP', weight: '', weightToConfirm: false }],
        notes: [{ key: 'n', visibility: 'CLIENT', text: '  hi ' }],
      }),
    );
    expect(body.containers).toBeUndefined();
    expect(body.trucks).toBeUndefined();
    expect(body.pickup).toBeUndefined();
    expect(body.notes).toEqual([{ visibility: 'CLIENT', text: 'hi' }]);
    expect(body.packingLines).toEqual([
      { kind: 'PACKAGES', quantity: 2, weight: 100, length: 100, width: 100, height: 100 },
    ]);
  });

  it('maps server field names onto the form', () => {
    expect(toFormPath('clientId')).toBe('client');
    expect(toFormPath('destinationCode')).toBe('destination');
    expect(toFormPath('express.shipper.countryCode')).toBe('express.shipper.country');
    expect(toFormPath('attachments.2.documentId')).toBe('attachments');
    expect(toFormPath('sellers.1')).toBe('sellers');
    expect(toFormPath('packingLines.0.weight')).toBe('packingLines.0.weight');
  });
});

describe('draft data', () => {
  it('restores saved values over the defaults and ignores unknown keys', () => {
    const saved = JSON.parse(JSON.stringify(lcl({ service: 'AIR_LSE' }))) as Record<string, unknown>;
    delete saved.pickup;
    saved.unknown = 1;
    const values = valuesFromDraft(saved);
    expect(values.service).toBe('AIR_LSE');
    expect(values.pickup).toEqual(initialRequestValues().pickup);
    expect('unknown' in values).toBe(false);
    expect(paths(values)).toEqual([]);
  });
});
