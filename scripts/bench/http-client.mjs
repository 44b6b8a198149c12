// The load generator's HTTP client. It shares the machine's cores with the API and PostgreSQL, so it
// must cost as little as it can per request: node:http over kept-alive sockets costs about half of
// fetch's CPU (own c1 on the cheapest lists 1.4–1.9 ms through fetch, 0.8–1.0 ms through this).
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

/** One request; resolves once the whole answer is read, rejects on a status of 400 or more. */
export function send(base, { method = 'GET', path, token, body }) {
  const { hostname, port } = new URL(base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
  };
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path, method, headers, agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () =>
        res.statusCode < 400 ? resolve() : reject(new Error(`${method} ${path} answered ${res.statusCode}`)),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Lets the bench exit: kept-alive sockets would hold it open. */
export function closeClient() {
  agent.destroy();
}

/** The demo accounts' password (prisma/seed/demo-accounts.ts), which the bench database keeps. */
export const DEMO_PASSWORD = 'Demo1234!';

/** Signs each demo user in once; their tokens by username. */
export async function signInAll(base, usernames) {
  const tokens = {};
  for (const username of usernames) {
    const res = await fetch(`${base}/auth/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: DEMO_PASSWORD }),
    });
    if (!res.ok) throw new Error(`sign-in as ${username}: ${res.status}`);
    tokens[username] = (await res.json()).access_token;
  }
  return tokens;
}
