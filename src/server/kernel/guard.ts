/**
 * The one guard of every call, in the order auth → rights → validation. It judges the route the router matched
 * (so an encoded path cannot slip past it) and runs before the body is read: a signed-out caller gets 401 and a
 * caller without the route's rights 403 before any validation message. Only the dashboard calls a share-link
 * guest may make accept its token as a `token` parameter of the body; those wait for the body to be parsed.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Kind, OperationTypeNode } from 'graphql';
import type { preExecutionHookHandler } from 'mercurius';
import { MESSAGES } from '../../domain/messages';
import { SESSION_HEADER } from '../../domain/session-header';
import { meetsRequirement } from '../../domain/permissions';
import { callerFromToken } from '../auth/guard';
import { isGuestRoute } from '../auth/grants';
import { bearer } from '../auth/tokens';
import type { AppContext } from '../context';
import type { GraphContext } from '../graphql/context';
import type { Caller } from './context';
import { refuseUnbatchable } from './batch-part';
import { AppError } from './errors';
import { isUnder, routePathOf } from './request-path';
import './route-config';
import { recordRoutes } from './route-table';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller (or share-link guest) of the request, once the guard has run. */
    caller: Caller | null;
  }
}

/** Installs the guard's hooks; call before any route is registered. */
export function installGuard(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('caller', null);
  recordRoutes(app);
  app.addHook('onRequest', async (request, reply) => {
    refuseUnbatchable(request);
    const path = routePathOf(request);
    if (isUnder(path, '/graph')) return refuseGuestsOnGraph(ctx, request, reply);
    if (!isUnder(path, '/api') || request.is404) return;
    const config = request.routeOptions.config ?? {};
    const header = bearer(request.headers.ahauth);
    const queryToken = header ? null : tokenParameter(request.query);
    request.caller = await admitted(ctx, path, request.method, !!config.public, header ?? queryToken);
    refuseViewAsWrite(request.caller, path, request.method);
    refuseOtherSession(request.caller, request.headers[SESSION_HEADER]);
    if (request.caller || config.public) return checkRights(request);
    // A guest's token may still come in the body of a dashboard call: decided once the body is parsed.
    if (isGuestRoute(path, request.method) && request.method !== 'GET' && request.method !== 'HEAD') return;
    throw new AppError(401, 'notAuthenticated');
  });
  app.addHook('preValidation', async (request) => {
    if (request.caller || request.routeOptions.config?.public || request.is404) return;
    const path = routePathOf(request);
    if (!isUnder(path, '/api')) return;
    const token = tokenParameter(request.body);
    request.caller = token ? await admitted(ctx, path, request.method, false, token) : null;
    if (!request.caller) throw new AppError(401, 'notAuthenticated');
  });
}

/** The caller a token admits to a route: a share or export guest only on the dashboard calls it may make. */
async function admitted(
  ctx: AppContext,
  path: string,
  method: string,
  isPublic: boolean,
  token: string | null,
): Promise<Caller | null> {
  if (!token) return null;
  const caller = await callerFromToken(ctx, token);
  if (!caller?.grant || isGuestRoute(path, method)) return caller;
  // A guest on a public route is simply anonymous there; anywhere else it is refused outright.
  if (isPublic) return null;
  throw new AppError(403, 'noAccess');
}

/**
 * The calls a view-as session (issue 21 §4) may make beside GET and HEAD: the dashboard's reads (a share-link
 * guest's calls, which never change anything), the conversion exports, refreshing its token, and ending the
 * visit (sign-out is a GET).
 */
const VIEW_AS_CALLS: readonly string[] = [
  '/api/view-as/end',
  '/api/auth/token/refresh/',
  '/api/export/getConversions',
  '/api/export/getConversionBreakdown',
];

/** Whether a view-as session may make this call: reads only. */
export function viewAsMayCall(path: string, method: string): boolean {
  if (method === 'GET' || method === 'HEAD') return true;
  return VIEW_AS_CALLS.includes(path) || isGuestRoute(path, method);
}

/** A view-as session's every write is refused here, once for every REST route, with 403 and who it looks as. */
function refuseViewAsWrite(caller: Caller | null, path: string, method: string): void {
  if (caller?.viewAsBy !== undefined && !viewAsMayCall(path, method)) throw viewAsRefusal(caller);
}

/**
 * The session header (001 §6): when a call names its session, it must be the session of its token; a call
 * without the header is judged by its token alone (scripts, older clients).
 */
function refuseOtherSession(caller: Caller | null, header: string | string[] | undefined): void {
  if (!caller || caller.grant || header === undefined) return;
  const named = Array.isArray(header) ? header : [header];
  if (named.some((id) => id !== caller.sessionId)) throw new AppError(401, 'sessionMismatch');
}

function viewAsRefusal(caller: Caller): AppError {
  return new AppError(403, 'viewAsReadOnly', { params: { name: caller.user.full_name } });
}

/**
 * GraphQL's side of the same rule (mercurius `preExecution`): a view-as session may run queries, never a mutation.
 */
export const refuseViewAsMutations: preExecutionHookHandler<GraphContext> = (_schema, document, context) => {
  const caller = context.caller;
  if (caller?.viewAsBy === undefined) return;
  const mutates = document.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.MUTATION,
  );
  if (mutates) throw viewAsRefusal(caller);
};

function checkRights(request: FastifyRequest): void {
  const { rights, rule, guestOrder } = request.routeOptions.config ?? {};
  if (!rights?.length && !rule) return;
  if (!request.caller) throw new AppError(401, 'notAuthenticated');
  // An order guest (a grant naming an order) on an order read call: the route admits it to that order only.
  const orderGuest = !!guestOrder && !rule && request.caller.grant?.orderId != null;
  if (rights?.length && !orderGuest && !meetsRequirement(request.caller.user, rights))
    throw new AppError(403, 'noAccess');
  // A guest (share or export grant) is never an admin, whatever its issuer was.
  if (rule && (request.caller.grant || !rule.admits(request.caller.user))) throw new AppError(403, 'noAccess');
}

/**
 * Guests never reach GraphQL (no layout edits, no notes, nothing beyond their one dashboard's calls); GraphQL
 * resolves its own signed-in caller from `Authorization`.
 */
async function refuseGuestsOnGraph(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = bearer(request.headers.authorization) ?? bearer(request.headers.ahauth);
  // Answered here: mercurius' own error handler would turn a thrown error into a GraphQL answer.
  if (token && (await ctx.grants.verify(token))) await reply.code(403).send({ error: MESSAGES.noAccess });
}

/** The catalogue's optional `token` parameter of a shared call (body or query), when no header carries one. */
function tokenParameter(source: unknown): string | null {
  if (typeof source !== 'object' || source === null || !Object.hasOwn(source, 'token')) return null;
  const token = (source as { token?: unknown }).token;
  return typeof token === 'string' && token ? token : null;
}

/** The caller of a route that is not public (the guard has already refused anonymous calls). */
export function callerOf(request: { caller: Caller | null }): Caller {
  if (!request.caller) throw new AppError(401, 'notAuthenticated');
  return request.caller;
}
