import type { Language } from '@freight/shared';

/** The one-time password e-mail, in the user's language; the sign-in link opens in a new tab. */
export function oneTimePasswordMail(
  language: Language,
  p: { name: string; username: string; password: string; url: string },
) {
  const t = {
    es: {
      subject: 'Su nueva contraseña del portal',
      hello: `Hola ${p.name}:`,
      body: 'Se generó una contraseña temporal para su usuario. Al ingresar se le pedirá que la cambie.',
      user: 'Usuario',
      password: 'Contraseña temporal',
      link: 'Ingresar al portal',
    },
    en: {
      subject: 'Your new portal password',
      hello: `Hello ${p.name},`,
      body: 'A temporary password was generated for your user. You will be asked to change it when you sign in.',
      user: 'Username',
      password: 'Temporary password',
      link: 'Sign in to the portal',
    },
    pt: {
      subject: 'Sua nova senha do portal',
      hello: `Olá ${p.name},`,
      body: 'Foi gerada uma senha temporária para seu usuário. Ao entrar, será solicitado que você a altere.',
      user: 'Usuário',
      password: 'Senha temporária',
      link: 'Entrar no portal',
    },
  }[language];
  const escape = (s: string) =>
    s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  return {
    subject: t.subject,
    text: `${t.hello}\n\n${t.body}\n\n${t.user}: ${p.username}\n${t.password}: ${p.password}\n\n${t.link}: ${p.url}\n`,
    html:
      `<p>${escape(t.hello)}</p><p>${escape(t.body)}</p>` +
      `<p>${escape(t.user)}: <b>${escape(p.username)}</b><br>${escape(t.password)}: <code>${escape(p.password)}</code></p>` +
      `<p><a href="${escape(p.url)}" target="_blank" rel="noopener">${escape(t.link)}</a></p>`,
  };
}
