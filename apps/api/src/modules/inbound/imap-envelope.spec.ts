import { describe, expect, it } from '@jest/globals';
import { envelopeOf } from './imap-envelope.js';

const bytes = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));

describe('envelopeOf (the envelope a stored mail still carries)', () => {
  it('reads the sender from Return-Path and the address it was delivered for from X-Original-To', () => {
    expect(
      envelopeOf(
        bytes('Return-Path: <li.wei@agents.test>\r\nX-Original-To: Costs+ABC@fw.test\r\nSubject: x\r\n\r\nbody'),
      ),
    ).toEqual({ envelopeFrom: 'li.wei@agents.test', envelopeTo: ['costs+abc@fw.test'] });
  });

  it('a bounce has the null sender <>; a mail without the fields has no envelope', () => {
    expect(envelopeOf(bytes('Return-Path: <>\r\nFrom: MAILER-DAEMON@x.test\r\n\r\n'))).toEqual({
      envelopeFrom: null,
      envelopeTo: [],
    });
    expect(envelopeOf(bytes('From: a@b.test\r\n\r\nReturn-Path: <not@header.test>\r\n'))).toEqual({
      envelopeFrom: null,
      envelopeTo: [],
    });
  });

  it('reads folded header lines', () => {
    expect(envelopeOf(bytes('X-Original-To:\r\n costs+t@fw.test\r\n\r\n')).envelopeTo).toEqual(['costs+t@fw.test']);
  });
});
