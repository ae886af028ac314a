/**
 * A local OpenID provider for the browser tests: it stands in for Google's sign-in page (the authorize
 * step answers at once) and signs a real ID token. Every sign-in is a new person, unless the authorization
 * request carries a login_hint: then it is the person with that email, the same one every time (so a test
 * can sign in as the operator named in KOKO_ADMIN_EMAILS, or come back as someone it met before).
 */
import { OAuth2Server } from 'oauth2-mock-server';

const port = Number(process.env.IDP_PORT ?? 3199);
const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');

/** Authorization codes handed out for a login_hint, until the app trades them for tokens. */
const hints = new Map();
server.service.on('beforeAuthorizeRedirect', ({ url }, req) => {
  const hint = typeof req.query.login_hint === 'string' ? req.query.login_hint.trim().toLowerCase() : '';
  const code = url.searchParams.get('code');
  if (hint && code) hints.set(code, hint);
});

let people = 0;
server.service.on('beforeTokenSigning', (token, req) => {
  if (token.payload.aud === undefined || token.payload.scope) return;
  const code = req.body?.code;
  const hint = code ? hints.get(code) : undefined;
  if (hint) {
    hints.delete(code);
    const local = hint.split('@')[0];
    Object.assign(token.payload, {
      sub: `e2e-hint-${hint}`,
      email: hint,
      email_verified: true,
      name: local.charAt(0).toUpperCase() + local.slice(1),
    });
    return;
  }
  people += 1;
  Object.assign(token.payload, {
    sub: `e2e-person-${process.pid}-${people}`,
    email: `person${people}@e2e.koko.test`,
    email_verified: true,
    name: `Pat Example ${people}`,
  });
});
await server.start(port, 'localhost');
console.log(`identity provider at ${server.issuer.url}`);
const stop = () => server.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
