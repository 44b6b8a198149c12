import type { ErrorMessages } from './types.js';

/** Requests, limits and records in general: any screen can meet these. */
export const PLATFORM_MESSAGES = {
  VALIDATION_FAILED: {
    es: 'Los datos enviados no son válidos.',
    en: 'The data sent is not valid.',
    pt: 'Os dados enviados não são válidos.',
  },
  DATE_INVALID: {
    es: 'La fecha no existe o no es válida.',
    en: 'The date does not exist or is not valid.',
    pt: 'A data não existe ou não é válida.',
  },
  MALFORMED_REQUEST: {
    es: 'La solicitud está mal formada.',
    en: 'The request is malformed.',
    pt: 'A solicitação está malformada.',
  },
  INPUT_INVALID_CHARACTERS: {
    es: 'El texto contiene caracteres no admitidos (un carácter nulo o un carácter Unicode incompleto).',
    en: 'The text contains characters that are not allowed (a null character or an incomplete Unicode character).',
    pt: 'O texto contém caracteres não permitidos (um caractere nulo ou um caractere Unicode incompleto).',
  },
  INPUT_TOO_DEEP: {
    es: 'La solicitud tiene demasiados niveles anidados.',
    en: 'The request is nested too deeply.',
    pt: 'A solicitação tem níveis aninhados demais.',
  },
  INPUT_LIST_TOO_LONG: {
    es: 'Una lista de la solicitud tiene demasiados elementos.',
    en: 'A list in the request has too many items.',
    pt: 'Uma lista da solicitação tem itens demais.',
  },
  DEPENDENCY_UNAVAILABLE: {
    es: 'El servicio no está disponible en este momento. Intente de nuevo en unos segundos.',
    en: 'The service is not available right now. Please try again in a few seconds.',
    pt: 'O serviço não está disponível no momento. Tente novamente em alguns segundos.',
  },
  REQUEST_TIMEOUT: {
    es: 'La solicitud tardó demasiado y se interrumpió. Intente de nuevo en unos segundos.',
    en: 'The request took too long and was stopped. Please try again in a few seconds.',
    pt: 'A solicitação demorou demais e foi interrompida. Tente novamente em alguns segundos.',
  },
  DATABASE_TIMEOUT: {
    es: 'La consulta a la base de datos tardó demasiado. Intente de nuevo en unos segundos o acote los filtros.',
    en: 'The database query took too long. Please try again in a few seconds or narrow the filters.',
    pt: 'A consulta ao banco de dados demorou demais. Tente novamente em alguns segundos ou restrinja os filtros.',
  },
  RECORD_BUSY: {
    es: 'Otra persona está modificando este registro en este momento. Intente de nuevo en unos segundos.',
    en: 'Someone else is changing this record right now. Please try again in a few seconds.',
    pt: 'Outra pessoa está alterando este registro neste momento. Tente novamente em alguns segundos.',
  },
  INPUT_NUMBER_UNSAFE: {
    es: 'Un número de la solicitud es demasiado grande para leerse con exactitud.',
    en: 'A number in the request is too large to be read exactly.',
    pt: 'Um número da solicitação é grande demais para ser lido com exatidão.',
  },
  FORBIDDEN: {
    es: 'No tiene permiso para esta acción.',
    en: 'You do not have permission for this action.',
    pt: 'Você não tem permissão para esta ação.',
  },
  RATE_LIMITED: {
    es: 'Demasiados intentos. Espere un momento e intente de nuevo.',
    en: 'Too many attempts. Wait a moment and try again.',
    pt: 'Muitas tentativas. Aguarde um momento e tente novamente.',
  },
  NOT_FOUND: {
    es: 'No se encontró lo solicitado.',
    en: 'What you asked for was not found.',
    pt: 'O que foi solicitado não foi encontrado.',
  },
  MODULE_DISABLED: {
    es: 'Este módulo no está habilitado.',
    en: 'This module is not enabled.',
    pt: 'Este módulo não está habilitado.',
  },
  PAYLOAD_TOO_LARGE: {
    es: 'La solicitud es demasiado grande.',
    en: 'The request is too large.',
    pt: 'A solicitação é grande demais.',
  },
  WRITE_CONFLICT: {
    es: 'Otras personas estaban guardando cambios en los mismos datos y el suyo no pudo completarse. No se guardó nada: intente de nuevo.',
    en: 'Other people were saving changes to the same data and yours could not complete. Nothing was saved: please try again.',
    pt: 'Outras pessoas estavam salvando alterações nos mesmos dados e a sua não pôde ser concluída. Nada foi salvo: tente novamente.',
  },
  CONFLICT: {
    es: 'La operación entra en conflicto con el estado actual.',
    en: 'The operation conflicts with the current state.',
    pt: 'A operação conflita com o estado atual.',
  },
  INVALID_STATUS_TRANSITION: {
    es: 'La cotización no puede pasar a ese estado desde el estado actual.',
    en: 'The quotation cannot move to that status from its current status.',
    pt: 'A cotação não pode passar para esse status a partir do status atual.',
  },
  INTERNAL_ERROR: {
    es: 'Ocurrió un error inesperado. Intente de nuevo.',
    en: 'An unexpected error occurred. Try again.',
    pt: 'Ocorreu um erro inesperado. Tente novamente.',
  },
  FILE_TOO_LARGE: {
    es: 'El archivo supera el tamaño máximo de 20 MB.',
    en: 'The file is larger than the 20 MB maximum.',
    pt: 'O arquivo excede o tamanho máximo de 20 MB.',
  },
  FILE_TYPE_NOT_ALLOWED: {
    es: 'Tipo de archivo no permitido. Se aceptan imágenes (PNG, GIF, JPEG, SVG, WebP, AVIF, HEIC, HEIF), PDF, documentos de Office y correos (.eml).',
    en: 'File type not allowed. Accepted: images (PNG, GIF, JPEG, SVG, WebP, AVIF, HEIC, HEIF), PDF, Office documents and e-mails (.eml).',
    pt: 'Tipo de arquivo não permitido. São aceitos imagens (PNG, GIF, JPEG, SVG, WebP, AVIF, HEIC, HEIF), PDF, documentos do Office e e-mails (.eml).',
  },
  FILE_EMPTY: {
    es: 'El archivo está vacío.',
    en: 'The file is empty.',
    pt: 'O arquivo está vazio.',
  },
  FILE_NAME_INVALID: {
    es: 'El nombre del archivo no es válido.',
    en: 'The file name is not valid.',
    pt: 'O nome do arquivo não é válido.',
  },
  DUPLICATE_VALUE: {
    es: 'Ya existe un registro con ese valor. Use otro.',
    en: 'A record with that value already exists. Use another one.',
    pt: 'Já existe um registro com esse valor. Use outro.',
  },
  REFERENCE_NOT_FOUND: {
    es: 'Un registro al que hace referencia no existe.',
    en: 'A record it refers to does not exist.',
    pt: 'Um registro ao qual faz referência não existe.',
  },
  RECORD_IN_USE: {
    es: 'El registro está en uso por otros registros y no se puede cambiar ni eliminar.',
    en: 'The record is used by other records and cannot be changed or deleted.',
    pt: 'O registro está em uso por outros registros e não pode ser alterado nem excluído.',
  },
  VALUE_INVALID: {
    es: 'Un valor enviado no es válido para ese campo.',
    en: 'A value sent is not valid for its field.',
    pt: 'Um valor enviado não é válido para esse campo.',
  },
  VALUE_OUT_OF_RANGE: {
    es: 'Un valor enviado es demasiado largo o grande para ese campo.',
    en: 'A value sent is too long or too large for its field.',
    pt: 'Um valor enviado é longo ou grande demais para esse campo.',
  },
} satisfies ErrorMessages;
