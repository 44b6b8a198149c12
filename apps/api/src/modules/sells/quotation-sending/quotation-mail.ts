import type { SendMailJob } from '../../../common/queue/queue.constants.js';
import type { PdfTexts } from '../quotation-pdf/pdf-texts.js';
import type { RenderedPdf } from '../quotation-pdf/quotation-pdf.service.js';

/** A display name fit for an address header: quotes and angle brackets would break it. */
const displayName = (name: string) => name.replace(/["<>\\\r\n]/g, '').trim();

/**
 * The client's mail of a quotation, in the client's language: the greeting, then the commercial's
 * own message (if any), the standard text and the commercial's signature (name, e-mail, phone,
 * company). Answers go to the commercial (Reply-To), not to the no-reply sender.
 */
export function quotationMail(
  texts: PdfTexts,
  reference: string,
  pdf: Pick<RenderedPdf, 'clientName' | 'commercial' | 'companyName'>,
  message?: string,
): Pick<SendMailJob, 'subject' | 'text' | 'replyTo'> {
  const { commercial } = pdf;
  const signature = [commercial.name, commercial.email, commercial.phone, pdf.companyName].filter(Boolean).join('\n');
  const paragraphs = [
    texts.mail.greeting(pdf.clientName),
    message?.trim(),
    texts.mail.body(reference),
    `${texts.mail.closing}\n${signature}`,
  ].filter((p): p is string => Boolean(p));
  return {
    subject: texts.mail.subject(reference),
    text: paragraphs.join('\n\n'),
    replyTo: `"${displayName(commercial.name)}" <${commercial.email}>`,
  };
}
