import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';

/** Resident memory of a process (its worker threads included), from /proc, in MB. */
export function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error(`no VmRSS for ${pid}`);
  return Number(kb) / 1024;
}

/** Samples a process's resident memory every 50 ms until stopped; answers the highest seen. */
export function watchRss(pid: number) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      // The process ended: the test will say so.
    }
  }, 50);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

export type ListTimings = { count: number; failed: number; p50: number; p95: number; max: number; over1s: number };

/** `clients` loops GETting `url` in a process of their own (list-load.ts) until stopped; answers their timings. */
export function listInLoops(url: string, token: string, clients: number) {
  const child = spawn(
    process.execPath,
    [new URL('./list-load.ts', import.meta.url).pathname, url, token, String(clients)],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    async stop(): Promise<ListTimings> {
      child.stdin.end();
      await exited;
      const { durations, failed } = JSON.parse(out) as { durations: number[]; failed: number };
      const sorted = durations.sort((a, b) => a - b);
      const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
      return {
        count: sorted.length,
        failed,
        p50: at(0.5),
        p95: at(0.95),
        max: Math.round(sorted.at(-1) ?? 0),
        over1s: sorted.filter((d) => d > 1000).length,
      };
    },
  };
}

function errorBody(text: string): { code?: string; details?: { limit?: string } } | null {
  try {
    return JSON.parse(text) as { code?: string; details?: { limit?: string } };
  } catch {
    return null;
  }
}

export type UploadAnswer = { status: number; code: string | null; limit: string | null; ms: number };

/**
 * POSTs one file as the multipart field `file` with node:http, which (like a browser) hands over an
 * answer the server sends before the whole body is written; `ms` runs until the answer is read.
 */
export function upload(url: string, token: string, name: string, bytes: Buffer): Promise<UploadAnswer> {
  const boundary = `----hostile${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const body = Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const started = performance.now();
  return new Promise((resolve) => {
    let answered = false;
    const req = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
        },
      },
      (res) => {
        answered = true;
        let text = '';
        const done = () => {
          const parsed = errorBody(text);
          resolve({
            status: res.statusCode ?? 0,
            code: parsed?.code ?? null,
            limit: parsed?.details?.limit ?? null,
            ms: performance.now() - started,
          });
        };
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', done);
        res.on('close', done);
      },
    );
    // After an early answer the server closes the connection: the rest of the body fails to send.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (!answered)
        resolve({ status: 0, code: error.code ?? error.message, limit: null, ms: performance.now() - started });
    });
    req.end(body);
  });
}
