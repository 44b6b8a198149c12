/** Delivery tuning of the mail queue; tests override the MAIL_OPTIONS provider with a short delay. */
export type MailOptions = {
  /** Tries per mail before the job is left failed (kept 7 days for inspection). */
  attempts: number;
  /** First retry delay; BullMQ doubles it on each further try (5 s → ~10 min of SMTP outage covered with 8 tries). */
  retryBaseDelayMs: number;
  /** Mails sent in parallel per process; each holds one database connection while talking SMTP. */
  concurrency: number;
};

export const MAIL_OPTIONS = Symbol('MAIL_OPTIONS');

type Env = Record<string, string | undefined>;

/** Defaults, with MAIL_RETRY_BASE_DELAY_MS read from the environment (not part of AppConfig). */
export function mailOptionsFromEnv(env: Env = process.env): MailOptions {
  const raw = env.MAIL_RETRY_BASE_DELAY_MS?.trim();
  const delay = raw ? Number(raw) : 5000;
  if (!Number.isInteger(delay) || delay < 0) {
    throw new Error(`MAIL_RETRY_BASE_DELAY_MS must be an integer >= 0 (got "${raw}")`);
  }
  return { attempts: 8, retryBaseDelayMs: delay, concurrency: 4 };
}
