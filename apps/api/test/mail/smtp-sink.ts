import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An in-process SMTP server that keeps every accepted mail, parsed. */
export type SmtpSink = { port: number; mails: ParsedMail[]; started: () => number; close(): Promise<void> };

/** `acceptDelayMs` holds each mail before accepting it, to catch a send in flight. */
export async function startSmtpSink(port = 0, acceptDelayMs = 0): Promise<SmtpSink> {
  const mails: ParsedMail[] = [];
  let started = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      started++;
      simpleParser(stream).then(
        (mail) => {
          setTimeout(() => {
            mails.push(mail);
            callback();
          }, acceptDelayMs);
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    mails,
    started: () => started,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on right now, to point the app at an SMTP server that is down. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
