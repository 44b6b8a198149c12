import type { Language } from '@freight/shared';

type PortalAccess = { name: string; clientName: string; username: string; password: string; url: string };

const TEXTS: Record<Language, (a: PortalAccess) => { subject: string; text: string }> = {
  es: (a) => ({
    subject: `Acceso al portal de cotizaciones de ${a.clientName}`,
    text: `Hola ${a.name}:\n\nSe le dio acceso al portal de cotizaciones como contacto de ${a.clientName}.\n\nUsuario: ${a.username}\nContraseña: ${a.password}\n\nIngrese en ${a.url}: en el primer ingreso se le pedirá elegir una contraseña nueva.\n`,
  }),
  en: (a) => ({
    subject: `Quotation portal access for ${a.clientName}`,
    text: `Hello ${a.name},\n\nYou have been given access to the quotation portal as a contact of ${a.clientName}.\n\nUsername: ${a.username}\nPassword: ${a.password}\n\nSign in at ${a.url}: at your first sign-in you will be asked to choose a new password.\n`,
  }),
  pt: (a) => ({
    subject: `Acesso ao portal de cotações de ${a.clientName}`,
    text: `Olá ${a.name},\n\nVocê recebeu acesso ao portal de cotações como contato de ${a.clientName}.\n\nUsuário: ${a.username}\nSenha: ${a.password}\n\nEntre em ${a.url}: no primeiro acesso será solicitada uma senha nova.\n`,
  }),
};

/** The e-mail with a contact's new portal user and password, in the contact's language. */
export function portalAccessMail(language: Language, access: PortalAccess): { subject: string; text: string } {
  return TEXTS[language](access);
}
