/**
 * The REST client: every call carries `ahauth: Bearer <access>` (refreshed first when needed), is counted as
 * network activity, and reads its body as JSON when it can. `apiFetch` turns failures into thrown errors;
 * `sendRequest` hands back status and body for callers that map failures themselves (sign-in). Once the app turns
 * batching on, the data calls `apiFetch` makes within one macrotask go as one batch (data/batcher.ts, issue 29).
 */
import { API_OFFLINE, NETWORK_ERROR } from '../domain/messages';
import { carriesSessionHeader, SESSION_HEADER } from '../domain/session-header';
import { ApiError } from './api-error';
import { batchCallOf, createBatcher, type Batcher } from './batcher';
import { errorText } from './narrow';
import { trackRequest } from './network-events';
import { freshAccessToken } from './token-refresh';
import { decodeClaims } from './token-store';

/** What came back: the status and the body (parsed JSON, the raw text when not JSON, null when empty). */
export interface RawResponse {
  status: number;
  ok: boolean;
  body: unknown;
}

export interface RequestOptions {
  /** Send the access token. @default true */
  auth?: boolean;
}

function jsonHeaders(init: RequestInit): Headers {
  const headers = new Headers(init.headers);
  if (typeof init.body === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');
  headers.set('accept', 'application/json');
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sends one request and returns its status and body; only the 417 maintenance answer is thrown. */
export async function sendRequest(path: string, init: RequestInit = {}, options: RequestOptions = {}): Promise<RawResponse> {
  return trackRequest(() => sendUntracked(path, init, options));
}

/** `sendRequest` without the network events: the batcher's callers count their own parts instead. */
async function sendUntracked(path: string, init: RequestInit, options: RequestOptions = {}): Promise<RawResponse> {
  const headers = jsonHeaders(init);
  const access = options.auth === false ? null : await freshAccessToken();
  if (access) headers.set('ahauth', `Bearer ${access}`);
  const sessionId = access && carriesSessionHeader(path) ? decodeClaims(access)?.sid : null;
  if (sessionId) headers.set(SESSION_HEADER, sessionId);
  const response = await fetch(path, { ...init, headers }).catch(() => {
    // fetch rejects only when no answer arrived (offline, blocked); callers see one stable message.
    throw new ApiError(NETWORK_ERROR, 0);
  });
  const body = await readBody(response);
  if (response.status === 417) throw new ApiError(API_OFFLINE, 417, body);
  return { status: response.status, ok: response.ok, body };
}

let batcher: Batcher | null = null;

/** Turns the batching of data calls on (the app, at start) or off (the default, which tests keep). */
export function setBatching(on: boolean): void {
  batcher = on ? createBatcher((path, init) => sendUntracked(path, init)) : null;
}

/** Calls the API and returns the JSON body; `{ error }` bodies and failed statuses are thrown as ApiError. */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<unknown> {
  const active = batcher;
  const part = active ? batchCallOf(path, init) : null;
  const { status, ok, body } =
    active && part ? await trackRequest(() => active.send(path, init, part)) : await sendRequest(path, init);
  const error = errorText(body);
  if (error) throw new ApiError(error, status, body);
  if (!ok) throw new ApiError(typeof body === 'string' && body ? body : `Request failed (${status})`, status, body);
  return body;
}

/** JSON request body helper: `apiFetch(path, jsonBody('POST', { … }))`. */
export function jsonBody(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', payload: unknown): RequestInit {
  return { method, body: JSON.stringify(payload) };
}
