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
  AUTH_PASSWORD_SIGN_IN_OFF: {
    es: 'Su cuenta inicia sesión con la cuenta de la empresa, no con contraseña.',
    en: 'Your account signs in with the company account, not with a password.',
    pt: 'Sua conta entra com a conta da empresa, não com senha.',
  },
} satisfies ErrorMessages;
