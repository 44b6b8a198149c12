import { describe, expect, it } from '@jest/globals';
import { simpleParser } from 'mailparser';
import { tokenOf } from '../../common/mail/reply-address.js';
import { bouncedRecipient, isAutoReply, isBounce, referencedIds, replyText, safeHtml } from './inbound-classify.js';

const mail = (headers: string, body = 'Hello') => simpleParser(Buffer.from(`${headers}\r\n\r\n${body}\r\n`));

describe('inbound mail classification', () => {
  it('takes Auto-Submitted, X-Autoreply and Precedence auto_reply as automatic, Auto-Submitted: no as a person', async () => {
    expect(isAutoReply(await mail('From: a@x.test\r\nAuto-Submitted: auto-replied'))).toBe(true);
    expect(isAutoReply(await mail('From: a@x.test\r\nX-Autoreply: yes'))).toBe(true);
    expect(isAutoReply(await mail('From: a@x.test\r\nPrecedence: auto_reply'))).toBe(true);
    expect(isAutoReply(await mail('From: a@x.test\r\nAuto-Submitted: no'))).toBe(false);
    expect(isAutoReply(await mail('From: a@x.test\r\nPrecedence: list'))).toBe(false);
  });

  it('recognises a delivery status report and reads the failed recipient from it', async () => {
    const dsn = await mail(
      'From: MAILER-DAEMON@mx.test\r\nContent-Type: multipart/report; report-type=delivery-status; boundary="b"',
      '--b\r\nContent-Type: text/plain\r\n\r\nUndeliverable\r\n--b\r\nContent-Type: message/delivery-status\r\n\r\nReporting-MTA: dns; mx.test\r\n\r\nFinal-Recipient: rfc822; Li.Wei@Agents.test\r\nAction: failed\r\nStatus: 5.1.1\r\n--b--',
    );
    expect(isBounce(dsn, null)).toBe(true);
    expect(bouncedRecipient(dsn.text ?? '')).toBe('li.wei@agents.test');
    expect(isBounce(await mail('From: li@agents.test'), 'li@agents.test')).toBe(false);
  });

  it('lists In-Reply-To before References, newest reference first', async () => {
    const m = await mail('From: a@x.test\r\nIn-Reply-To: <c@x>\r\nReferences: <a@x> <b@x> <c@x>');
    expect(referencedIds(m)).toEqual(['<c@x>', '<b@x>', '<a@x>']);
  });

  it('reads the token of this mailbox only, whatever the case', () => {
    const box = { local: 'costs', domain: 'fw.test' };
    const token = '0123456789abcdef0123456789abcdef';
    expect(tokenOf(box, `Costs+${token.toUpperCase()}@FW.test`)).toBe(token);
    expect(tokenOf(box, `other+${token}@fw.test`)).toBeNull();
    expect(tokenOf(box, `costs+${token}@evil.test`)).toBeNull();
    expect(tokenOf(box, 'costs+short@fw.test')).toBeNull();
  });

  it('keeps the new text of a reply without the quoted history', () => {
    const text =
      'Rate 1200 USD, free days 14.\n\nOn Mon, 1 Dec 2026 at 10:00, Pricing <p@x.test> wrote:\n> Cost request MVD-26-000001\n> Please quote';
    expect(replyText(text)).toBe('Rate 1200 USD, free days 14.');
  });

  it('sanitises HTML: no scripts, handlers, styles or images; links open apart', () => {
    const html = safeHtml(
      '<p onclick="x()" style="color:red">Hi <a href="javascript:alert(1)">x</a><a href="https://a.test">y</a></p><script>alert(1)</script><img src="https://t.test/p.gif">',
    );
    expect(html).toBe(
      '<p>Hi <a rel="noopener noreferrer" target="_blank">x</a><a href="https://a.test" rel="noopener noreferrer" target="_blank">y</a></p>',
    );
  });
});
