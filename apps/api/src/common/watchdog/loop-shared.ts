/**
 * What the main thread and the watchdog thread share (a SharedArrayBuffer): the main thread's last
 * heartbeat, the moment a termination was asked for, the verdict, and the requests in flight. The
 * watchdog reads it all while the main thread is blocked, which is the point: it cannot ask.
 * Imports nothing, so the watchdog thread loads only this and the verdict.
 */
export const SLOTS = 64;
const LABEL_BYTES = 160;
// BigInt64 clock (4) | Int32 flags (4) | BigInt64 slot start (SLOTS) | Int32 slot length (SLOTS) | labels.
const FLAGS_AT = 32;
const STARTS_AT = 48;
const LENGTHS_AT = STARTS_AT + 8 * SLOTS;
const LABELS_AT = LENGTHS_AT + 4 * SLOTS;
const BYTES = LABELS_AT + SLOTS * LABEL_BYTES;

const BEAT = 0;
const TERMINATING = 1;
const GAP = 0;
const UNHEALTHY = 1;
const UNTRACKED = 2;

/** Milliseconds on the monotonic clock, the same in every thread of the process. */
export const monotonicMs = (): number => Number(process.hrtime.bigint() / 1_000_000n);

export type InFlight = { label: string; ageMs: number };

export class LoopShared {
  private readonly clock: BigInt64Array;
  private readonly flags: Int32Array;
  private readonly starts: BigInt64Array;
  private readonly lengths: Int32Array;
  private readonly labels: Uint8Array;
  /** Main thread only: slots not in use. */
  private readonly free: number[] = [];
  private readonly encoder = new TextEncoder();

  constructor(readonly buffer: SharedArrayBuffer = new SharedArrayBuffer(BYTES)) {
    this.clock = new BigInt64Array(buffer, 0, 4);
    this.flags = new Int32Array(buffer, FLAGS_AT, 4);
    this.starts = new BigInt64Array(buffer, STARTS_AT, SLOTS);
    this.lengths = new Int32Array(buffer, LENGTHS_AT, SLOTS);
    this.labels = new Uint8Array(buffer, LABELS_AT, SLOTS * LABEL_BYTES);
    for (let i = SLOTS - 1; i >= 0; i--) this.free.push(i);
  }

  // Main thread.

  /** The loop ran now; `gapMs`: how long since it last did. */
  beat(now: number, gapMs: number): void {
    Atomics.store(this.flags, GAP, Math.min(gapMs, 2 ** 31 - 1));
    Atomics.store(this.clock, BEAT, BigInt(now));
  }

  terminating(now: number): void {
    Atomics.compareExchange(this.clock, TERMINATING, 0n, BigInt(now));
  }

  unhealthy(): boolean {
    return Atomics.load(this.flags, UNHEALTHY) === 1;
  }

  /** Records a request in flight; returns its slot, or -1 when all are taken (only counted then). */
  enter(label: string, now: number): number {
    const slot = this.free.pop();
    if (slot === undefined) {
      Atomics.add(this.flags, UNTRACKED, 1);
      return -1;
    }
    const bytes = this.encoder.encode(label).subarray(0, LABEL_BYTES);
    this.labels.set(bytes, slot * LABEL_BYTES);
    Atomics.store(this.starts, slot, BigInt(now));
    Atomics.store(this.lengths, slot, bytes.length || 1);
    return slot;
  }

  leave(slot: number): void {
    if (slot < 0) {
      Atomics.sub(this.flags, UNTRACKED, 1);
      return;
    }
    Atomics.store(this.lengths, slot, 0);
    this.free.push(slot);
  }

  // Watchdog thread.

  lastBeat(): { at: number; gapMs: number } {
    return { at: Number(Atomics.load(this.clock, BEAT)), gapMs: Atomics.load(this.flags, GAP) };
  }

  /** When a termination was asked for (SIGTERM, SIGINT); null when none was. */
  terminatingSince(): number | null {
    const at = Number(Atomics.load(this.clock, TERMINATING));
    return at === 0 ? null : at;
  }

  setUnhealthy(value: boolean): void {
    Atomics.store(this.flags, UNHEALTHY, value ? 1 : 0);
  }

  /** The requests in flight, oldest first, and how many more there were than slots. */
  inFlight(now: number): { requests: InFlight[]; untracked: number } {
    const requests: InFlight[] = [];
    const decoder = new TextDecoder();
    for (let slot = 0; slot < SLOTS; slot++) {
      const length = Atomics.load(this.lengths, slot);
      if (length === 0) continue;
      // A copy: TextDecoder does not read shared memory.
      const bytes = this.labels.slice(slot * LABEL_BYTES, slot * LABEL_BYTES + length);
      requests.push({ label: decoder.decode(bytes), ageMs: now - Number(Atomics.load(this.starts, slot)) });
    }
    requests.sort((a, b) => b.ageMs - a.ageMs);
    return { requests, untracked: Math.max(0, Atomics.load(this.flags, UNTRACKED)) };
  }
}
