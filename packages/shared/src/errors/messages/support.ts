import type { ErrorMessages } from './types.js';

/** Support tickets. */
export const SUPPORT_MESSAGES = {
  SUPPORT_TICKET_CLOSED: {
    es: 'El ticket está cerrado y no admite mensajes.',
    en: 'The ticket is closed and accepts no messages.',
    pt: 'O ticket está fechado e não aceita mensagens.',
  },
  SUPPORT_DUE_DATE_NOT_FUTURE: {
    es: 'La fecha de vencimiento debe ser posterior a hoy.',
    en: 'The due date must be after today.',
    pt: 'A data de vencimento deve ser posterior a hoje.',
  },
  SUPPORT_ERROR_NOT_OF_PRODUCT: {
    es: 'El tipo de error elegido no pertenece al producto.',
    en: 'The chosen error type does not belong to the product.',
    pt: 'O tipo de erro escolhido não pertence ao produto.',
  },
  SUPPORT_PRODUCT_UNKNOWN: {
    es: 'El producto elegido no existe o no está activo.',
    en: 'The chosen product does not exist or is not active.',
    pt: 'O produto escolhido não existe ou não está ativo.',
  },
  SUPPORT_RELATED_USER_NOT_ELIGIBLE: {
    es: 'Un usuario relacionado no es un usuario de soporte activo.',
    en: 'A related user is not an active support user.',
    pt: 'Um usuário relacionado não é um usuário de suporte ativo.',
  },
  SUPPORT_ATTACHMENT_NOT_STAGED: {
    es: 'Un adjunto no es un archivo subido por usted y aún sin enviar.',
    en: 'An attachment is not a file you uploaded that has not been sent yet.',
    pt: 'Um anexo não é um arquivo enviado por você e ainda não usado.',
  },
  SUPPORT_LINK_NOT_OWN: {
    es: 'La cotización u operación vinculada no es una de las suyas.',
    en: 'The linked quotation or operation is not one of yours.',
    pt: 'A cotação ou operação vinculada não é uma das suas.',
  },
  SUPPORT_MESSAGE_NOT_IN_TICKET: {
    es: 'El mensaje no pertenece a este ticket.',
    en: 'The message does not belong to this ticket.',
    pt: 'A mensagem não pertence a este ticket.',
  },
  SUPPORT_PRODUCT_NAME_TAKEN: {
    es: 'Ya existe un producto con ese nombre.',
    en: 'A product with that name already exists.',
    pt: 'Já existe um produto com esse nome.',
  },
  SUPPORT_ERROR_NAME_TAKEN: {
    es: 'Ese producto ya tiene un tipo de error con ese nombre.',
    en: 'That product already has an error type with that name.',
    pt: 'Esse produto já tem um tipo de erro com esse nome.',
  },
  SUPPORT_LINK_TARGET_REQUIRED: {
    es: 'Indique una cotización o una operación (solo una).',
    en: 'Give one quotation or one operation (only one).',
    pt: 'Indique uma cotação ou uma operação (apenas uma).',
  },
} satisfies ErrorMessages;
