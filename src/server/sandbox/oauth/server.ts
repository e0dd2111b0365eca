/**
 * The sandbox OAuth 2.0 authorization servers of Google, Facebook and LinkedIn (issue 26), mounted under
 * `/sandbox/oauth/<provider>/…`. They behave like a vendor's, so the portal's real OAuth client (arctic) runs
 * against them unchanged:
 * - GET `authorize`: checks the client, the redirect URI (exactly the one registered: the portal's callback of that
 *   provider), `response_type=code` and a PKCE S256 challenge, then shows a plain consent page (the provider's
 *   users to choose from, the scopes asked, Allow and Deny);
 * - POST `authorize`: the page's answer, redirecting to the redirect URI with `code` and `state` (or
 *   `error=access_denied`);
 * - POST `token` (RFC 6749 §4.1.3 and §6): `authorization_code` with the PKCE verifier checked against the
 *   challenge, `refresh_token`; client authentication by HTTP Basic or in the body; errors as RFC 6749 §5.2 JSON;
 * - POST `revoke` (RFC 7009): always 200 for an authenticated client;
 * - GET `userinfo`: the consenting user behind a bearer access token.
 * Codes live ten minutes, in memory, and are used once (a second use revokes what the first issued, RFC 6749 §10.5);
 * grants are durable (tokens.ts). Facebook's and LinkedIn's grants expire (60 and 365 days: `refresh_token_expires_in`),
 * Google's do not.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../../mail/content';
import { SANDBOX_CLIENT, SANDBOX_PREFIX } from '../../areas/connectors/endpoints';
import type { SandboxPart } from '../types';
import {
  isSandboxOAuthProvider,
  SANDBOX_GRANT_DAYS,
  sandboxUser,
  sandboxUsers,
  type SandboxOAuthProvider,
} from '../users';

const CODE_TTL_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

interface CodeEntry {
  provider: SandboxOAuthProvider;
  redirectUri: string;
  challenge: string;
  subject: string;
  scopes: string[];
  expiresAt: number;
  used: boolean;
  /** The refresh token the code's exchange issued (revoked when the code is replayed). */
  issued: string | null;
}

/** What an authorization request carries (query of GET, form of POST). */
interface AuthorizeParams {
  client_id?: string;
  redirect_uri?: string;
  response_type?: string;
  state?: string;
  scope?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  login_hint?: string;
  subject?: string;
  decision?: string;
}

type Form = Record<string, string | undefined>;

/** The sandbox authorization servers: one part of the sandbox (src/server/sandbox/index.ts PARTS). */
export const sandboxOAuth: SandboxPart = (app, { tokens, now, endpoints }) => {
  const codes = new Map<string, CodeEntry>();

  void app.register(async (scope: FastifyInstance) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const root = `${SANDBOX_PREFIX}/oauth/:provider`;
    const providerOf = (params: unknown): SandboxOAuthProvider | null => {
      const name = (params as { provider?: string }).provider ?? '';
      return isSandboxOAuthProvider(name) ? name : null;
    };

    /** Checks an authorization request; answers the refusal page or redirect, or null when it is sound. */
    const refuse = (provider: SandboxOAuthProvider, p: AuthorizeParams, reply: FastifyReply): FastifyReply | null => {
      if (p.client_id !== SANDBOX_CLIENT.clientId) return page(reply, 400, 'Unknown client', '<p>invalid_client</p>');
      // Only the registered redirect URI: never redirect anywhere else, not even with an error.
      if (!p.redirect_uri || p.redirect_uri !== endpoints.redirectUri(provider))
        return page(reply, 400, 'Redirect URI not registered', '<p>invalid_request: redirect_uri</p>');
      if (p.response_type !== 'code') return back(reply, p, { error: 'unsupported_response_type' });
      if (p.code_challenge_method !== 'S256' || !p.code_challenge || !/^[A-Za-z0-9_-]{43}$/.test(p.code_challenge))
        return back(reply, p, { error: 'invalid_request', error_description: 'PKCE S256 code_challenge required' });
      return null;
    };

    scope.get(`${root}/authorize`, { config: { public: true } }, async (request, reply) => {
      const provider = providerOf(request.params);
      if (!provider) return page(reply, 404, 'Unknown provider', '');
      const p = request.query as AuthorizeParams;
      const refused = refuse(provider, p, reply);
      if (refused) return refused;
      return consentPage(reply, provider, p);
    });

    scope.post(`${root}/authorize`, { config: { public: true } }, async (request, reply) => {
      const provider = providerOf(request.params);
      if (!provider) return page(reply, 404, 'Unknown provider', '');
      const p = (request.body ?? {}) as AuthorizeParams;
      const refused = refuse(provider, p, reply);
      if (refused) return refused;
      if (p.decision !== 'allow') return back(reply, p, { error: 'access_denied' });
      const user = sandboxUser(provider, p.subject ?? '');
      if (!user) return consentPage(reply, provider, p, 'Choose an account.');
      const code = `sbc_${randomBytes(24).toString('base64url')}`;
      codes.set(code, {
        provider,
        redirectUri: p.redirect_uri!,
        challenge: p.code_challenge!,
        subject: user.id,
        scopes: (p.scope ?? '').split(' ').filter(Boolean),
        expiresAt: now() + CODE_TTL_MS,
        used: false,
        issued: null,
      });
      return back(reply, p, { code });
    });

    scope.post(`${root}/token`, { config: { public: true } }, async (request, reply) => {
      const provider = providerOf(request.params);
      if (!provider) return reply.code(404).send({ error: 'invalid_request' });
      const form = (typeof request.body === 'object' && request.body ? request.body : {}) as Form;
      if (!clientAuthenticated(request.headers.authorization, form))
        return reply
          .code(401)
          .header('www-authenticate', 'Basic realm="sandbox"')
          .send({ error: 'invalid_client', error_description: 'client authentication failed' });
      const oauthError = (error: string, description: string) =>
        reply.code(400).header('cache-control', 'no-store').send({ error, error_description: description });
      if (form.grant_type === 'authorization_code') {
        const entry = form.code ? codes.get(form.code) : undefined;
        if (!entry || entry.provider !== provider) return oauthError('invalid_grant', 'unknown code');
        if (entry.used) {
          if (entry.issued) await tokens.revoke(entry.issued);
          return oauthError('invalid_grant', 'code already used');
        }
        entry.used = true;
        if (entry.expiresAt <= now()) return oauthError('invalid_grant', 'code expired');
        if (form.redirect_uri !== entry.redirectUri) return oauthError('invalid_grant', 'redirect_uri mismatch');
        if (!form.code_verifier || s256(form.code_verifier) !== entry.challenge)
          return oauthError('invalid_grant', 'code_verifier does not match the code_challenge');
        const days = SANDBOX_GRANT_DAYS[provider];
        const grantTtlMs = days === null ? null : days * DAY_MS;
        const issued = await tokens.issue({ provider, subject: entry.subject, scopes: entry.scopes, grantTtlMs });
        entry.issued = issued.refreshToken;
        return tokenAnswer(reply, {
          access_token: issued.accessToken,
          token_type: 'Bearer',
          expires_in: issued.expiresIn,
          refresh_token: issued.refreshToken,
          scope: entry.scopes.join(' '),
          ...grantLeft(issued.grantExpiresAt),
        });
      }
      if (form.grant_type === 'refresh_token') {
        const refreshToken = form.refresh_token ?? '';
        const refreshed = refreshToken ? await tokens.refresh(refreshToken) : null;
        if (!refreshed || refreshed.grant.provider !== provider)
          return oauthError('invalid_grant', 'refresh token revoked, expired or unknown');
        return tokenAnswer(reply, {
          access_token: refreshed.accessToken,
          token_type: 'Bearer',
          expires_in: refreshed.expiresIn,
          scope: refreshed.grant.scopes.join(' '),
          ...grantLeft(refreshed.grant.expiresAt),
        });
      }
      return oauthError('unsupported_grant_type', 'authorization_code or refresh_token');
    });

    scope.post(`${root}/revoke`, { config: { public: true } }, async (request, reply) => {
      const provider = providerOf(request.params);
      if (!provider) return reply.code(404).send({ error: 'invalid_request' });
      const form = (typeof request.body === 'object' && request.body ? request.body : {}) as Form;
      if (!clientAuthenticated(request.headers.authorization, form))
        return reply.code(401).send({ error: 'invalid_client' });
      if (!form.token) return reply.code(400).send({ error: 'invalid_request', error_description: 'token required' });
      await tokens.revoke(form.token);
      return reply.code(200).send({});
    });

    scope.get(`${root}/userinfo`, { config: { public: true } }, async (request, reply) => {
      const provider = providerOf(request.params);
      if (!provider) return reply.code(404).send({ error: 'invalid_request' });
      const header = request.headers.authorization ?? '';
      const token = /^Bearer (.+)$/i.exec(header)?.[1];
      const grant = await tokens.verify(token);
      const user = grant && grant.provider === provider ? sandboxUser(provider, grant.subject) : null;
      if (!user)
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer error="invalid_token"')
          .send({ error: 'invalid_token' });
      return {
        sub: user.id,
        email: user.email,
        email_verified: true,
        given_name: user.firstName,
        family_name: user.lastName,
        name: `${user.firstName} ${user.lastName}`,
        picture: user.picture,
        scope: grant!.scopes.join(' '),
      };
    });
  });

  function grantLeft(ends: number | null): { refresh_token_expires_in?: number } {
    return ends === null ? {} : { refresh_token_expires_in: Math.max(0, Math.floor((ends - now()) / 1000)) };
  }
};

/** PKCE S256 (RFC 7636 §4.2). */
function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The sandbox client, by HTTP Basic (RFC 6749 §2.3.1) or by client_id and client_secret in the body. */
function clientAuthenticated(header: string | undefined, form: Form): boolean {
  let id = form.client_id;
  let secret = form.client_secret;
  const basic = /^Basic (.+)$/i.exec(header ?? '')?.[1];
  if (basic) {
    const decoded = Buffer.from(basic, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return false;
    id = decodeURIComponent(decoded.slice(0, colon));
    secret = decodeURIComponent(decoded.slice(colon + 1));
  }
  return (
    typeof id === 'string' &&
    typeof secret === 'string' &&
    same(id, SANDBOX_CLIENT.clientId) &&
    same(secret, SANDBOX_CLIENT.clientSecret)
  );
}

function tokenAnswer(reply: FastifyReply, body: Record<string, unknown>): FastifyReply {
  return reply.code(200).header('cache-control', 'no-store').header('pragma', 'no-cache').send(body);
}

/** Back to the (checked) redirect URI with `values` and the request's state. */
function back(reply: FastifyReply, p: AuthorizeParams, values: Record<string, string>): FastifyReply {
  const url = new URL(p.redirect_uri!);
  for (const [key, value] of Object.entries(values)) url.searchParams.set(key, value);
  if (p.state !== undefined) url.searchParams.set('state', p.state);
  return reply.header('cache-control', 'no-store').redirect(url.toString(), 302);
}

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}' +
  'fieldset{border:1px solid #ccc;border-radius:8px;margin:1rem 0}label{display:flex;gap:.6rem;align-items:center;' +
  'padding:.4rem 0}img{width:32px;height:32px;border-radius:50%}button{font-size:1rem;padding:.5rem 1.2rem;' +
  'margin-right:.6rem}code{font-size:.85rem}.note{color:#555;font-size:.9rem}';

function page(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,` +
        `initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>` +
        `<h1>${escapeHtml(title)}</h1>${body}</body></html>`,
    );
}

const PROVIDER_NAMES: Readonly<Record<SandboxOAuthProvider, string>> = {
  google: 'Google',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
};

function consentPage(
  reply: FastifyReply,
  provider: SandboxOAuthProvider,
  p: AuthorizeParams,
  problem?: string,
): FastifyReply {
  const users = sandboxUsers(provider);
  const hinted = users.find((user) => user.email === p.login_hint)?.id ?? users[0]!.id;
  const hidden = (
    ['client_id', 'redirect_uri', 'response_type', 'state', 'scope', 'code_challenge', 'code_challenge_method'] as const
  )
    .filter((name) => p[name] !== undefined)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(p[name]!)}">`)
    .join('');
  const choices = users
    .map(
      (user) =>
        `<label><input type="radio" name="subject" value="${escapeHtml(user.id)}"${user.id === (p.subject ?? hinted) ? ' checked' : ''}>` +
        `<img src="${user.picture}" alt=""> <span>${escapeHtml(`${user.firstName} ${user.lastName}`)}` +
        ` &lt;${escapeHtml(user.email)}&gt;</span></label>`,
    )
    .join('');
  const scopes = (p.scope ?? '')
    .split(' ')
    .filter(Boolean)
    .map((s) => `<li><code>${escapeHtml(s)}</code></li>`)
    .join('');
  const name = PROVIDER_NAMES[provider];
  return page(
    reply,
    200,
    `Sign in with ${name} (sandbox)`,
    `<p class="note">A local stand-in for ${name}'s consent screen: nothing leaves this server.</p>` +
      (problem ? `<p role="alert">${escapeHtml(problem)}</p>` : '') +
      `<form method="post">${hidden}<fieldset><legend>Choose an account</legend>${choices}</fieldset>` +
      `<p>Sightline asks to:</p><ul>${scopes || '<li>basic profile</li>'}</ul>` +
      `<button type="submit" name="decision" value="allow">Allow</button>` +
      `<button type="submit" name="decision" value="deny">Deny</button></form>`,
  );
}
