import type { ErrorMessages } from './types.js';

/** Quotations, agent cost requests, sells and their approval. */
export const QUOTATIONS_MESSAGES = {
  QUOTATION_INACTIVE: {
    es: 'Esta cotización fue cancelada.',
    en: 'This quotation has been cancelled.',
    pt: 'Esta cotação foi cancelada.',
  },
  AGENT_LINK_INVALID: {
    es: 'El enlace no es válido. Pida uno nuevo a quien se lo envió.',
    en: 'This link is not valid. Ask the sender for a new one.',
    pt: 'Este link não é válido. Peça um novo a quem o enviou.',
  },
  AGENT_LINK_EXPIRED: {
    es: 'El enlace expiró. Pida uno nuevo a quien se lo envió.',
    en: 'This link has expired. Ask the sender for a new one.',
    pt: 'Este link expirou. Peça um novo a quem o enviou.',
  },
  AGENT_LINK_REVOKED: {
    es: 'Este enlace fue reemplazado o retirado. Use el del correo más reciente o consulte a quien se lo envió.',
    en: 'This link was replaced or withdrawn. Use the one in the latest e-mail or ask the sender.',
    pt: 'Este link foi substituído ou retirado. Use o do e-mail mais recente ou pergunte a quem o enviou.',
  },
  COSTS_ALREADY_SENT: {
    es: 'Ya ha enviado los costos.',
    en: 'You have already sent the costs.',
    pt: 'Você já enviou os custos.',
  },
  COST_REQUEST_DECLINED: {
    es: 'Ya indicó que no puede cotizar esta solicitud.',
    en: 'You have already said you cannot quote this request.',
    pt: 'Você já informou que não pode cotar esta solicitação.',
  },
  COST_QUESTION_ALREADY_ANSWERED: {
    es: 'Esta consulta ya fue respondida.',
    en: 'This question has already been answered.',
    pt: 'Esta pergunta já foi respondida.',
  },
  COST_REQUEST_FILE_LIMIT: {
    es: 'Se alcanzó el máximo de archivos para esta solicitud (10).',
    en: 'This request already has the maximum number of files (10).',
    pt: 'Esta solicitação já tem o número máximo de arquivos (10).',
  },
  QUOTATION_CANCELLED: {
    es: 'Esta cotización ha sido cancelada.',
    en: 'This quotation has been cancelled.',
    pt: 'Esta cotação foi cancelada.',
  },
  QUOTATION_NOT_PRICEABLE: {
    es: 'Esta cotización no puede cotizarse en su estado actual: tómela primero, o ya está cerrada.',
    en: 'This quotation cannot be priced in its current status: take it first, or it is already closed.',
    pt: 'Esta cotação não pode ser cotada no status atual: assuma-a primeiro, ou ela já está fechada.',
  },
  PRICING_MODE_NOT_ALLOWED: {
    es: 'No tiene permiso de pricing para este modo de transporte.',
    en: 'You have no pricing permission for this transport mode.',
    pt: 'Você não tem permissão de pricing para este modo de transporte.',
  },
  INBOUND_MAIL_ALREADY_DECIDED: {
    es: 'Este correo ya fue aceptado o descartado.',
    en: 'This mail has already been accepted or dismissed.',
    pt: 'Este e-mail já foi aceito ou descartado.',
  },
  INBOUND_MAIL_NOT_ACCEPTABLE: {
    es: 'Este correo no espera esa decisión: solo se aceptan correos retenidos o sin asignar, y solo se descartan los que esperan revisión.',
    en: 'This mail does not wait for that decision: only held or unmatched mails can be accepted, and only mails waiting for review dismissed.',
    pt: 'Este e-mail não aguarda essa decisão: só e-mails retidos ou sem atribuição podem ser aceitos, e só os que aguardam revisão descartados.',
  },
  NOTHING_TO_PUBLISH: {
    es: 'La cotización no tiene líneas de venta para publicar.',
    en: 'The quotation has no sell lines to publish.',
    pt: 'A cotação não tem linhas de venda para publicar.',
  },
  NOT_PUBLISHED: {
    es: 'Las ventas de esta cotización aún no están publicadas.',
    en: 'The sells of this quotation are not published yet.',
    pt: 'As vendas desta cotação ainda não foram publicadas.',
  },
  SELLS_NOT_EDITABLE: {
    es: 'Las ventas no pueden modificarse en el estado actual de la cotización.',
    en: "Sells cannot be changed in the quotation's current status.",
    pt: 'As vendas não podem ser alteradas no status atual da cotação.',
  },
  APPROVAL_REQUIRED: {
    es: 'El margen sobre venta (ganancia / venta) está por debajo del mínimo: un gerente debe aprobar la cotización antes de enviarla.',
    en: 'The margin on sell (profit / sell) is below the minimum: a manager must approve the quotation before it is sent.',
    pt: 'A margem sobre a venda (lucro / venda) está abaixo do mínimo: um gerente deve aprovar a cotação antes do envio.',
  },
  APPROVAL_REJECTED: {
    es: 'Un gerente rechazó esta cotización; debe cotizarse de nuevo antes de enviarla.',
    en: 'A manager rejected this quotation; it must be re-priced before it is sent.',
    pt: 'Um gerente rejeitou esta cotação; ela deve ser recotada antes do envio.',
  },
  APPROVAL_NOT_REQUIRED: {
    es: 'El margen sobre venta (ganancia / venta) alcanza el mínimo: la cotización no necesita aprobación.',
    en: 'The margin on sell (profit / sell) meets the minimum: the quotation needs no approval.',
    pt: 'A margem sobre a venda (lucro / venda) atinge o mínimo: a cotação não precisa de aprovação.',
  },
  APPROVAL_ALREADY_REQUESTED: {
    es: 'La aprobación ya fue solicitada.',
    en: 'Approval has already been requested.',
    pt: 'A aprovação já foi solicitada.',
  },
  APPROVAL_NOT_REQUESTED: {
    es: 'No hay una solicitud de aprobación pendiente para esta cotización.',
    en: 'There is no pending approval request for this quotation.',
    pt: 'Não há uma solicitação de aprovação pendente para esta cotação.',
  },
  QUOTATION_ALREADY_ANSWERED: {
    es: 'Esta cotización ya fue respondida.',
    en: 'This quotation has already been answered.',
    pt: 'Esta cotação já foi respondida.',
  },
  QUOTATION_EXPIRED: {
    es: 'Esta cotización está vencida: no se puede aceptar. Puede pedir que se vuelva a cotizar.',
    en: 'This quotation has expired: it cannot be accepted. You can ask for a new quote.',
    pt: 'Esta cotação está vencida: não pode ser aceita. Você pode pedir uma nova cotação.',
  },
  QUOTATION_NOT_EXPIRED: {
    es: 'Esta cotización sigue vigente: puede aceptarla o rechazarla.',
    en: 'This quotation is still valid: you can accept or decline it.',
    pt: 'Esta cotação ainda está válida: você pode aceitá-la ou recusá-la.',
  },
  REQUOTE_ALREADY_REQUESTED: {
    es: 'Ya se pidió volver a cotizar esta cotización.',
    en: 'A new quote has already been requested for this quotation.',
    pt: 'Uma nova cotação já foi pedida para esta cotação.',
  },
  CLIENT_REQUESTS_DISABLED: {
    es: 'Tu empresa aún no tiene habilitadas las solicitudes de cotización en el portal. Contacta a tu comercial.',
    en: 'Quotation requests in the portal are not enabled for your company yet. Please contact your sales representative.',
    pt: 'As solicitações de cotação no portal ainda não estão habilitadas para a sua empresa. Fale com o seu comercial.',
  },
  CLIENT_REQUEST_LIMIT_REACHED: {
    es: 'Alcanzaste el límite de solicitudes de cotización de hoy. Vuelve a intentarlo mañana o contacta a tu comercial.',
    en: "You have reached today's limit of quotation requests. Try again tomorrow or contact your sales representative.",
    pt: 'Você atingiu o limite de solicitações de cotação de hoje. Tente novamente amanhã ou fale com o seu comercial.',
  },
  CLIENT_FILES_LIMIT_REACHED: {
    es: 'Alcanzaste el límite de archivos subidos hoy sin enviar. Envía tu solicitud o vuelve a intentarlo mañana.',
    en: "You have reached today's limit of uploaded files not yet sent. Send your request or try again tomorrow.",
    pt: 'Você atingiu o limite de arquivos enviados hoje e ainda não usados. Envie sua solicitação ou tente amanhã.',
  },
} satisfies ErrorMessages;
