import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/**
 * The OpenAPI 3 document, generated from the JSON Schemas every route declares. It must be registered before
 * the routes, so the plugin sees each one as it is added; untagged routes are listed too.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Sightline API',
        version: '1',
        description:
          'REST calls of the Sightline portal. Every call but sign-in and health needs `ahauth: Bearer <access token>`.',
      },
      components: {
        securitySchemes: {
          ahauth: { type: 'apiKey', in: 'header', name: 'ahauth', description: 'Bearer <access token>' },
        },
      },
      security: [{ ahauth: [] }],
    },
    hideUntagged: false,
  });
  app.get('/api/openapi.json', { config: { public: true }, schema: { tags: ['documentation'] } }, async () =>
    app.swagger(),
  );
}
