// A real OpenID Provider for tests/console/test_sso.py: the npm package oidc-provider (its
// folder is argv[2], installed by tests/support/npm_cache.py), configured by the JSON in argv[3]:
//   {"host": "localhost", "redirect_uri": "...", "clients": [{"client_id", "client_secret"}],
//    "users": {"<login>": {"email": "...", "groups": ["..."]}}}
// It listens on 127.0.0.1 (a free port), its issuer http://<host>:<port>, and prints one line
// of JSON ({"issuer": ...}) once it serves. The login and consent pages are oidc-provider's own
// development interactions (any login name, any password, then "Continue"); a login not in
// "users" is a person of no group. Groups are a claim of their own scope, put in the ID token.
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [folder, raw] = process.argv.slice(2);
const settings = JSON.parse(raw);
const { default: Provider } = await import(pathToFileURL(path.join(folder, 'lib', 'index.js')));

const server = http.createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://${settings.host}:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: settings.clients.map((c) => ({
    client_id: c.client_id,
    client_secret: c.client_secret,
    redirect_uris: [settings.redirect_uri],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  })),
  pkce: { required: () => true },
  scopes: ['openid', 'email', 'groups'],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], groups: ['groups'] },
  // The scopes' claims in the ID token too, not only at the userinfo endpoint.
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['surestep-test-only-cookie-key'] },
  async findAccount(ctx, id) {
    const user = settings.users[id] || { email: `${id}@example.com`, groups: [] };
    return {
      accountId: id,
      async claims() {
        return { sub: id, email: user.email, email_verified: true, groups: user.groups };
      },
    };
  },
});
// The development pages import a web font from Google: the browser stays on loopback.
provider.use(async (ctx, next) => {
  await next();
  if (typeof ctx.body === 'string' && ctx.body.includes('fonts.googleapis.com')) {
    ctx.body = ctx.body.replace(/@import url\(https:\/\/fonts\.googleapis\.com[^)]*\);/g, '');
  }
});
server.on('request', provider.callback());
process.stdout.write(`${JSON.stringify({ issuer })}\n`);
