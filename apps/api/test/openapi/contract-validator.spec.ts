import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { OpenAPIObject } from '@nestjs/swagger';
import { DOCUMENT_PATH } from '../../src/openapi/openapi-build.js';
import { ContractValidator, type Exchange } from '../support/contract.js';

const validator = new ContractValidator(JSON.parse(readFileSync(DOCUMENT_PATH, 'utf8')) as OpenAPIObject);

function answer(method: string, path: string, status: number, body: unknown): Exchange {
  return {
    method,
    path,
    status,
    contentType: 'application/json; charset=utf-8',
    body: Buffer.from(JSON.stringify(body)),
  };
}

const summary = {
  reference: 'AUZ-A-000001',
  company: 'AUZ',
  service: 'AIR_LSE',
  transportMode: 'AIR',
  status: 'REQUESTED',
  active: true,
  origin: 'STAFF',
  client: { id: 'c1', name: 'Frigorífico' },
  commercial: { id: 'u1', code: 'ANA', name: 'Ana' },
  assignedTo: null,
  pricingUser: null,
  originCode: 'MVD',
  originName: 'Montevideo',
  destinationCode: null,
  destinationName: null,
  incoterm: 'FOB',
  totals: { packages: 1, pallets: 0, weightKg: 10, volumeM3: 0.1, chargeable: 17, chargeableUnit: 'KG' },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

// The check every integration answer goes through (test/support/app.ts), shown failing on purpose.
describe('the contract check of answers', () => {
  it('passes an answer shaped as documented', () => {
    const page = validator.check(answer('GET', '/app/v1/quotations', 200, { items: [], nextCursor: null }));
    expect(page).toEqual({ operation: 'QuotationsController_list', problem: null });
    const refused = validator.check(
      answer('GET', '/app/v1/quotations', 401, { code: 'AUTH_TOKEN_MISSING', message: 'Sign in', details: null }),
    );
    expect(refused.problem).toBeNull();
  });

  it('fails an undocumented field, deep in a list item too (a cost in a summary)', () => {
    const top = validator.check(answer('GET', '/app/v1/quotations', 200, { items: [], nextCursor: null, total: 3 }));
    expect(top.problem).toMatch(/additional properties 'total'/);
    const known = validator.check(answer('GET', '/app/v1/quotations', 200, { items: [summary], nextCursor: null }));
    if (known.problem) throw new Error(`the sample summary should match the document: ${known.problem}`);
    const leaked = validator.check(
      answer('GET', '/app/v1/quotations', 200, { items: [{ ...summary, cost: 120 }], nextCursor: null }),
    );
    expect(leaked.problem).toMatch(/\/items\/0 .*additional properties 'cost'/);
  });

  it('fails a wrong type, a missing field and an error code the operation does not list', () => {
    expect(validator.check(answer('GET', '/app/v1/quotations', 200, { items: [], nextCursor: 5 })).problem).toMatch(
      /nextCursor/,
    );
    expect(validator.check(answer('GET', '/app/v1/quotations', 200, { items: [] })).problem).toMatch(/nextCursor/);
    const code = validator.check(
      answer('GET', '/app/v1/quotations', 409, { code: 'CLIENT_EXISTS', message: 'x', details: null }),
    );
    expect(code.problem).toMatch(/status not documented/);
    const wrongCode = validator.check(
      answer('GET', '/app/v1/quotations', 401, { code: 'AUTH_INVALID_CREDENTIALS', message: 'x', details: null }),
    );
    expect(wrongCode.problem).toMatch(/\/code must be equal to one of the allowed values/);
  });

  it('fails an undocumented status and a JSON body where the document has none', () => {
    expect(validator.check(answer('GET', '/app/v1/quotations', 418, {})).problem).toMatch(/418: status not documented/);
    const inactivated = validator.check(
      answer('POST', '/app/v1/quotations/AUZ-A-000001/inactivate', 204, { ok: true }),
    );
    expect(inactivated.problem).toMatch(/the document says none/);
  });

  it('leaves alone a request to no documented route', () => {
    expect(validator.check(answer('GET', '/app/v1/nothing-here', 404, { code: 'NOT_FOUND' }))).toEqual({
      operation: null,
      problem: null,
    });
  });
});
