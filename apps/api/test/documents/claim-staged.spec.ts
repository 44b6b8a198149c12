import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { DocumentInfo } from '@freight/shared';
import { AppError } from '../../src/common/errors/app-error.js';
import { PrismaService } from '../../src/common/prisma/prisma.service.js';
import { StagedDocumentsService, type StagedAttachment } from '../../src/modules/documents/staged-documents.service.js';
import { loginAs, startTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/sql.js';
import * as f from './fixtures.js';
import { insertQuotation, userId } from './quotation-rows.js';

describe('claiming staged documents when a quotation is created', () => {
  let t: TestApp;
  let comercial: string;
  let gerente: string;
  let quotationId: string;
  let claim: (userId: string, attachments: StagedAttachment[]) => Promise<string[]>;

  beforeAll(async () => {
    t = await startTestApp();
    [comercial, gerente] = await Promise.all(['comercial', 'gerente'].map((u) => loginAs(t.http, u)));
    quotationId = await insertQuotation(t.db.url, 'Q-NEW-1', 'comercial');
    const prisma = t.app.get(PrismaService);
    const staged = t.app.get(StagedDocumentsService);
    // As the quotation's creation will: inside its transaction, so a refusal rolls everything back.
    claim = (uid, attachments) =>
      prisma.$transaction((tx) => staged.claim(tx, { userId: uid, quotationId, clientId: null, attachments }));
  });
  afterAll(async () => {
    await t.close();
  });

  const stage = async (token: string, sds = false) =>
    (
      (
        await request(t.http)
          .post('/app/v1/documents')
          .set('Authorization', `Bearer ${token}`)
          .field('safetyDataSheet', String(sds))
          .attach('file', f.pdf(), 'a.pdf')
      ).body as DocumentInfo
    ).id;
  const rows = (ids: string[]) =>
    sql<{ id: string; quotation_id: string | null; safety_data_sheet: boolean }>(
      t.db.url,
      'SELECT id, quotation_id, safety_data_sheet FROM documents WHERE id = ANY($1::uuid[]) ORDER BY created_at',
      [ids],
    );

  it("attaches the caller's own staged documents, with the safety-data-sheet flag given at creation", async () => {
    const [a, b] = [await stage(comercial, true), await stage(comercial)];
    const me = await userId(t.db.url, 'comercial');
    expect(await claim(me, [{ documentId: a }, { documentId: b, safetyDataSheet: true }])).toEqual([a, b]);
    expect(await rows([a, b])).toEqual([
      { id: a, quotation_id: quotationId, safety_data_sheet: true },
      { id: b, quotation_id: quotationId, safety_data_sheet: true },
    ]);
    // Once attached it is the quotation's: downloadable through it, no longer claimable.
    await expect(claim(me, [{ documentId: a }])).rejects.toBeInstanceOf(AppError);
  });

  it("refuses another user's staged document, an unknown one and a repeat, and claims nothing", async () => {
    const mine = await stage(comercial);
    const theirs = await stage(gerente);
    const me = await userId(t.db.url, 'comercial');
    const error = await claim(me, [
      { documentId: mine },
      { documentId: theirs },
      { documentId: '00000000-0000-4000-8000-000000000000' },
      { documentId: mine },
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: {
        fields: [
          { field: 'attachments.1.documentId', rules: ['isOwnStagedDocument'] },
          { field: 'attachments.2.documentId', rules: ['isOwnStagedDocument'] },
          { field: 'attachments.3.documentId', rules: ['isOwnStagedDocument'] },
        ],
      },
    });
    expect((await rows([mine, theirs])).map((r) => r.quotation_id)).toEqual([null, null]);
  });
});
