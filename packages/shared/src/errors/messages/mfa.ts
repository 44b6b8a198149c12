import type { ErrorMessages } from './types.js';

/** Second factor (issue 46). */
export const MFA_MESSAGES = {
  MFA_CODE_INVALID: {
    es: 'El código no es correcto, ya fue usado o venció.',
    en: 'The code is wrong, already used or expired.',
    pt: 'O código está incorreto, já foi usado ou expirou.',
  },
  MFA_CHALLENGE_INVALID: {
    es: 'La verificación en dos pasos venció. Inicie sesión de nuevo.',
    en: 'The two-step verification expired. Sign in again.',
    pt: 'A verificação em duas etapas expirou. Entre novamente.',
  },
  MFA_ALREADY_ENABLED: {
    es: 'Ya tiene un segundo factor activo. Quítelo antes de registrar otro.',
    en: 'You already have an active second factor. Remove it before enrolling another.',
    pt: 'Você já tem um segundo fator ativo. Remova-o antes de registrar outro.',
  },
  MFA_NOT_ENABLED: {
    es: 'No hay un segundo factor activo.',
    en: 'There is no active second factor.',
    pt: 'Não há um segundo fator ativo.',
  },
  MFA_ENROLMENT_NOT_STARTED: {
    es: 'Primero inicie el registro del segundo factor.',
    en: 'Start the second-factor enrolment first.',
    pt: 'Primeiro inicie o registro do segundo fator.',
  },
  MFA_ENROLMENT_REQUIRED: {
    es: 'Su rol exige un segundo factor: regístrelo para terminar de iniciar sesión.',
    en: 'Your role requires a second factor: enrol one to finish signing in.',
    pt: 'Sua função exige um segundo fator: registre um para terminar de entrar.',
  },
  MFA_REQUIRED_BY_POLICY: {
    es: 'Su rol exige un segundo factor: no puede quitarlo. Un administrador puede restablecerlo.',
    en: 'Your role requires a second factor: you cannot remove it. An administrator can reset it.',
    pt: 'Sua função exige um segundo fator: não é possível removê-lo. Um administrador pode redefini-lo.',
  },
  PASSKEY_INVALID: {
    es: 'No se pudo verificar la llave de acceso. Inténtelo de nuevo.',
    en: 'The passkey could not be verified. Try again.',
    pt: 'Não foi possível verificar a chave de acesso. Tente novamente.',
  },
  PASSKEY_CHALLENGE_EXPIRED: {
    es: 'La solicitud de la llave de acceso venció o ya fue usada. Vuelva a empezar.',
    en: 'The passkey request expired or was already used. Start again.',
    pt: 'A solicitação da chave de acesso expirou ou já foi usada. Comece de novo.',
  },
  PASSKEY_LIMIT_REACHED: {
    es: 'Ya registró el máximo de llaves de acceso. Quite una antes de agregar otra.',
    en: 'You have registered the most passkeys allowed. Remove one before adding another.',
    pt: 'Você já registrou o máximo de chaves de acesso. Remova uma antes de adicionar outra.',
  },
} satisfies ErrorMessages;
