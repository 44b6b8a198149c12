import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Mails whose subject starts with this are markers (see mail-settled.ts): kept apart from `mails`. */
export const MARKER_SUBJECT_PREFIX = 'test-marker ';
/** The header under which the sink keeps each mail's SMTP envelope sender (MAIL FROM). */
export const SINK_ENVELOPE_FROM = 'x-sink-envelope-from';

/** An in-process SMTP server that keeps every accepted mail, parsed. */
export type SmtpSink = {
  port: number;
  mails: ParsedMail[];
  /** Marker mails, in arrival order. */
  markers: ParsedMail[];
  /** Recipients refused while the sink was refusing mail, one entry per refused try. */
  refused: string[];
  started: () => number;
  /** Starts accepting mail on the same, never released, port. */
  accept(): void;
  /** Answers 451 to every recipient again, as a server out of service. */
  refuse(): void;
  close(): Promise<void>;
};

export type SmtpSinkOptions = {
  /** Holds each mail before accepting it, to catch a send in flight. */
  acceptDelayMs?: number;
  /**
   * Starts as a mail server that is out of service: every recipient gets a temporary failure (451),
   * so each send fails and is retried, until `accept()`. The port stays bound all along: a test
   * never releases it for another process to take before the sink "comes back".
   */
  refusing?: boolean;
};

export async function startSmtpSink(port = 0, acceptDelayMs = 0, options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const mails: ParsedMail[] = [];
  const markers: ParsedMail[] = [];
  const refused: string[] = [];
  let refusing = options.refusing ?? false;
  const delay = options.acceptDelayMs ?? acceptDelayMs;
  let started = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refusing) return callback();
      refused.push(address.address);
      callback(Object.assign(new Error('Mail service out of order (test sink refusing)'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      started++;
      simpleParser(stream).then(
        (mail) => {
          // As the final delivery does, the envelope sender becomes the Return-Path ('' for a bounce's <>).
          const envelopeFrom = session.envelope.mailFrom;
          mail.headers.set(SINK_ENVELOPE_FROM, envelopeFrom ? envelopeFrom.address : '');
          setTimeout(() => {
            (mail.subject?.startsWith(MARKER_SUBJECT_PREFIX) ? markers : mails).push(mail);
            callback();
          }, delay);
        },
        (err: Error) => callback(err),
      );
    },
  });
  // A client that vanishes mid-conversation (a killed API process) resets its connection: that is
  // the client's failure, not the sink's, and must not crash the test process.
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    mails,
    markers,
    refused,
    started: () => started,
    accept: () => {
      refusing = false;
    },
    refuse: () => {
      refusing = true;
    },
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

/** The app's SMTP settings for sending into this sink (plain SMTP on loopback, no log-in). */
export function smtpConfigFor(sink: Pick<SmtpSink, 'port'>, from = 'Freight <no-reply@freight.test>') {
  return { host: '127.0.0.1', port: sink.port, secure: false, user: null, password: null, from };
}
