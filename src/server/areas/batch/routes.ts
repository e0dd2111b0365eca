/**
 * `POST /api/batch` (issue 29; docs/api/batch.md): a dashboard's data calls in one round trip. Signed in (or a
 * share-link guest, whose every part is judged again as its own call); the parts run in service.ts.
 */
import type { FastifyInstance } from 'fastify';
import { BATCH_PATH } from '../../../domain/batch';
import { typedRoutes } from '../../kernel/route';
import { S } from '../../kernel/schema';
import { runBatch } from './service';

const call = S.object(
  {
    id: S.string(100, 1),
    method: { type: 'string', enum: ['GET', 'POST'] },
    url: S.string(2000, 1),
    body: {},
  },
  ['id', 'method', 'url'],
);
const batchBody = S.object({ calls: { type: 'array', items: call } }, ['calls']);

/** Registers the batch call. */
export function registerBatchArea(app: FastifyInstance): void {
  typedRoutes(app).post(
    BATCH_PATH,
    { schema: { tags: ['performance'], summary: 'Several data calls in one request', body: batchBody } },
    async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(await runBatch(app, request, request.body.calls)),
  );
}
