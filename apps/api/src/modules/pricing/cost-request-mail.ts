import type { Language, Service } from '@freight/shared';
import { SERVICE_LABELS } from '../../common/i18n/labels.js';
import { replyToHeader } from '../../common/mail/reply-address.js';

/** What the agent needs to decide from the mail alone (issue 22): the job, by when, and who to reply to. */
export type CostRequestMailFacts = {
  providerName: string;
  reference: string;
  service: Service;
  origin: string;
  destination: string;
  incoterm: string | null;
  commodityType: string;
  goodsDescription: string;
  stackable: string;
  packages: number;
  pallets: number;
  weightKg: number;
  volumeM3: number;
  chargeable: number;
  chargeableUnit: string;
  /** dd/mm/yyyy or null */
  shipmentDate: string | null;
  goodsReadyDate: string | null;
  /** dd/mm/yyyy hh:mm (24 h) (zone), in the analyst's zone */
  answerBy: string;
  /** When the link ends: dd/mm/yyyy hh:mm (24 h) (zone), in the same zone as answerBy */
  expiresOn: string;
  companyName: string;
  analystName: string;
  analystEmail: string;
  /** The request's plus-address on the reply mailbox (issue 42), beside the analyst in Reply-To. */
  replyAddress?: string | null;
  /** The pre-filled cost template travels attached (issue 42): the mail says a filled copy may be the reply. */
  templateAttached?: boolean;
  url: string;
  /** A reminder (issue 16): the day the first mail left (dd/mm/yyyy in answerBy's zone); the rest of the mail is the same, with the same link. */
  reminderOf?: string;
};

const TEXTS = {
  es: {
    subject: (p: CostRequestMailFacts) =>
      `Solicitud de costos ${p.reference} (${SERVICE_LABELS.es[p.service]}): respuesta antes del ${p.answerBy}`,
    hello: (p: CostRequestMailFacts) => `Estimados ${p.providerName}:`,
    body: (p: CostRequestMailFacts) => `${p.companyName} les solicita costos para el siguiente embarque.`,
    answerBy: 'Respuesta antes del',
    reminderSubject: 'Recordatorio: ',
    reminder: (p: CostRequestMailFacts) =>
      `Aún no recibimos su respuesta a nuestra solicitud del ${p.reminderOf}. Si no pueden cotizar, indíquenlo en el mismo enlace.`,
    cta: 'Ingresar costos',
    linkText: (p: CostRequestMailFacts) =>
      `Ingrese sus costos (o indique que no puede cotizar) en este enlace, sin usuario, válido hasta el ${p.expiresOn}:`,
    reply: 'Para cualquier consulta responda a este correo.',
    template:
      'También puede responder este correo adjuntando la planilla de costos que acompaña este mensaje, completa: la leemos directamente.',
    regards: 'Saludos cordiales,',
    labels: {
      reference: 'Referencia',
      service: 'Servicio',
      lane: 'Ruta',
      packages: 'Bultos',
      pallets: 'Pallets',
      weight: 'Peso',
      volume: 'Volumen',
      chargeable: 'Peso tasable',
      wm: 'W/M',
      commodity: 'Tipo de mercadería',
      goods: 'Mercadería',
      dg: 'Mercadería peligrosa',
      stackable: 'Apilable',
      incoterm: 'Incoterm',
      shipmentDate: 'Fecha de embarque',
      goodsReadyDate: 'Mercadería lista',
    },
    yes: 'Sí',
    no: 'No',
    commodity: { GEN: 'Carga general', DG: 'Mercadería peligrosa', PHAE: 'Farmacéuticos' } as Record<string, string>,
    stack: { YES: 'Sí', NO: 'No', TOP_LOAD: 'Solo carga superior' } as Record<string, string>,
  },
  en: {
    subject: (p: CostRequestMailFacts) =>
      `Cost request ${p.reference} (${SERVICE_LABELS.en[p.service]}): answer by ${p.answerBy}`,
    hello: (p: CostRequestMailFacts) => `Dear ${p.providerName},`,
    body: (p: CostRequestMailFacts) => `${p.companyName} asks for your costs for the following shipment.`,
    answerBy: 'Answer by',
    reminderSubject: 'Reminder: ',
    reminder: (p: CostRequestMailFacts) =>
      `We have not yet received your answer to our request of ${p.reminderOf}. If you cannot quote, please tell us at the same link.`,
    cta: 'Enter costs',
    linkText: (p: CostRequestMailFacts) =>
      `Enter your costs (or tell us you cannot quote) at this link, no login needed, valid until ${p.expiresOn}:`,
    reply: 'For any question, reply to this e-mail.',
    template: 'You may also reply to this e-mail with the attached cost sheet filled in: we read it directly.',
    regards: 'Kind regards,',
    labels: {
      reference: 'Reference',
      service: 'Service',
      lane: 'Lane',
      packages: 'Packages',
      pallets: 'Pallets',
      weight: 'Weight',
      volume: 'Volume',
      chargeable: 'Chargeable weight',
      wm: 'W/M',
      commodity: 'Commodity type',
      goods: 'Goods',
      dg: 'Dangerous goods',
      stackable: 'Stackable',
      incoterm: 'Incoterm',
      shipmentDate: 'Shipment date',
      goodsReadyDate: 'Goods ready',
    },
    yes: 'Yes',
    no: 'No',
    commodity: { GEN: 'General cargo', DG: 'Dangerous goods', PHAE: 'Pharmaceuticals' } as Record<string, string>,
    stack: { YES: 'Yes', NO: 'No', TOP_LOAD: 'Top load only' } as Record<string, string>,
  },
  pt: {
    subject: (p: CostRequestMailFacts) =>
      `Solicitação de custos ${p.reference} (${SERVICE_LABELS.pt[p.service]}): resposta até ${p.answerBy}`,
    hello: (p: CostRequestMailFacts) => `Prezados ${p.providerName},`,
    body: (p: CostRequestMailFacts) => `${p.companyName} solicita seus custos para o seguinte embarque.`,
    answerBy: 'Resposta até',
    reminderSubject: 'Lembrete: ',
    reminder: (p: CostRequestMailFacts) =>
      `Ainda não recebemos sua resposta à nossa solicitação de ${p.reminderOf}. Se não puderem cotar, avisem no mesmo link.`,
    cta: 'Informar custos',
    linkText: (p: CostRequestMailFacts) =>
      `Informe seus custos (ou avise que não pode cotar) neste link, sem login, válido até ${p.expiresOn}:`,
    reply: 'Para qualquer dúvida, responda a este e-mail.',
    template:
      'Você também pode responder a este e-mail anexando a planilha de custos que acompanha esta mensagem, preenchida: nós a lemos diretamente.',
    regards: 'Atenciosamente,',
    labels: {
      reference: 'Referência',
      service: 'Serviço',
      lane: 'Rota',
      packages: 'Volumes',
      pallets: 'Paletes',
      weight: 'Peso',
      volume: 'Volume',
      chargeable: 'Peso taxável',
      wm: 'W/M',
      commodity: 'Tipo de mercadoria',
      goods: 'Mercadoria',
      dg: 'Carga perigosa',
      stackable: 'Empilhável',
      incoterm: 'Incoterm',
      shipmentDate: 'Data de embarque',
      goodsReadyDate: 'Mercadoria pronta',
    },
    yes: 'Sim',
    no: 'Não',
    commodity: { GEN: 'Carga geral', DG: 'Carga perigosa', PHAE: 'Farmacêuticos' } as Record<string, string>,
    stack: { YES: 'Sim', NO: 'Não', TOP_LOAD: 'Somente carga por cima' } as Record<string, string>,
  },
} satisfies Record<Language, unknown>;

const NUMBER_LOCALE: Record<Language, string> = { es: 'es-UY', en: 'en-GB', pt: 'pt-BR' };

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The cargo in one line, as the attached cost template states it. */
export function cargoLine(language: Language, p: CostRequestMailFacts): string {
  const l = TEXTS[language].labels;
  const n = (v: number, digits = 2) => v.toLocaleString(NUMBER_LOCALE[language], { maximumFractionDigits: digits });
  const chargeable =
    p.chargeableUnit === 'WM' ? `${l.wm} ${n(p.chargeable, 3)}` : `${l.chargeable} ${n(p.chargeable)} kg`;
  return `${l.packages}: ${p.packages} · ${l.weight}: ${n(p.weightKg)} kg · ${l.volume}: ${n(p.volumeM3, 3)} m³ · ${chargeable}`;
}

/** The summary rows, shared by the HTML and the plain-text part so both say the same. */
function rows(language: Language, p: CostRequestMailFacts): [string, string][] {
  const t = TEXTS[language];
  const l = t.labels;
  const n = (v: number, digits = 2) => v.toLocaleString(NUMBER_LOCALE[language], { maximumFractionDigits: digits });
  const out: [string, string][] = [
    [l.reference, p.reference],
    [l.service, SERVICE_LABELS[language][p.service]],
    [l.lane, `${p.origin} → ${p.destination}`],
    [l.packages, String(p.packages)],
    ...(p.pallets > 0 ? [[l.pallets, String(p.pallets)] as [string, string]] : []),
    [l.weight, `${n(p.weightKg)} kg`],
    [l.volume, `${n(p.volumeM3, 3)} m³`],
    p.chargeableUnit === 'WM' ? [l.wm, n(p.chargeable, 3)] : [l.chargeable, `${n(p.chargeable)} kg`],
    [l.commodity, t.commodity[p.commodityType] ?? p.commodityType],
    [l.goods, p.goodsDescription],
    [l.dg, p.commodityType === 'DG' ? t.yes : t.no],
    [l.stackable, t.stack[p.stackable] ?? p.stackable],
  ];
  if (p.incoterm) out.push([l.incoterm, p.incoterm]);
  if (p.shipmentDate) out.push([l.shipmentDate, p.shipmentDate]);
  if (p.goodsReadyDate) out.push([l.goodsReadyDate, p.goodsReadyDate]);
  out.push([t.answerBy, p.answerBy]);
  return out;
}

/**
 * The cost-request e-mail in the agent's language: an HTML part and a plain-text part with the
 * same content, the link as a button and as text, signed by the analyst (also its Reply-To).
 */
export function costRequestMail(language: Language, p: CostRequestMailFacts) {
  const t = TEXTS[language];
  const summary = rows(language, p);
  const signature = [t.regards, p.analystName, p.analystEmail, p.companyName];
  const reminder = p.reminderOf ? t.reminder(p) : null;
  const text = [
    t.hello(p),
    '',
    ...(reminder ? [reminder, ''] : []),
    t.body(p),
    '',
    ...summary.map(([k, v]) => `${k}: ${v}`),
    '',
    t.linkText(p),
    p.url,
    '',
    ...(p.templateAttached ? [t.template, ''] : []),
    t.reply,
    '',
    ...signature,
  ].join('\n');
  const cell = 'padding:4px 12px 4px 0;vertical-align:top';
  const html = [
    `<p>${escape(t.hello(p))}</p>`,
    ...(reminder ? [`<p><strong>${escape(reminder)}</strong></p>`] : []),
    `<p>${escape(t.body(p))}</p>`,
    `<table cellspacing="0" cellpadding="0" style="border-collapse:collapse">`,
    ...summary.map(
      ([k, v]) => `<tr><th align="left" style="${cell}">${escape(k)}</th><td style="${cell}">${escape(v)}</td></tr>`,
    ),
    `</table>`,
    `<p>${escape(t.linkText(p))}</p>`,
    `<p><a href="${escape(p.url)}" target="_blank" rel="noopener" style="display:inline-block;padding:10px 18px;background:#fd7e14;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">${escape(t.cta)}</a></p>`,
    `<p><a href="${escape(p.url)}" target="_blank" rel="noopener">${escape(p.url)}</a></p>`,
    ...(p.templateAttached ? [`<p>${escape(t.template)}</p>`] : []),
    `<p>${escape(t.reply)}</p>`,
    `<p>${signature.map(escape).join('<br>')}</p>`,
  ].join('\n');
  const subject = (reminder ? t.reminderSubject : '') + t.subject(p);
  return {
    subject,
    text,
    html,
    replyTo: replyToHeader({ name: p.analystName, email: p.analystEmail }, p.replyAddress ?? null),
  };
}
