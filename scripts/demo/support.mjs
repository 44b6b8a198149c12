// Helpers of scripts/demo.mjs that hold no state of the running demo: ports, the JWT secret, the banner.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export function envPort(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`[demo] ${name} must be a port number (1-65535), not "${raw}".`);
    process.exit(1); // nothing has been started yet
  }
  return port;
}

export function assertPortFree(port, envName) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(new Error(`Port ${port} is already in use: stop what uses it or set ${envName}.`)),
    );
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

export function describeExit(code, signal, error) {
  if (error) return error.message;
  return signal ? `signal ${signal}` : `exit code ${code}`;
}

// The JWT secret is generated once, so sessions survive a restart of the demo.
export function jwtSecret(dataDir) {
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) {
    const saved = fs.readFileSync(file, 'utf8').trim();
    if (saved) return saved;
  }
  const secret = randomBytes(48).toString('hex');
  fs.writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

const ACCOUNTS = [
  ['admin', 'administrator, all permissions'],
  ['comercial', 'commercial'],
  ['gerente', 'commercial manager'],
  ['pricing', 'pricing analyst'],
  ['operativo', 'operative'],
  ['administrativo', 'administrative staff'],
  ['analista', 'analytics'],
  ['soporte', 'support staff'],
  ['cliente', 'third-party user of demo client A'],
  ['cliente2', 'third-party user of demo client B'],
  ['invitado', 'signed-in user without permissions'],
  ['dosfactores', 'commercial with a TOTP second factor (its secret is in the README)'],
];

/** What a newcomer reads once the demo is up: where to go, who to sign in as, the first walk. */
export function printBanner({ publicUrl, password, mailWebPort, inboundPort, databaseDir, ssoIssuer = null }) {
  const width = Math.max(...ACCOUNTS.map(([name]) => name.length)) + 2;
  console.log(`
  Freight Portal demo is running.

    Portal       ${publicUrl}
    API docs     ${publicUrl}/docs
    Mail inbox   http://localhost:${mailWebPort}
                 (open links from a mail in a new tab: maildev shows mails in a sandboxed frame)

  Demo accounts, all with password ${password}
${ACCOUNTS.map(([name, role]) => `    ${name.padEnd(width)}${role}`).join('\n')}
${ssoIssuer ? singleSignOn(ssoIssuer) : ''}
  Where to look first: one quotation from request to the agent's answer
    1. Sign in as comercial and press "Nueva cotización" to request an LCL shipment
       (Montevideo -> Santos, a few packages); it arrives as a new request for pricing.
    2. Sign out, sign in as pricing: Pricing > Nuevas solicitudes, take the request,
       then ask one or two agents for costs.
    3. Open the mail inbox (${`http://localhost:${mailWebPort}`}): each agent got a mail with a
       no-login link and a cost sheet. Open the link in a new tab and send the agent's costs.
    4. Or reply as an agent by mail, in a second terminal:
         npm run demo:reply -- <reference>
       (it fills in the sheet of the agent's mail and replies to the portal on port ${inboundPort}).
       Without a reload the agent's row shows "answered by mail"; its "cost to confirm" link
       opens the sheet's cost: turn it into the agent's cost.
    5. Back as pricing: the agent's row shows its answer; build the sells and publish.
       As comercial, download the PDF and send it to the client.

  Database in ${databaseDir}, kept between runs. Press Ctrl-C to stop.
`);
}

/** With --sso: how to try single sign-on (the provider's page takes any e-mail). */
function singleSignOn(issuer) {
  return `
  Single sign-on: a local OpenID provider runs at ${issuer}.
    On the sign-in page press "Demo ID" and type a demo user's e-mail, e.g. comercial@freight.local
    (<username>@freight.local); an address no portal user has is refused. Administrators see the
    configuration on the users screen (Usuarios), where it can also be changed without a restart.
`;
}
