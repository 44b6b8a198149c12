import type { AppConfig } from '../config/app-config.js';

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

/** Delivery defaults with the retry delay from the validated configuration. */
export function mailOptionsFromConfig(config: Pick<AppConfig, 'mailRetryBaseDelayMs'>): MailOptions {
  return { attempts: 8, retryBaseDelayMs: config.mailRetryBaseDelayMs, concurrency: 4 };
}
