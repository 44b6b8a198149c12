import type { ErrorMessages } from './types.js';

/** Sign-in, sessions, users and passwords. */
export const ACCESS_MESSAGES = {
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
  AUTH_SESSION_ENDED: {
    es: 'La sesión fue cerrada. Inicie sesión de nuevo.',
    en: 'The session was ended. Sign in again.',
    pt: 'A sessão foi encerrada. Entre novamente.',
  },
  USER_SELF_DEACTIVATION: {
    es: 'No puede desactivar su propio usuario.',
    en: 'You cannot deactivate your own user.',
    pt: 'Você não pode desativar seu próprio usuário.',
  },
  USER_SELF_PERMISSION_REMOVAL: {
    es: 'No puede quitarse su propio permiso para editar usuarios.',
    en: 'You cannot remove your own permission to edit users.',
    pt: 'Você não pode remover sua própria permissão para editar usuários.',
  },
  LAST_ADMINISTRATOR: {
    es: 'No se puede desactivar al último administrador activo.',
    en: 'The last active administrator cannot be deactivated.',
    pt: 'Não é possível desativar o último administrador ativo.',
  },
  PASSWORD_CHANGE_REQUIRED: {
    es: 'Debe cambiar su contraseña antes de continuar.',
    en: 'You must change your password before continuing.',
    pt: 'Você precisa alterar sua senha antes de continuar.',
  },
  METRICS_FORBIDDEN: {
    es: 'Las métricas solo se sirven a las direcciones permitidas o con el token de métricas.',
    en: 'Metrics are served only to allowed addresses or with the metrics token.',
    pt: 'As métricas são servidas apenas a endereços permitidos ou com o token de métricas.',
  },
  PASSWORD_TOO_WEAK: {
    es: 'La contraseña debe tener al menos 10 caracteres, con letras y dígitos.',
    en: 'The password must have at least 10 characters, with letters and digits.',
    pt: 'A senha deve ter pelo menos 10 caracteres, com letras e dígitos.',
  },
  PASSWORD_CURRENT_WRONG: {
    es: 'La contraseña actual no es correcta.',
    en: 'The current password is not correct.',
    pt: 'A senha atual não está correta.',
  },
} satisfies ErrorMessages;
