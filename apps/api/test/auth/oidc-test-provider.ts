import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** One account of the test provider: its subject is the key it is stored under. */
export type TestAccount = { email: string; email_verified: boolean; name: string; groups: string[] };

export type TestProvider = {
  issuer: string;
  accounts: Map<string, TestAccount>;
  /** The account the next sign-in at the provider is (what a person would type at its login page). */
  signInAs(subject: string): void;
  /**
   * A browser at the provider: follows the authorization URL's redirects (login and consent answered for
   * the chosen account) until the provider sends it back to the redirect URI; returns that redirect's query.
   */
  authorize(authorizationUrl: string, redirectUri: string): Promise<string>;
  close(): Promise<void>;
};

export const CLIENT = { id: 'freight-portal', secret: 'a-test-client-secret-of-enough-length' };

/**
 * A real OpenID provider (oidc-provider, by openid-client's author) on a free port of this machine, with
 * one confidential client and the accounts the test adds. Its interaction step (login and consent) is
 * answered by code here for the account chosen with signInAs, as a person would at its pages.
 */
export async function startTestProvider(redirectUri: string, postLogoutRedirectUri: string): Promise<TestProvider> {
  const accounts = new Map<string, TestAccount>();
  let next = '';
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: [redirectUri],
        post_logout_redirect_uris: [postLogoutRedirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    scopes: ['openid', 'email', 'profile', 'groups'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ sub, ...account }) } : undefined;
    },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  });
  const callback = provider.callback();
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return void callback(req, res);
    void (async () => {
      const grant = new provider.Grant({ accountId: next, clientId: CLIENT.id });
      grant.addOIDCScope('openid email profile groups');
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: next }, consent: { grantId: await grant.save() } },
        { mergeWithLastSubmission: false },
      );
    })().catch((e: unknown) => {
      res.statusCode = 500;
      res.end(String(e));
    });
  });

  return {
    issuer,
    accounts,
    signInAs(subject) {
      next = subject;
    },
    async authorize(authorizationUrl, redirect) {
      const jar = new Map<string, string>();
      let url = authorizationUrl;
      for (let hop = 0; hop < 10; hop++) {
        if (url.startsWith(redirect)) return new URL(url).search;
        const res = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        for (const c of res.headers.getSetCookie()) {
          const [pair] = c.split(';');
          const at = pair.indexOf('=');
          jar.set(pair.slice(0, at), pair.slice(at + 1));
        }
        const location = res.headers.get('location');
        if (!location) throw new Error(`the provider stopped at ${url}: ${res.status} ${await res.text()}`);
        url = new URL(location, url).href;
      }
      throw new Error('too many redirects at the provider');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
