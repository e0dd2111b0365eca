/** The Facebook and LinkedIn calls (issue 26, helper D1): one registration line in app.ts. */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../../../kernel/context';
import { registerFacebookLinkRoutes } from './facebook-routes';
import { registerLinkedInRoutes } from './linkedin-routes';

export function registerSocialConnectorArea(app: FastifyInstance, ctx: ServiceContext): void {
  registerFacebookLinkRoutes(app, ctx);
  registerLinkedInRoutes(app, ctx);
}
