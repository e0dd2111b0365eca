/**
 * Coalesces the data calls made within one macrotask into one `POST /api/batch` (issue 29): the renderer's data
 * methods fire together on the first paint and on a change of range or campaigns, and their calls then go as one
 * round trip. Each caller receives the status and body its own call would have answered; a call made alone goes
 * alone, as before. A batch the server refuses whole (signed out, another session) gives every part that
 * refusal; one it cannot answer at all (an older server) sends the parts alone instead.
 */
import { BATCH_PATH, isBatchableCall, MAX_BATCH_CALLS, type BatchCall, type BatchResult } from '../domain/batch';
import { API_OFFLINE } from '../domain/messages';
import { ApiError } from './api-error';
import { isRecord } from './narrow';

/** What a call answered: its status and body (parsed JSON, the raw text when not JSON, null when empty). */
export interface CallAnswer {
  status: number;
  ok: boolean;
  body: unknown;
}

/** Sends one request without counting it as network activity (the batcher's callers count their own parts). */
export type SendCall = (path: string, init: RequestInit) => Promise<CallAnswer>;

interface Pending {
  path: string;
  init: RequestInit;
  call: BatchCall;
  resolve: (answer: CallAnswer) => void;
  reject: (error: unknown) => void;
}

/** Statuses of a whole batch that every part would have met on its own: they are each part's answer. */
const SHARED_REFUSALS: ReadonlySet<number> = new Set([401, 403]);

export interface Batcher {
  /** The answer of one call, sent in the next batch. */
  send(path: string, init: RequestInit, call: Omit<BatchCall, 'id'>): Promise<CallAnswer>;
}

/** The part a call would be in a batch, or null when it goes alone (not a data call, headers, a signal…). */
export function batchCallOf(path: string, init: RequestInit): Omit<BatchCall, 'id'> | null {
  const method = (init.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'POST') return null;
  if (!isBatchableCall(method, path) || init.headers !== undefined || init.signal) return null;
  if (init.body === undefined || init.body === null) return { method, url: path };
  if (typeof init.body !== 'string') return null;
  try {
    return { method, url: path, body: JSON.parse(init.body) as unknown };
  } catch {
    return null;
  }
}

/** A batcher over `sendCall`; `schedule` runs the flush (a macrotask by default). */
export function createBatcher(
  sendCall: SendCall,
  schedule: (flush: () => void) => void = (flush) => setTimeout(flush, 0),
): Batcher {
  let queue: Pending[] = [];
  let next = 0;
  const flush = (): void => {
    const taken = queue;
    queue = [];
    if (taken.length === 1) {
      alone(sendCall, taken[0]!);
      return;
    }
    for (let start = 0; start < taken.length; start += MAX_BATCH_CALLS)
      void sendBatch(sendCall, taken.slice(start, start + MAX_BATCH_CALLS));
  };
  return {
    send(path, init, call) {
      return new Promise<CallAnswer>((resolve, reject) => {
        if (queue.length === 0) schedule(flush);
        next += 1;
        queue.push({ path, init, call: { ...call, id: String(next) }, resolve, reject });
      });
    },
  };
}

function alone(sendCall: SendCall, pending: Pending): void {
  sendCall(pending.path, pending.init).then(pending.resolve, pending.reject);
}

async function sendBatch(sendCall: SendCall, parts: readonly Pending[]): Promise<void> {
  let answer: CallAnswer;
  try {
    answer = await sendCall(BATCH_PATH, { method: 'POST', body: JSON.stringify({ calls: parts.map((p) => p.call) }) });
  } catch (error) {
    // No answer (offline, maintenance, a failed token refresh): each call on its own would have met the same.
    for (const part of parts) part.reject(error);
    return;
  }
  if (SHARED_REFUSALS.has(answer.status)) {
    for (const part of parts) part.resolve(answer);
    return;
  }
  const results = resultsOf(answer, parts);
  if (!results) {
    for (const part of parts) alone(sendCall, part);
    return;
  }
  parts.forEach((part, index) => settle(part, results[index]!));
}

/** The batch's results when they answer exactly these parts in order, else null. */
function resultsOf(answer: CallAnswer, parts: readonly Pending[]): BatchResult[] | null {
  if (!answer.ok || !isRecord(answer.body) || !Array.isArray(answer.body.results)) return null;
  const results: unknown[] = answer.body.results;
  const fits = (result: unknown, index: number): result is BatchResult =>
    isRecord(result) && result.id === parts[index]?.call.id && typeof result.status === 'number';
  return results.length === parts.length && results.every(fits) ? results : null;
}

/** A part's answer as the separate call's: a 417 is thrown there (rest-client `sendRequest`), so it is here. */
function settle(part: Pending, result: BatchResult): void {
  const body = result.body === undefined ? null : result.body;
  if (result.status === 417) part.reject(new ApiError(API_OFFLINE, 417, body));
  else part.resolve({ status: result.status, ok: result.status >= 200 && result.status < 300, body });
}
