import type { ErrorMessages } from './types.js';

/** Clients, document and note types, and live notifications. */
export const REFERENCE_MESSAGES = {
  STOMP_PROTOCOL_ERROR: {
    es: 'Mensaje no válido en el canal de notificaciones.',
    en: 'Invalid message on the notification channel.',
    pt: 'Mensagem inválida no canal de notificações.',
  },
  STOMP_UNKNOWN_DESTINATION: {
    es: 'Ese destino de notificaciones no existe o no es suyo.',
    en: 'That notification destination does not exist or is not yours.',
    pt: 'Esse destino de notificações não existe ou não é seu.',
  },
  RECIPIENT_NOT_FOUND: {
    es: 'El destinatario no existe o está inactivo.',
    en: 'The recipient does not exist or is inactive.',
    pt: 'O destinatário não existe ou está inativo.',
  },
  DOCUMENT_TYPE_CODE_INVALID: {
    es: 'El código de un tipo de documento debe tener 3 o 4 letras o dígitos.',
    en: 'A document type code must have 3 or 4 letters or digits.',
    pt: 'O código de um tipo de documento deve ter 3 ou 4 letras ou dígitos.',
  },
  NOTE_TYPE_CODE_INVALID: {
    es: 'El código de un tipo de nota debe tener exactamente 3 letras o dígitos.',
    en: 'A note type code must have exactly 3 letters or digits.',
    pt: 'O código de um tipo de nota deve ter exatamente 3 letras ou dígitos.',
  },
  DOCUMENT_TYPE_CODE_TAKEN: {
    es: 'Ya existe un tipo de documento con ese código.',
    en: 'A document type with that code already exists.',
    pt: 'Já existe um tipo de documento com esse código.',
  },
  NOTE_TYPE_CODE_TAKEN: {
    es: 'Ya existe un tipo de nota con ese código.',
    en: 'A note type with that code already exists.',
    pt: 'Já existe um tipo de nota com esse código.',
  },
  TAX_ID_INVALID: {
    es: 'El número de identificación fiscal no es válido para el país elegido.',
    en: 'The tax ID is not valid for the chosen country.',
    pt: 'O número de identificação fiscal não é válido para o país escolhido.',
  },
  CLIENT_EXISTS: {
    es: 'La organización ya existe: ya hay un cliente de ese país con ese número de identificación fiscal.',
    en: 'The organization exists: a client of that country with that tax ID already exists.',
    pt: 'A organização já existe: já há um cliente desse país com esse número de identificação fiscal.',
  },
  CLIENT_CREDIT_DAYS_INVALID: {
    es: 'Los días de crédito se eligen solo con pago a crédito (7, 15, 30, 45, 60, 90, 120, 150 o 180).',
    en: 'Credit days are chosen only with credit terms (7, 15, 30, 45, 60, 90, 120, 150 or 180).',
    pt: 'Os dias de crédito são escolhidos apenas com pagamento a crédito (7, 15, 30, 45, 60, 90, 120, 150 ou 180).',
  },
  ASSIGNEE_NOT_ELIGIBLE: {
    es: 'El usuario elegido no puede asignarse en ese rol.',
    en: 'The chosen user cannot be assigned in that role.',
    pt: 'O usuário escolhido não pode ser atribuído nessa função.',
  },
  CONTACT_EXISTS: {
    es: 'Este cliente ya tiene un contacto con ese correo electrónico.',
    en: 'This client already has a contact with that e-mail.',
    pt: 'Este cliente já tem um contato com esse e-mail.',
  },
  CONTACT_HAS_PORTAL_ACCESS: {
    es: 'Este contacto ya tiene acceso al portal.',
    en: 'This contact already has portal access.',
    pt: 'Este contato já tem acesso ao portal.',
  },
  PORTAL_EMAIL_IN_USE: {
    es: 'Ya hay un usuario con ese correo electrónico: no se puede dar acceso al portal con él.',
    en: 'A user with that e-mail already exists: portal access cannot be given with it.',
    pt: 'Já existe um usuário com esse e-mail: não é possível dar acesso ao portal com ele.',
  },
  DOCUMENT_TYPE_UNKNOWN: {
    es: 'El tipo de documento elegido no existe.',
    en: 'The chosen document type does not exist.',
    pt: 'O tipo de documento escolhido não existe.',
  },
  DOCUMENT_TYPE_INACTIVE: {
    es: 'El tipo de documento elegido está inactivo: elija uno activo.',
    en: 'The chosen document type is inactive: choose an active one.',
    pt: 'O tipo de documento escolhido está inativo: escolha um ativo.',
  },
  NOTE_TYPE_UNKNOWN: {
    es: 'El tipo de nota elegido no existe.',
    en: 'The chosen note type does not exist.',
    pt: 'O tipo de nota escolhido não existe.',
  },
  NOTE_TYPE_INACTIVE: {
    es: 'El tipo de nota elegido está inactivo: elija uno activo.',
    en: 'The chosen note type is inactive: choose an active one.',
    pt: 'O tipo de nota escolhido está inativo: escolha um ativo.',
  },
} satisfies ErrorMessages;
