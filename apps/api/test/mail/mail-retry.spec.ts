import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mailJobId } from '../../src/common/mail/mail.queue.js';
import { startMailTestModule, waitFor, type MailTestModule } from './mail-test-module.js';
import { freePort, startSmtpSink, type SmtpSink } from './smtp-sink.js';

describe('mail while the SMTP server is down', () => {
  let port: number;
  let sink: SmtpSink | undefined;
  let mod: MailTestModule;

  beforeAll(async () => {
    port = await freePort();
    mod = await startMailTestModule({ smtp: { host: '127.0.0.1', port, secure: false, user: null, password: null, from: 'Freight <no-reply@freight.test>' } });
  });

  afterAll(async () => {
    await mod?.close();
    await sink?.close();
  });

  it('is delivered once the SMTP server comes up, exactly once', async () => {
    const key = 'quote-sent:q-42';
    await mod.mailQueue.enqueue({ to: 'eve@example.com', subject: 'Quotation Q-42', text: 'Attached', idempotencyKey: key });
    // Proves the first try really failed before the server exists.
    await waitFor(async () => ((await mod.jobs.getJob(mailJobId(key)))?.attemptsMade ?? 0) >= 1);
    expect(await mod.jobs.getJobState(mailJobId(key))).toBe('delayed');

    sink = await startSmtpSink(port);
    await mod.completed(key);

    expect(sink.mails).toHaveLength(1);
    expect(sink.mails[0].subject).toBe('Quotation Q-42');
  });
});
