import { describe, expect, it } from '@jest/globals';
import { LANGUAGES } from '@freight/shared';
import { renderNotification, type NotificationTopic } from './notification-texts.js';

const topics: NotificationTopic[] = [
  {
    kind: 'newRequest',
    reference: 'MVD-26-000001',
    service: 'SEA_FCL',
    lane: 'Montevideo → Shanghai',
    by: 'Carla Comercial',
  },
  { kind: 'costsReceived', reference: 'MVD-26-000001', provider: 'Ocean Agent' },
  { kind: 'priced', reference: 'MVD-26-000001', status: 'QUOTED', by: 'Pedro Pricing' },
  { kind: 'approvalRequested', reference: 'MVD-26-000001', by: 'Carla Comercial' },
  { kind: 'approvalDecided', reference: 'MVD-26-000001', approved: false, comment: 'Too low', by: 'Gerardo' },
  { kind: 'statusChanged', reference: 'MVD-26-000001', from: 'REQUESTED', to: 'PENDING', by: 'Pedro Pricing' },
  {
    kind: 'clientAnswered',
    reference: 'MVD-26-000001',
    accepted: false,
    reason: 'TRANSIT_TIME',
    comment: 'Too slow',
    by: 'Martín',
  },
  { kind: 'requoteRequested', reference: 'MVD-26-000001', by: 'Martín' },
  { kind: 'costsDeclined', reference: 'MVD-26-000001', provider: 'Ocean Agent', reason: 'OTHER', text: 'No reefers' },
  { kind: 'costQuestion', reference: 'MVD-26-000001', provider: 'Ocean Agent', question: 'Is the cargo stackable?' },
];

describe('notification texts', () => {
  it('render every topic in every language with the reference as key and in the title', () => {
    for (const topic of topics) {
      const texts = LANGUAGES.map((l) => renderNotification(topic, l));
      for (const text of texts) {
        expect(text.key).toBe('MVD-26-000001');
        expect(text.title).toContain('MVD-26-000001');
        expect(text.message.length).toBeGreaterThan(5);
      }
      // Spanish and English differ for every topic: the recipient's language is really applied.
      expect(texts[0].message).not.toBe(texts[1].message);
    }
  });

  it('names the service and status in the recipient language', () => {
    expect(renderNotification(topics[0], 'en').message).toContain('Sea FCL');
    expect(renderNotification(topics[0], 'es').message).toContain('Marítimo FCL');
    expect(renderNotification(topics[5], 'pt').message).toContain('Solicitada para Pendente');
    expect(renderNotification(topics[4], 'en').message).toBe('Gerardo rejected the margin. Too low');
    expect(renderNotification(topics[6], 'pt').message).toBe(
      'Martín recusou a cotação no portal. Motivo: tempo de trânsito: Too slow.',
    );
    expect(renderNotification({ ...topics[6], accepted: true } as NotificationTopic, 'es').title).toBe(
      'MVD-26-000001: aceptada por el cliente',
    );
  });

  it('words a publication by its next step: sending, or a manager approval first when under the minimum', () => {
    const priced = { kind: 'priced', reference: 'MVD-26-000001', status: 'QUOTED', by: 'Pedro Pricing' } as const;
    expect(renderNotification(priced, 'es').message).toBe(
      'Pedro Pricing publicó la venta; ya puede enviarla al cliente.',
    );
    for (const language of LANGUAGES) {
      const below = renderNotification({ ...priced, approvalRequired: true }, language).message;
      expect(below).not.toBe(renderNotification(priced, language).message);
      expect(below).toMatch(/gerente|manager/);
    }
    expect(renderNotification({ ...priced, approvalRequired: true }, 'en').message).toContain(
      "needs a manager's approval before you send it to the client",
    );
    expect(renderNotification({ ...priced, approvalRequired: true }, 'es').message).not.toContain('ya puede enviarla');
  });

  it('names the sender and subject of a mail no request was found for, keyed to the mail triage', () => {
    const topic = {
      kind: 'inboundMailUnmatched',
      reference: 'MAIL-TRIAGE',
      from: 'li@agents.test',
      subject: 'Tariffs 2027',
    } as const;
    const texts = LANGUAGES.map((l) => renderNotification(topic, l));
    expect(texts.map((x) => x.key)).toEqual(['MAIL-TRIAGE', 'MAIL-TRIAGE', 'MAIL-TRIAGE']);
    for (const text of texts) expect(text.message).toMatch(/^li@agents\.test: .Tariffs 2027. /);
    expect(new Set(texts.map((x) => x.title)).size).toBe(3);
  });
});
