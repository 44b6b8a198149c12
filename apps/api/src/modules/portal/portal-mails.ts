import type { Language, NotApprovedReason } from '@freight/shared';

type Answer = {
  reference: string;
  clientName: string;
  by: string;
  accepted: boolean;
  reason: NotApprovedReason | null;
  comment: string | null;
  /** The operation the acceptance opened, if it opened one. */
  operation: string | null;
  url: string;
};
type Requote = { reference: string; clientName: string; by: string; url: string };
type Mail = { subject: string; text: string };

export const DECLINE_REASON_LABELS: Record<Language, Record<NotApprovedReason, string>> = {
  es: { PRICE: 'Precio', TRANSIT_TIME: 'Tiempo de tránsito', SERVICE: 'Servicio', OTHER: 'Otro' },
  en: { PRICE: 'Price', TRANSIT_TIME: 'Transit time', SERVICE: 'Service', OTHER: 'Other' },
  pt: { PRICE: 'Preço', TRANSIT_TIME: 'Tempo de trânsito', SERVICE: 'Serviço', OTHER: 'Outro' },
};

const why = (language: Language, a: Answer) =>
  a.reason ? `${DECLINE_REASON_LABELS[language][a.reason]}${a.comment ? `: ${a.comment}` : ''}` : (a.comment ?? '');

const OPENED: Record<Language, (operation: string) => string> = {
  es: (op) => `Se abrió la operación ${op}.\n`,
  en: (op) => `Operation ${op} was opened.\n`,
  pt: (op) => `A operação ${op} foi aberta.\n`,
};

const opened = (language: Language, a: Answer) => (a.operation ? OPENED[language](a.operation) : '');

const ANSWER: Record<Language, (a: Answer) => Mail> = {
  es: (a) => ({
    subject: `${a.reference}: ${a.accepted ? 'aceptada' : 'rechazada'} por ${a.clientName}`,
    text: a.accepted
      ? `${a.by} (${a.clientName}) aceptó la cotización ${a.reference} en el portal de clientes.\n${opened('es', a)}\nVer la cotización: ${a.url}\n`
      : `${a.by} (${a.clientName}) rechazó la cotización ${a.reference} en el portal de clientes.\nMotivo: ${why('es', a)}\n\nVer la cotización: ${a.url}\n`,
  }),
  en: (a) => ({
    subject: `${a.reference}: ${a.accepted ? 'accepted' : 'declined'} by ${a.clientName}`,
    text: a.accepted
      ? `${a.by} (${a.clientName}) accepted quotation ${a.reference} on the client portal.\n${opened('en', a)}\nSee the quotation: ${a.url}\n`
      : `${a.by} (${a.clientName}) declined quotation ${a.reference} on the client portal.\nReason: ${why('en', a)}\n\nSee the quotation: ${a.url}\n`,
  }),
  pt: (a) => ({
    subject: `${a.reference}: ${a.accepted ? 'aceita' : 'recusada'} por ${a.clientName}`,
    text: a.accepted
      ? `${a.by} (${a.clientName}) aceitou a cotação ${a.reference} no portal de clientes.\n${opened('pt', a)}\nVer a cotação: ${a.url}\n`
      : `${a.by} (${a.clientName}) recusou a cotação ${a.reference} no portal de clientes.\nMotivo: ${why('pt', a)}\n\nVer a cotação: ${a.url}\n`,
  }),
};

const REQUOTE: Record<Language, (r: Requote) => Mail> = {
  es: (r) => ({
    subject: `${r.reference}: ${r.clientName} pide volver a cotizar`,
    text: `${r.by} (${r.clientName}) pide volver a cotizar ${r.reference}, que venció sin respuesta.\n\nVer la cotización: ${r.url}\n`,
  }),
  en: (r) => ({
    subject: `${r.reference}: ${r.clientName} asks for a new quote`,
    text: `${r.by} (${r.clientName}) asks for a new quote of ${r.reference}, which expired unanswered.\n\nSee the quotation: ${r.url}\n`,
  }),
  pt: (r) => ({
    subject: `${r.reference}: ${r.clientName} pede uma nova cotação`,
    text: `${r.by} (${r.clientName}) pede uma nova cotação de ${r.reference}, que venceu sem resposta.\n\nVer a cotação: ${r.url}\n`,
  }),
};

/** The commercial's e-mail about a client's answer, in the commercial's language. */
export function clientAnswerMail(language: Language, a: Answer): Mail {
  return ANSWER[language](a);
}

/** The commercial's e-mail about a re-quote request, in the commercial's language. */
export function requoteMail(language: Language, r: Requote): Mail {
  return REQUOTE[language](r);
}
