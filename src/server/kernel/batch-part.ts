/**
 * Batch parts (issue 29): the batch call (areas/batch) runs each part through the app as its own request, marked
 * with BATCH_PART_HEADER. The guard refuses a marked request whose route does not declare `batchable` before it
 * looks at anything else, so a batch reaches only the dashboard's reads. The mark can only narrow what a request
 * may reach, so a client that sends it itself gains nothing.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** The header that marks a request as one part of a batch. */
export const BATCH_PART_HEADER = 'x-sightline-batch-part';

/** Route config of a call a batch may carry: `{ config: BATCHABLE, schema: … }`. */
export const BATCHABLE = { batchable: true } as const;

/** 400 for a batch part whose route (or no route) does not opt in; nothing for any other request. */
export function refuseUnbatchable(request: FastifyRequest): void {
  if (request.headers[BATCH_PART_HEADER] === undefined) return;
  if (!request.is404 && request.routeOptions.config?.batchable === true) return;
  throw new AppError(400, 'batchCallNotBatchable');
}
