// The demo's optional single sign-on (issue 46): `npm run demo -- --sso` (or DEMO_SSO=1) starts the
// local OpenID provider the browser tests use (scripts/e2e-oidc-provider.mjs, oidc-provider from npm)
// beside the portal, and hands the portal the OIDC_* variables that point at it. At its sign-in page
// any e-mail is an account: a demo user's is <username>@freight.local.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const SSO_PROVIDER_NAME = 'Demo ID';

/** Whether this run asked for it. */
export function ssoRequested(argv, env) {
  return argv.includes('--sso') || ['1', 'true', 'yes'].includes((env.DEMO_SSO ?? '').toLowerCase());
}

/** Starts the provider on 127.0.0.1:port for the portal at publicUrl; resolves once it answers discovery. */
export async function startSsoProvider(root, port, publicUrl) {
  const proc = spawn(process.execPath, [path.join(root, 'scripts/e2e-oidc-provider.mjs'), String(port), publicUrl], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const done = new Promise((resolve) => proc.once('exit', resolve));
  const issuer = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    try {
      process.kill(-proc.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await done;
  };
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`the demo OpenID provider stopped (exit ${proc.exitCode}).`);
    try {
      const res = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok)
        return {
          issuer,
          stop,
          env: {
            OIDC_ISSUER: issuer,
            OIDC_CLIENT_ID: 'freight-portal',
            OIDC_CLIENT_SECRET: 'e2e-oidc-client-secret-of-enough-length',
            OIDC_PROVIDER_NAME: SSO_PROVIDER_NAME,
          },
        };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`the demo OpenID provider did not answer at ${issuer} within 20 s.`);
}
