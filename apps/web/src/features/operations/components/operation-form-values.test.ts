import { describe, expect, it } from 'vitest';
import { createOperationBody, EMPTY_OPERATION_FORM, updateOperationBody } from './operation-form-values';

const typed = {
  ...EMPTY_OPERATION_FORM,
  clientId: 'c1',
  transportMode: 'SEA' as const,
  houseNumber: '  HB-1 ',
  masterNumber: '   ',
  originCode: ' UYMVD',
  originName: '',
  goodsDescription: ' Tyres ',
  courier: ' DHL ',
  trackingNumber: ' 123 ',
};

describe('operation form bodies', () => {
  it('a new operation trims what was typed and leaves out what was left blank', () => {
    const body = createOperationBody(typed);
    expect(body).toMatchObject({ clientId: 'c1', transportMode: 'SEA', houseNumber: 'HB-1', originCode: 'UYMVD' });
    expect(body.goodsDescription).toBe('Tyres');
    expect(body.masterNumber).toBeUndefined();
    expect(body.originName).toBeUndefined();
    expect(body.containerMode).toBeUndefined();
  });

  it('an edit sends an emptied number as empty text, so the stored number is cleared', () => {
    const body = updateOperationBody(typed, false);
    expect(body).toMatchObject({ houseNumber: 'HB-1', masterNumber: '', shipmentKey: '' });
    expect(body).not.toHaveProperty('courier');
  });

  it("an express operation's edit also sends its courier and tracking number", () => {
    expect(updateOperationBody(typed, true)).toMatchObject({ courier: 'DHL', trackingNumber: '123' });
    expect(updateOperationBody({ ...typed, courier: ' ' }, true).courier).toBeUndefined();
  });
});
