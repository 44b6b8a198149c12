import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { MailDev } from 'maildev';
import type { CostDraftInfo, CostRequestInfo } from '@freight/shared';
import { demoClientId, validRequest } from '../quotations/builders.js';
import { InboundSmtpReceiver } from '../../src/modules/inbound/inbound-smtp.receiver.js';
import { type InboundWorld, staffOf, startInboundWorld, until } from './inbound-fixtures.js';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const run = promisify(execFile);

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => done(port));
    });
  });
}

/**
 * Issue 42: the README's one command to reply as an agent in the demo, `npm run demo:reply`, against
 * the demo's own inbox (maildev) and the portal's SMTP receiver.
 */
describe('npm run demo:reply (the demo walk: reply as an agent by mail)', () => {
  let w: InboundWorld;
  let maildev: InstanceType<typeof MailDev>;
  let web: number;
  const dir = mkdtempSync(join(tmpdir(), 'demo-reply-'));

  beforeAll(async () => {
    const [smtp, webPort] = [await freePort(), await freePort()];
    web = webPort;
    maildev = new MailDev({ smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true, mailDirectory: dir });
    await maildev.start();
    w = await startInboundWorld({ outgoingPort: smtp });
  });
  afterAll(async () => {
    await w?.close();
    await maildev?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("fills in the sheet of the agent's request mail and replies: the row is answered by mail and the cost waits to be confirmed", async () => {
    const staff = (token: string) => staffOf(w.t, token);
    const created = await staff(w.comercial).post(
      '/app/v1/quotations',
      validRequest('SEA_LCL', await demoClientId(w.t)),
    );
    const { reference } = created.body as { reference: string };
    expect((await staff(w.pricing).post(`/app/v1/quotations/${reference}/take`)).status).toBe(204);
    expect(
      (
        await staff(w.pricing).post(`/app/v1/quotations/${reference}/cost-requests`, {
          providerIds: [w.ids.agentEs, w.ids.agentPt],
        })
      ).status,
    ).toBe(201);
    // Both mails in the demo inbox.
    await until(async () => {
      const res = await fetch(`http://127.0.0.1:${web}/api/email`);
      const mails = (await res.json()) as { subject?: string }[];
      return mails.filter((m) => m.subject?.includes(reference)).length === 2;
    });

    const { stdout } = await run(process.execPath, ['scripts/demo-reply.mjs', reference, 'ana@agents.test'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        DEMO_MAIL_WEB_PORT: String(web),
        DEMO_INBOUND_SMTP_PORT: String(w.t.app.get(InboundSmtpReceiver).port()),
      },
    });
    expect(stdout).toContain(`Replied as ana@agents.test`);

    const requests = await until(async () => {
      const list = (await staff(w.pricing).get(`/app/v1/quotations/${reference}/cost-requests`))
        .body as CostRequestInfo[];
      return list.some((r) => r.answeredByMailAt) ? list : null;
    });
    const answered = requests.filter((r) => r.answeredByMailAt);
    expect(answered.map((r) => [r.email, r.state, r.pendingDrafts])).toEqual([['ana@agents.test', 'ANSWERED', 1]]);
    const [draft] = (await staff(w.pricing).get(`/app/v1/quotations/${reference}/cost-drafts`)).body as CostDraftInfo[];
    expect(draft).toMatchObject({
      state: 'PENDING',
      description: 'Demo: reply by mail',
      transitDays: 30,
      freeDays: 14,
    });
    // The demo's sea codes it knows, priced; the test's own codes (T-OFT, T-THC) left empty.
    expect(draft.charges.map((c) => [c.chargeCode.concept, c.amountPerUnit])).toEqual([
      ['BL', 45],
      ['DOC', 40],
      ['OFT', 1250],
      ['THC-D', 110],
      ['THC-O', 95.5],
    ]);
  });

  it('says what to do when no request mail is in the inbox', async () => {
    await expect(
      run(process.execPath, ['scripts/demo-reply.mjs', 'MVD-99-999999'], {
        cwd: root,
        env: { ...process.env, NODE_OPTIONS: '', DEMO_MAIL_WEB_PORT: String(web), DEMO_INBOUND_SMTP_PORT: '1' },
      }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('no cost-request mail of MVD-99-999999') });
  });
});
