#!/usr/bin/env node
// A real OpenID provider for the browser tests' single sign-on (issue 46): oidc-provider (the same
// implementation the API's SSO tests run against) with the portal as its one client, and a plain sign-in
// page of its own where any e-mail is an account with that e-mail verified (the demo accounts are
// <username>@freight.local; any other address is an account the portal does not know).
// Usage: node scripts/e2e-oidc-provider.mjs <port> <portal public URL>
// The API then gets OIDC_ISSUER=http://127.0.0.1:<port> OIDC_CLIENT_ID=freight-portal
// OIDC_CLIENT_SECRET=e2e-oidc-client-secret-of-enough-length (see scripts/test.sh).
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const port = Number(process.argv[2]);
const portal = process.argv[3];
if (!port || !portal) {
  console.error('usage: e2e-oidc-provider.mjs <port> <portal public URL>');
  process.exit(2);
}
const CLIENT_ID = 'freight-portal';
const issuer = `http://127.0.0.1:${port}`;

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (title, body) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body><main><h1>${title}</h1>${body}</main></body></html>`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: CLIENT_ID,
      client_secret: 'e2e-oidc-client-secret-of-enough-length',
      redirect_uris: [`${portal}/login`],
      post_logout_redirect_uris: [`${portal}/login`],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  scopes: ['openid', 'email', 'profile'],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  features: {
    devInteractions: { enabled: false },
    rpInitiatedLogout: {
      enabled: true,
      // Its own pages (the defaults fetch web fonts, which a test machine may not reach).
      logoutSource: (ctx, form) => {
        ctx.body = page(
          'Sign out of the test provider',
          `${form}<button type="submit" form="op.logoutForm" name="logout" value="yes">Yes, sign me out</button>`,
        );
      },
      postLogoutSuccessSource: (ctx) => {
        ctx.body = page('Signed out', '');
      },
    },
  },
  findAccount: (_ctx, sub) => ({
    accountId: sub,
    claims: () => ({ sub, email: sub, email_verified: true, name: sub }),
  }),
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
});

async function readForm(req) {
  let text = '';
  for await (const chunk of req) text += chunk;
  return new URLSearchParams(text);
}

/** The provider's sign-in page: an e-mail, then straight back to the portal (consent granted). */
async function interaction(req, res) {
  const details = await provider.interactionDetails(req, res);
  if (req.method !== 'POST') {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(
      page(
        'Test provider sign-in',
        `<form method="post" action="/interaction/${escape(details.uid)}">` +
          '<label>E-mail <input type="email" name="email" required autocomplete="off"></label>' +
          '<button type="submit">Continue</button></form>',
      ),
    );
    return;
  }
  const accountId = (await readForm(req)).get('email')?.trim().toLowerCase() ?? '';
  const grant = new provider.Grant({ accountId, clientId: CLIENT_ID });
  grant.addOIDCScope('openid email profile');
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId }, consent: { grantId: await grant.save() } },
    { mergeWithLastSubmission: false },
  );
}

const callback = provider.callback();
createServer((req, res) => {
  if (!req.url?.startsWith('/interaction/')) return void callback(req, res);
  interaction(req, res).catch((error) => {
    res.statusCode = 400;
    res.end(String(error));
  });
}).listen(port, '127.0.0.1', () => console.log(`test OpenID provider at ${issuer}`));
