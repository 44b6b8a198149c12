/**
 * What one process of the portal does (PROCESS_ROLE, issue 48). The same image runs as:
 * - `all` (default): the API and every background job, as a single process does;
 * - `api`: requests and STOMP sockets only; jobs it enqueues are done by a worker;
 * - `worker`: the queues' workers, scheduled scans, inbound mail and the analytics refresher; its HTTP
 *   port answers only /health and /metrics (for the orchestrator and the scraper).
 * Scheduled jobs run once across processes whatever the mix (BullMQ job schedulers, advisory locks).
 */
export type ProcessRole = 'all' | 'api' | 'worker';

export const PROCESS_ROLES: readonly ProcessRole[] = ['all', 'api', 'worker'];

export function isProcessRole(value: string): value is ProcessRole {
  return (PROCESS_ROLES as readonly string[]).includes(value);
}

/** Whether this process consumes queues and runs the background work. */
export function runsJobs(role: ProcessRole): boolean {
  return role !== 'api';
}

/** Whether this process answers the API's routes and holds STOMP sockets. */
export function servesApi(role: ProcessRole): boolean {
  return role !== 'worker';
}
