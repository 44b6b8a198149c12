import { createTransport } from 'nodemailer';

/** A mail as the agent's mail program writes it (nodemailer's own MIME composer), as raw bytes. */
export async function composed(mail: Parameters<ReturnType<typeof createTransport>['sendMail']>[0]): Promise<Buffer> {
  const info = await createTransport({ streamTransport: true, buffer: true }).sendMail(mail);
  return info.message as Buffer;
}
