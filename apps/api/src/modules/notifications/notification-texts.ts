import type {
  CostDeclineReason,
  Language,
  NotApprovedReason,
  SupportTicketOutcome,
  SupportTicketStatus,
} from '@freight/shared';
import { SERVICE_LABELS, STATUS_LABELS } from '../../common/i18n/labels.js';
import type { NotificationTopic } from './notification-topic.js';

export { readTopic, type NotificationTopic } from './notification-topic.js';

const SUPPORT_STATUS: Record<Language, Record<SupportTicketStatus | SupportTicketOutcome, string>> = {
  es: {
    NOT_STARTED: 'sin comenzar',
    IN_PROGRESS: 'en curso',
    BLOCKED: 'bloqueado',
    COMPLETED: 'completado',
    FINALIZED: 'finalizado',
    CANCELLED: 'cancelado',
    CLOSED_FOR_FUTURE: 'cerrado para el futuro',
  },
  en: {
    NOT_STARTED: 'not started',
    IN_PROGRESS: 'in progress',
    BLOCKED: 'blocked',
    COMPLETED: 'completed',
    FINALIZED: 'finalized',
    CANCELLED: 'cancelled',
    CLOSED_FOR_FUTURE: 'closed for the future',
  },
  pt: {
    NOT_STARTED: 'não iniciado',
    IN_PROGRESS: 'em andamento',
    BLOCKED: 'bloqueado',
    COMPLETED: 'concluído',
    FINALIZED: 'finalizado',
    CANCELLED: 'cancelado',
    CLOSED_FOR_FUTURE: 'fechado para o futuro',
  },
};

const STATUS = STATUS_LABELS;
const REASON: Record<Language, Record<NotApprovedReason, string>> = {
  es: { PRICE: 'precio', TRANSIT_TIME: 'tiempo de tránsito', SERVICE: 'servicio', OTHER: 'otro' },
  en: { PRICE: 'price', TRANSIT_TIME: 'transit time', SERVICE: 'service', OTHER: 'other' },
  pt: { PRICE: 'preço', TRANSIT_TIME: 'tempo de trânsito', SERVICE: 'serviço', OTHER: 'outro' },
};
const why = (language: Language, t: { reason: NotApprovedReason | null; comment: string | null }) =>
  [t.reason ? REASON[language][t.reason] : null, t.comment].filter(Boolean).join(': ');
const SERVICE = SERVICE_LABELS;
const DECLINE: Record<Language, Record<CostDeclineReason, string>> = {
  es: {
    NO_SERVICE: 'no da servicio en la ruta',
    NO_CAPACITY: 'sin capacidad o equipo',
    DATES_NOT_POSSIBLE: 'las fechas no son posibles',
    OTHER: 'otro',
  },
  en: {
    NO_SERVICE: 'no service on the lane',
    NO_CAPACITY: 'no capacity or equipment',
    DATES_NOT_POSSIBLE: 'the dates are not possible',
    OTHER: 'other',
  },
  pt: {
    NO_SERVICE: 'sem serviço na rota',
    NO_CAPACITY: 'sem capacidade ou equipamento',
    DATES_NOT_POSSIBLE: 'as datas não são possíveis',
    OTHER: 'outro',
  },
};
const declineWhy = (language: Language, t: { reason: CostDeclineReason; text: string | null }) =>
  [DECLINE[language][t.reason], t.text].filter(Boolean).join(': ');

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
type Text = { title: string; message: string };
const excerpt = (s: string) => (s.length > 200 ? `${s.slice(0, 199)}…` : s);

function es(t: NotificationTopic): Text {
  switch (t.kind) {
    case 'newRequest':
      return {
        title: `Nueva solicitud ${t.reference}`,
        message: `${t.by} pide cotizar ${SERVICE.es[t.service]}${t.lane ? `, ${t.lane}` : ''}.`,
      };
    case 'costsReceived':
      return { title: `Costos recibidos ${t.reference}`, message: `${t.provider} envió sus costos.` };
    case 'costReplyByMail':
      return { title: `Respuesta por correo ${t.reference}`, message: `${t.provider} respondió por correo.` };
    case 'costReplyHeld':
      return { title: `Correo retenido ${t.reference}`, message: `Un correo sobre ${t.provider} espera su revisión.` };
    case 'agentMailBounced':
      return {
        title: `Correo rebotado ${t.reference}`,
        message: `No se pudo entregar a ${t.provider} (${t.address}).`,
      };
    case 'inboundMailUnmatched':
      return t.tooLarge
        ? {
            title: 'Correo demasiado grande',
            message: `${t.from}: «${excerpt(t.subject)}» (${t.tooLarge}) supera el límite y no se leyó; revíselo en el buzón.`,
          }
        : { title: 'Correo sin solicitud', message: `${t.from}: «${excerpt(t.subject)}» espera que lo asignen.` };
    case 'costQuestion':
      return { title: `Consulta de agente ${t.reference}`, message: `${t.provider} pregunta: ${excerpt(t.question)}` };
    case 'costsDeclined':
      return {
        title: `Costos declinados ${t.reference}`,
        message: `${t.provider} no puede cotizar. Motivo: ${declineWhy('es', t)}.`,
      };
    case 'priced':
      return {
        title: `Cotización ${t.reference} ${STATUS.es[t.status].toLowerCase()}`,
        message: t.approvalRequired
          ? `${t.by} publicó la venta con un margen por debajo del mínimo: necesita la aprobación de un gerente antes de enviarla al cliente. Pídala desde la cotización.`
          : `${t.by} publicó la venta; ya puede enviarla al cliente.`,
      };
    case 'approvalRequested':
      return {
        title: `Aprobación pedida ${t.reference}`,
        message: `${t.by} pide aprobar un margen por debajo del mínimo.`,
      };
    case 'approvalDecided':
      return {
        title: `${t.approved ? 'Margen aprobado' : 'Margen rechazado'} ${t.reference}`,
        message: `${t.by} ${t.approved ? 'aprobó' : 'rechazó'} el margen.${t.comment ? ` ${t.comment}` : ''}`,
      };
    case 'statusChanged':
      return {
        title: `${t.reference}: ${STATUS.es[t.to]}`,
        message: `${t.by} cambió el estado de ${STATUS.es[t.from]} a ${STATUS.es[t.to]}.`,
      };
    case 'clientAnswered':
      return t.accepted
        ? {
            title: `${t.reference}: aceptada por el cliente`,
            message: `${t.by} aceptó la cotización en el portal.${t.operation ? ` Se abrió la operación ${t.operation}.` : ''}`,
          }
        : {
            title: `${t.reference}: rechazada por el cliente`,
            message: `${t.by} rechazó la cotización en el portal. Motivo: ${why('es', t)}.`,
          };
    case 'requoteRequested':
      return {
        title: `${t.reference}: pedido de nueva cotización`,
        message: `${t.by} pide volver a cotizar (venció sin respuesta).`,
      };
    case 'operationAssigned':
      return { title: `Operación asignada ${t.reference}`, message: `${t.by} le asignó la operación de ${t.client}.` };
    case 'eventOverdue':
      return { title: `Evento vencido en ${t.reference}`, message: `El evento «${t.title}» venció sin finalizarse.` };
    case 'rateExpiring':
      return {
        title: `Tarifa por vencer: ${t.lane}`,
        message: `La tarifa «${t.description}» vence el ${dmy(t.validTo)}.`,
      };
    case 'supportTicketCreated':
      return { title: `Nuevo ticket ${t.reference}`, message: `${t.by} abrió «${t.title}».` };
    case 'supportTicketAnswered':
      return { title: `Respuesta en ${t.reference}`, message: `${t.by} respondió en «${t.title}».` };
    case 'supportTicketStatusChanged':
      return {
        title: `${t.reference}: ${SUPPORT_STATUS.es[t.status]}`,
        message: `${t.by} cambió el estado de «${t.title}» a ${SUPPORT_STATUS.es[t.status]}.`,
      };
  }
}

function en(t: NotificationTopic): Text {
  switch (t.kind) {
    case 'newRequest':
      return {
        title: `New request ${t.reference}`,
        message: `${t.by} asks for a ${SERVICE.en[t.service]} quote${t.lane ? `, ${t.lane}` : ''}.`,
      };
    case 'costsReceived':
      return { title: `Costs received ${t.reference}`, message: `${t.provider} sent their costs.` };
    case 'costReplyByMail':
      return { title: `Reply by e-mail ${t.reference}`, message: `${t.provider} replied by e-mail.` };
    case 'costReplyHeld':
      return { title: `E-mail held ${t.reference}`, message: `An e-mail about ${t.provider} waits for your review.` };
    case 'agentMailBounced':
      return { title: `E-mail bounced ${t.reference}`, message: `Could not deliver to ${t.provider} (${t.address}).` };
    case 'inboundMailUnmatched':
      return t.tooLarge
        ? {
            title: 'Mail too large',
            message: `${t.from}: “${excerpt(t.subject)}” (${t.tooLarge}) is over the limit and was not read; check it in the mailbox.`,
          }
        : { title: 'Mail with no request', message: `${t.from}: “${excerpt(t.subject)}” waits to be assigned.` };
    case 'costQuestion':
      return { title: `Agent question ${t.reference}`, message: `${t.provider} asks: ${excerpt(t.question)}` };
    case 'costsDeclined':
      return {
        title: `Cost request declined ${t.reference}`,
        message: `${t.provider} cannot quote. Reason: ${declineWhy('en', t)}.`,
      };
    case 'priced':
      return {
        title: `Quotation ${t.reference} ${STATUS.en[t.status].toLowerCase()}`,
        message: t.approvalRequired
          ? `${t.by} published the sell with a margin below the minimum: it needs a manager's approval before you send it to the client. Ask for it from the quotation.`
          : `${t.by} published the sell; you can send it to the client.`,
      };
    case 'approvalRequested':
      return {
        title: `Approval requested ${t.reference}`,
        message: `${t.by} asks you to approve a margin below the minimum.`,
      };
    case 'approvalDecided':
      return {
        title: `${t.approved ? 'Margin approved' : 'Margin rejected'} ${t.reference}`,
        message: `${t.by} ${t.approved ? 'approved' : 'rejected'} the margin.${t.comment ? ` ${t.comment}` : ''}`,
      };
    case 'statusChanged':
      return {
        title: `${t.reference}: ${STATUS.en[t.to]}`,
        message: `${t.by} changed the status from ${STATUS.en[t.from]} to ${STATUS.en[t.to]}.`,
      };
    case 'clientAnswered':
      return t.accepted
        ? {
            title: `${t.reference}: accepted by the client`,
            message: `${t.by} accepted the quotation on the portal.${t.operation ? ` Operation ${t.operation} was opened.` : ''}`,
          }
        : {
            title: `${t.reference}: declined by the client`,
            message: `${t.by} declined the quotation on the portal. Reason: ${why('en', t)}.`,
          };
    case 'requoteRequested':
      return {
        title: `${t.reference}: new quote requested`,
        message: `${t.by} asks for a new quote (it expired unanswered).`,
      };
    case 'operationAssigned':
      return {
        title: `Operation assigned ${t.reference}`,
        message: `${t.by} assigned you the operation of ${t.client}.`,
      };
    case 'eventOverdue':
      return {
        title: `Overdue event in ${t.reference}`,
        message: `The event “${t.title}” is past due and not finalized.`,
      };
    case 'rateExpiring':
      return {
        title: `Rate expiring: ${t.lane}`,
        message: `The rate “${t.description}” expires on ${dmy(t.validTo)}.`,
      };
    case 'supportTicketCreated':
      return { title: `New ticket ${t.reference}`, message: `${t.by} opened "${t.title}".` };
    case 'supportTicketAnswered':
      return { title: `Answer on ${t.reference}`, message: `${t.by} answered on "${t.title}".` };
    case 'supportTicketStatusChanged':
      return {
        title: `${t.reference}: ${SUPPORT_STATUS.en[t.status]}`,
        message: `${t.by} changed the status of "${t.title}" to ${SUPPORT_STATUS.en[t.status]}.`,
      };
  }
}

function pt(t: NotificationTopic): Text {
  switch (t.kind) {
    case 'newRequest':
      return {
        title: `Nova solicitação ${t.reference}`,
        message: `${t.by} pede cotação de ${SERVICE.pt[t.service]}${t.lane ? `, ${t.lane}` : ''}.`,
      };
    case 'costsReceived':
      return { title: `Custos recebidos ${t.reference}`, message: `${t.provider} enviou seus custos.` };
    case 'costReplyByMail':
      return { title: `Resposta por e-mail ${t.reference}`, message: `${t.provider} respondeu por e-mail.` };
    case 'costReplyHeld':
      return { title: `E-mail retido ${t.reference}`, message: `Um e-mail sobre ${t.provider} aguarda sua revisão.` };
    case 'agentMailBounced':
      return {
        title: `E-mail devolvido ${t.reference}`,
        message: `Não foi possível entregar a ${t.provider} (${t.address}).`,
      };
    case 'inboundMailUnmatched':
      return t.tooLarge
        ? {
            title: 'E-mail grande demais',
            message: `${t.from}: «${excerpt(t.subject)}» (${t.tooLarge}) excede o limite e não foi lido; verifique-o na caixa de correio.`,
          }
        : { title: 'E-mail sem solicitação', message: `${t.from}: «${excerpt(t.subject)}» aguarda atribuição.` };
    case 'costQuestion':
      return { title: `Pergunta de agente ${t.reference}`, message: `${t.provider} pergunta: ${excerpt(t.question)}` };
    case 'costsDeclined':
      return {
        title: `Custos recusados ${t.reference}`,
        message: `${t.provider} não pode cotar. Motivo: ${declineWhy('pt', t)}.`,
      };
    case 'priced':
      return {
        title: `Cotação ${t.reference} ${STATUS.pt[t.status].toLowerCase()}`,
        message: t.approvalRequired
          ? `${t.by} publicou a venda com uma margem abaixo do mínimo: precisa da aprovação de um gerente antes de enviá-la ao cliente. Peça-a na cotação.`
          : `${t.by} publicou a venda; já pode enviá-la ao cliente.`,
      };
    case 'approvalRequested':
      return {
        title: `Aprovação solicitada ${t.reference}`,
        message: `${t.by} pede aprovar uma margem abaixo do mínimo.`,
      };
    case 'approvalDecided':
      return {
        title: `${t.approved ? 'Margem aprovada' : 'Margem rejeitada'} ${t.reference}`,
        message: `${t.by} ${t.approved ? 'aprovou' : 'rejeitou'} a margem.${t.comment ? ` ${t.comment}` : ''}`,
      };
    case 'statusChanged':
      return {
        title: `${t.reference}: ${STATUS.pt[t.to]}`,
        message: `${t.by} mudou o status de ${STATUS.pt[t.from]} para ${STATUS.pt[t.to]}.`,
      };
    case 'clientAnswered':
      return t.accepted
        ? {
            title: `${t.reference}: aceita pelo cliente`,
            message: `${t.by} aceitou a cotação no portal.${t.operation ? ` A operação ${t.operation} foi aberta.` : ''}`,
          }
        : {
            title: `${t.reference}: recusada pelo cliente`,
            message: `${t.by} recusou a cotação no portal. Motivo: ${why('pt', t)}.`,
          };
    case 'requoteRequested':
      return {
        title: `${t.reference}: nova cotação pedida`,
        message: `${t.by} pede uma nova cotação (venceu sem resposta).`,
      };
    case 'operationAssigned':
      return {
        title: `Operação atribuída ${t.reference}`,
        message: `${t.by} atribuiu a você a operação de ${t.client}.`,
      };
    case 'eventOverdue':
      return { title: `Evento vencido em ${t.reference}`, message: `O evento «${t.title}» venceu sem ser finalizado.` };
    case 'rateExpiring':
      return {
        title: `Tarifa a vencer: ${t.lane}`,
        message: `A tarifa «${t.description}» vence em ${dmy(t.validTo)}.`,
      };
    case 'supportTicketCreated':
      return { title: `Novo ticket ${t.reference}`, message: `${t.by} abriu «${t.title}».` };
    case 'supportTicketAnswered':
      return { title: `Resposta em ${t.reference}`, message: `${t.by} respondeu em «${t.title}».` };
    case 'supportTicketStatusChanged':
      return {
        title: `${t.reference}: ${SUPPORT_STATUS.pt[t.status]}`,
        message: `${t.by} mudou o status de «${t.title}» para ${SUPPORT_STATUS.pt[t.status]}.`,
      };
  }
}

const RENDER: Record<Language, (t: NotificationTopic) => Text> = { es, en, pt };

export function renderNotification(topic: NotificationTopic, language: Language): Text & { key: string } {
  return { ...RENDER[language](topic), key: topic.reference };
}
