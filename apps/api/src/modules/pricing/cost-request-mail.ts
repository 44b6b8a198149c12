import type { Language } from '@freight/shared';

/** The cost-request e-mail in the agent's language; the link opens in a new tab (mail previews sandbox links). */
export function costRequestMail(language: Language, p: { providerName: string; reference: string; lane: string; service: string; url: string; expiresOn: string }) {
  const t = {
    es: {
      subject: `Solicitud de costos ${p.reference} (${p.service})`,
      hello: `Estimados ${p.providerName}:`,
      body: `Les pedimos costos para ${p.service}, ${p.lane}. Ingrésenlos en el siguiente enlace (no requiere usuario), válido hasta el ${p.expiresOn}:`,
      thanks: 'Muchas gracias.',
    },
    en: {
      subject: `Cost request ${p.reference} (${p.service})`,
      hello: `Dear ${p.providerName},`,
      body: `Please quote your costs for ${p.service}, ${p.lane}. Enter them at the link below (no login needed), valid until ${p.expiresOn}:`,
      thanks: 'Thank you.',
    },
    pt: {
      subject: `Solicitação de custos ${p.reference} (${p.service})`,
      hello: `Prezados ${p.providerName},`,
      body: `Solicitamos seus custos para ${p.service}, ${p.lane}. Informe-os no link abaixo (sem login), válido até ${p.expiresOn}:`,
      thanks: 'Muito obrigado.',
    },
  }[language];
  const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  return {
    subject: t.subject,
    text: `${t.hello}\n\n${t.body}\n${p.url}\n\n${t.thanks}`,
    html: `<p>${escape(t.hello)}</p><p>${escape(t.body)}</p><p><a href="${escape(p.url)}" target="_blank" rel="noopener">${escape(p.url)}</a></p><p>${escape(t.thanks)}</p>`,
  };
}
