import type { QuotationEvent } from '@freight/shared';
import { describe, expect, it } from 'vitest';
import { testT } from '@/locales/test-i18n';
import { eventDetail, eventKindLabel } from './event-detail';

const event = (over: Partial<QuotationEvent>): QuotationEvent => ({
  id: 'e1',
  kind: 'STATUS_UPDATE',
  user: null,
  detail: null,
  fromStatus: null,
  toStatus: null,
  createdAt: '2026-11-29T12:00:00Z',
  ...over,
});

describe('the quotation event log in words', () => {
  it('names a client\'s decline reason instead of its code (no "OTHER:")', async () => {
    const es = await testT('es');
    const declined = event({ fromStatus: 'SENT', toStatus: 'NOT_APPROVED', detail: 'OTHER: llegó tarde' });
    const text = eventDetail(es, declined);
    expect(text).toContain('Otro: llegó tarde');
    expect(text).not.toContain('OTHER');
    expect(eventDetail(await testT('en'), { ...declined, detail: 'PRICE' })).toMatch(/Price$/);
  });

  it("names an agent's decline reason and keeps the provider's name", async () => {
    const pt = await testT('pt');
    const text = eventDetail(pt, event({ kind: 'COST_DECLINED', detail: 'Agente: Sul: NO_SERVICE: sem navio' }));
    expect(text).toBe('Agente: Sul: Sem serviço na rota: sem navio');
  });

  it('gives every kind a label and an unknown one a plain word, never the code', async () => {
    for (const language of ['es', 'en', 'pt'] as const) {
      const t = await testT(language);
      expect(eventKindLabel(t, 'COST_DECLINED')).not.toMatch(/[A-Z]{2,}_|events\./);
      expect(eventKindLabel(t, 'SOMETHING_NEW')).not.toMatch(/SOMETHING|events\./);
    }
  });

  it('keeps a free detail as written', async () => {
    const en = await testT('en');
    expect(eventDetail(en, event({ kind: 'COST_REQUEST', detail: 'OTHER Lines SA' }))).toBe('OTHER Lines SA');
  });
});
