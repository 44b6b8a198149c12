import type { ErrorMessages } from './types.js';

/** Single sign-on with the company's OpenID Connect provider (issue 46). */
export const SSO_MESSAGES = {
  SSO_NOT_CONFIGURED: {
    es: 'El inicio de sesión único no está configurado.',
    en: 'Single sign-on is not configured.',
    pt: 'O login único não está configurado.',
  },
  SSO_FLOW_INVALID: {
    es: 'El inicio de sesión con la cuenta de la empresa venció o no fue aceptado. Inténtelo de nuevo.',
    en: 'Signing in with the company account expired or was not accepted. Try again.',
    pt: 'O login com a conta da empresa expirou ou não foi aceito. Tente novamente.',
  },
  SSO_ACCOUNT_UNKNOWN: {
    es: 'Ningún usuario del portal tiene el correo verificado de esa cuenta. Pida acceso a un administrador.',
    en: "No portal user has that account's verified e-mail. Ask an administrator for access.",
    pt: 'Nenhum usuário do portal tem o e-mail verificado dessa conta. Peça acesso a um administrador.',
  },
  SSO_ISSUER_INVALID: {
    es: 'El emisor debe ser una URL https (http solo para un proveedor en localhost), sin consulta ni fragmento.',
    en: 'The issuer must be an https URL (http only for a provider on localhost), with no query or fragment.',
    pt: 'O emissor deve ser uma URL https (http só para um provedor em localhost), sem consulta nem fragmento.',
  },
  SSO_CLIENT_ID_REQUIRED: {
    es: 'Para activar el inicio de sesión único hace falta el identificador de cliente.',
    en: 'Turning single sign-on on needs the client id.',
    pt: 'Para ativar o login único é preciso o identificador do cliente.',
  },
  SSO_CLIENT_SECRET_REQUIRED: {
    es: 'Para activar el inicio de sesión único hace falta el secreto del cliente.',
    en: 'Turning single sign-on on needs the client secret.',
    pt: 'Para ativar o login único é preciso o segredo do cliente.',
  },
  SSO_GROUP_MAPPING_INVALID: {
    es: 'Cada grupo puede aparecer una sola vez en la asignación de grupos.',
    en: 'Each group may appear only once in the group mapping.',
    pt: 'Cada grupo pode aparecer uma só vez no mapeamento de grupos.',
  },
  AUTH_PASSWORD_SIGN_IN_OFF: {
    es: 'Su cuenta inicia sesión con la cuenta de la empresa, no con contraseña.',
    en: 'Your account signs in with the company account, not with a password.',
    pt: 'Sua conta entra com a conta da empresa, não com senha.',
  },
} satisfies ErrorMessages;
