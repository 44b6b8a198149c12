import type { Language } from '../config/modules.js';
import type { ErrorCode } from './codes.js';

/** Error messages in the three languages; the API picks the caller's language. */
export const ERROR_MESSAGES: Record<ErrorCode, Record<Language, string>> = {
  VALIDATION_FAILED: {
    es: 'Los datos enviados no son válidos.',
    en: 'The data sent is not valid.',
    pt: 'Os dados enviados não são válidos.',
  },
  MALFORMED_REQUEST: {
    es: 'La solicitud está mal formada.',
    en: 'The request is malformed.',
    pt: 'A solicitação está malformada.',
  },
  AUTH_INVALID_CREDENTIALS: {
    es: 'Usuario o contraseña incorrectos.',
    en: 'Wrong username or password.',
    pt: 'Usuário ou senha incorretos.',
  },
  AUTH_ACCOUNT_DISABLED: {
    es: 'Su cuenta no tiene acceso web. Contacte a un administrador.',
    en: 'Your account has no web access. Contact an administrator.',
    pt: 'Sua conta não tem acesso web. Contate um administrador.',
  },
  AUTH_TOKEN_MISSING: {
    es: 'Debe iniciar sesión.',
    en: 'You must sign in.',
    pt: 'Você precisa entrar.',
  },
  AUTH_TOKEN_INVALID: {
    es: 'La sesión no es válida. Inicie sesión de nuevo.',
    en: 'The session is not valid. Sign in again.',
    pt: 'A sessão não é válida. Entre novamente.',
  },
  AUTH_TOKEN_EXPIRED: {
    es: 'La sesión expiró. Inicie sesión de nuevo.',
    en: 'The session expired. Sign in again.',
    pt: 'A sessão expirou. Entre novamente.',
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
  QUOTATION_INACTIVE: {
    es: 'Esta cotización fue cancelada.',
    en: 'This quotation has been cancelled.',
    pt: 'Esta cotação foi cancelada.',
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
};
