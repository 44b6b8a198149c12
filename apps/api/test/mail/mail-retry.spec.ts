import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mailJobId } from '../../src/common/mail/mail.queue.js';
import { mailSettled } from './mail-settled.js';
import { startMailTestModule, waitFor, type MailTestModule } from './mail-test-module.js';
import { smtpConfigFor, startSmtpSink, type SmtpSink } from './smtp-sink.js';

describe('mail while the SMTP server refuses it', () => {
  let sink: SmtpSink;
  let mod: MailTestModule;

  beforeAll(async () => {
    // Out of service from the start, on a port it never gives up: no other process can answer in its place.
    sink = await startSmtpSink(0, 0, { refusing: true });
    mod = await startMailTestModule({
      smtp: smtpConfigFor(sink),
    });
  });

  afterAll(async () => {
    await mod?.close();
    await sink?.close();
  });

  it('is delivered once the SMTP server takes mail again, exactly once', async () => {
    const key = 'quote-sent:q-42';
    await mod.mailQueue.enqueue({
      to: 'eve@example.com',
      subject: 'Quotation Q-42',
      text: 'Attached',
      idempotencyKey: key,
    });
    // The server refused a real try, and the job is kept for another one (retrying, never given up).
    await waitFor(() => sink.refused.includes('eve@example.com'));
    await waitFor(async () => ((await mod.jobs.getJob(mailJobId(key)))?.attemptsMade ?? 0) >= 1);
    expect(['delayed', 'waiting', 'active']).toContain(await mod.jobs.getJobState(mailJobId(key)));
    expect(sink.mails).toHaveLength(0);

    sink.accept();
    await mod.completed(key);
    await mailSettled(mod.moduleRef, sink);

    expect(sink.mails).toHaveLength(1);
    expect(sink.mails[0].subject).toBe('Quotation Q-42');
  });
});
