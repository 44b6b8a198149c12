import type { Language } from '@freight/shared';
import { replyToHeader } from '../../common/mail/reply-address.js';

/** The analyst's answer to an agent's question, mailed back with the same link (issue 22). */
export type CostQuestionMailFacts = {
  providerName: string;
  reference: string;
  question: string;
  answer: string;
  companyName: string;
  analystName: string;
  analystEmail: string;
  /** The request's plus-address on the reply mailbox (issue 42), beside the analyst in Reply-To. */
  replyAddress?: string | null;
  url: string;
};

const TEXTS = {
  es: {
    subject: (p: CostQuestionMailFacts) => `Respuesta a su consulta sobre ${p.reference}`,
    hello: (p: CostQuestionMailFacts) => `Estimados ${p.providerName}:`,
    question: 'Su consulta',
    answer: 'Respuesta',
    cta: 'Abrir la solicitud',
    linkText: 'Puede seguir con la solicitud de costos en el mismo enlace, sin usuario:',
    regards: 'Saludos cordiales,',
  },
  en: {
    subject: (p: CostQuestionMailFacts) => `Answer to your question about ${p.reference}`,
    hello: (p: CostQuestionMailFacts) => `Dear ${p.providerName},`,
    question: 'Your question',
    answer: 'Answer',
    cta: 'Open the request',
    linkText: 'You can carry on with the cost request at the same link, no login needed:',
    regards: 'Kind regards,',
  },
  pt: {
    subject: (p: CostQuestionMailFacts) => `Resposta à sua pergunta sobre ${p.reference}`,
    hello: (p: CostQuestionMailFacts) => `Prezados ${p.providerName},`,
    question: 'Sua pergunta',
    answer: 'Resposta',
    cta: 'Abrir a solicitação',
    linkText: 'Pode continuar com a solicitação de custos no mesmo link, sem login:',
    regards: 'Atenciosamente,',
  },
} satisfies Record<Language, unknown>;

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const paragraphs = (s: string) => escape(s).replace(/\r?\n/g, '<br>');

/** HTML and plain text with the same content, signed by the analyst (also the Reply-To). */
export function costQuestionMail(language: Language, p: CostQuestionMailFacts) {
  const t = TEXTS[language];
  const signature = [t.regards, p.analystName, p.analystEmail, p.companyName];
  const text = [
    t.hello(p),
    '',
    `${t.question}:`,
    p.question,
    '',
    `${t.answer}:`,
    p.answer,
    '',
    t.linkText,
    p.url,
    '',
    ...signature,
  ].join('\n');
  const html = [
    `<p>${escape(t.hello(p))}</p>`,
    `<p><strong>${escape(t.question)}:</strong><br>${paragraphs(p.question)}</p>`,
    `<p><strong>${escape(t.answer)}:</strong><br>${paragraphs(p.answer)}</p>`,
    `<p>${escape(t.linkText)}</p>`,
    `<p><a href="${escape(p.url)}" target="_blank" rel="noopener" style="display:inline-block;padding:10px 18px;background:#fd7e14;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">${escape(t.cta)}</a></p>`,
    `<p><a href="${escape(p.url)}" target="_blank" rel="noopener">${escape(p.url)}</a></p>`,
    `<p>${signature.map(escape).join('<br>')}</p>`,
  ].join('\n');
  return {
    subject: t.subject(p),
    text,
    html,
    replyTo: replyToHeader({ name: p.analystName, email: p.analystEmail }, p.replyAddress ?? null),
  };
}
