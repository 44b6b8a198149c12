import type { NotificationPush } from '@freight/shared';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The JSON body of one STOMP MESSAGE as a push, or null when it is not one (logged, never shown). */
export function parsePush(body: string): NotificationPush | null {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { id, title, message, key } = value;
  if (typeof id !== 'string' || typeof title !== 'string' || typeof message !== 'string') return null;
  return { id, title, message, key: typeof key === 'string' && key !== '' ? key : null };
}
