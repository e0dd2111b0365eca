import { MESSAGES } from '../../domain/messages';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Unknown `/api` and `/graph` paths answer JSON 404; every other GET falls back to the SPA (history mode). */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const index = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(index);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // Off, or the plugin's own `max-age=0` replaces ours and every page load fetches every asset again.
      cacheControl: false,
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/api') || url.startsWith('/graph') || url.startsWith('/brand');
    const pathname = url.split('?')[0] ?? '';
    // Export tokens (JWTs) hold dots, which are not file extensions.
    const isFile = !pathname.startsWith('/export/') && path.extname(pathname) !== '';
    if (isApi || isFile || request.method !== 'GET' || !hasBuild) {
      return reply.status(404).send({ error: isApi || hasBuild ? MESSAGES.notFound : MESSAGES.appNotBuilt });
    }
    return reply.type('text/html').header('cache-control', 'no-cache').send(fs.createReadStream(index));
  });
}
