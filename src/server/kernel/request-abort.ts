/**
 * A request's queries are abandoned when its client goes away: each request gets an abort signal, fired when the
 * connection closes before the reply was sent, and its handler runs with that signal as its queries' signal
 * (db/query-signal.ts). A request made inside another (a batch's parts) also ends with it. The SQLite read pool
 * then drops the request's waiting reads and cancels a running one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentQuerySignal, runWithQuerySignal } from '../db/query-signal';

const signals = new WeakMap<FastifyRequest, AbortSignal>();

/**
 * Installs the hooks. The signal is entered when the request arrives and again before validation, since reading a
 * body resumes in the socket's context rather than the request's.
 */
export function installRequestAbort(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const controller = new AbortController();
    // Ended, not finished: an injected request's response never reports its bytes flushed, and work the handler
    // left running after its reply (a mail sent in the background) must not be cancelled by the reply's close.
    reply.raw.once('close', () => {
      if (!reply.raw.writableEnded) controller.abort();
    });
    // A batch part (an `app.inject` from the batch's handler) is abandoned with the batch it belongs to.
    const parent = currentQuerySignal();
    const signal = parent ? AbortSignal.any([parent, controller.signal]) : controller.signal;
    signals.set(request, signal);
    runWithQuerySignal(signal, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const signal = signals.get(request);
    if (signal) runWithQuerySignal(signal, done);
    else done();
  });
}
