/**
 * Invitations and password links (issue 21), thin: schema, rights, then the service. The admin calls need
 * SCREEN_USER_MGMT (AREA_RIGHTS.userAdmin); the link calls are public (the link is the credential).
 */
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../domain/messages';
import { AREA_RIGHTS } from '../../../domain/rights';
import { themeCodeFromHost } from '../../../domain/theme';
import { callerOf } from '../../kernel/guard';
import { typedRoutes } from '../../kernel/route';
import { S } from '../../kernel/schema';
import type { PasswordLinkService } from './service';
import {
  errorAnswer,
  forgotAnswer,
  forgotBody,
  invitationAnswer,
  linkAnswer,
  setAnswer,
  setBody,
  tokenParams,
  userParams,
} from './schemas';

const TAGS = ['passwords'];
const ADMIN = { rights: AREA_RIGHTS.userAdmin };
const errors = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 409: errorAnswer };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function registerPasswordRoutes(app: FastifyInstance, links: PasswordLinkService): void {
  const routes = typedRoutes(app);

  routes.post(
    '/api/admin/users/:id/invitation',
    {
      config: ADMIN,
      schema: { tags: TAGS, params: userParams, response: { 200: invitationAnswer, ...errors } },
    },
    async (request) => links.inviteAs(callerOf(request).user, request.params.id),
  );

  routes.delete(
    '/api/admin/users/:id/invitation',
    {
      config: ADMIN,
      schema: { tags: TAGS, params: userParams, querystring: S.none(), response: { 204: { type: 'null' }, ...errors } },
    },
    async (request, reply) => {
      await links.revokeAs(callerOf(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/api/password/forgot',
    {
      config: { public: true },
      schema: { tags: TAGS, body: forgotBody, response: { 202: forgotAnswer, 400: errorAnswer, 429: errorAnswer } },
    },
    async (request, reply) => {
      const email = request.body.email.trim();
      if (!EMAIL.test(email)) return reply.status(400).send({ error: MESSAGES.invalidEmail, field: 'email' });
      await links.forgot(email, request.ip, themeCodeFromHost(request.hostname));
      return reply.status(202).send({ message: MESSAGES.passwordForgotSent });
    },
  );

  routes.get(
    '/api/password/token/:token',
    {
      config: { public: true },
      schema: {
        tags: TAGS,
        params: tokenParams,
        querystring: S.none(),
        response: { 200: linkAnswer, 410: errorAnswer },
      },
    },
    async (request) => links.lookup(request.params.token),
  );

  routes.post(
    '/api/password/set',
    {
      config: { public: true },
      schema: { tags: TAGS, body: setBody, response: { 200: setAnswer, 400: errorAnswer, 410: errorAnswer } },
    },
    async (request) => links.setPassword(request.body.token, request.body.password),
  );
}
