/**
 * The sales tool's calls (issue 28, contract "The calls"), thin: path, rights, schema, then the service. Every call
 * needs SCREEN_ADVERTISER_MGMT (`AREA_RIGHTS.advertiserAdmin`), so the guard answers 401, then 403, before any
 * validation; a customer outside the caller's scope answers 404. Contacts are checked by the contact form's rule
 * before the schema, for the spec's own texts.
 */
import type { FastifyInstance } from 'fastify';
import { AREA_RIGHTS } from '../../../domain/rights';
import type { AppContext } from '../../context';
import { contentDisposition } from '../../exports/file-name';
import { callerOf } from '../../kernel/guard';
import { typedRoutes } from '../../kernel/route';
import { S } from '../../kernel/schema';
import { checkContacts } from '../advertisers/contacts';
import { CallService } from './calls-service';
import { CustomerService } from './customers-service';
import { HoldService } from './hold-service';
import { SaleService } from './sale-service';
import {
  callBody,
  cloneBody,
  customerForm,
  customerListQuery,
  customerQuery,
  customerUpdate,
  dncBody,
  idParams,
  lockBody,
  pageQuery,
  proposalBody,
  repCallsQuery,
  reserveBody,
  sellBody,
} from './schemas';

const TAGS = ['sales'];
const SALES = { rights: AREA_RIGHTS.advertiserAdmin };
const NONE = S.none();

/** The raw body's contacts through the contact form's rule, before the schema speaks. */
async function contactsFirst(request: { body: unknown }): Promise<void> {
  const body = request.body;
  if (body && typeof body === 'object' && 'contacts' in body) checkContacts(body.contacts);
}

/** Registers the sales area; the proposal prints in the export pipeline's browser pool. */
export function registerSalesArea(app: FastifyInstance, ctx: AppContext): void {
  const customers = new CustomerService(ctx);
  const calls = new CallService(ctx);
  const holds = new HoldService(ctx);
  const sales = new SaleService(ctx, ctx.exports.pool);
  const routes = typedRoutes(app);
  const userOf = (request: Parameters<typeof callerOf>[0]) => callerOf(request).user;
  const base = '/api/sales/customers/:id';

  routes.get(
    '/api/sales/customers',
    { config: SALES, schema: { tags: TAGS, querystring: customerListQuery } },
    async (request) => {
      const { limit = 25, offset = 0, sortby = 'name', sortDesc = false, ...filters } = request.query;
      return customers.list(userOf(request), { ...filters, limit, offset, sortby, sortDesc });
    },
  );
  routes.post(
    '/api/sales/customers',
    { config: SALES, preValidation: contactsFirst, schema: { tags: TAGS, body: customerForm } },
    async (request, reply) => reply.status(201).send(await customers.create(userOf(request), request.body)),
  );
  routes.get(
    base,
    { config: SALES, schema: { tags: TAGS, params: idParams, querystring: customerQuery } },
    async (request) => customers.read(userOf(request), request.params.id, request.query.postSale ?? false),
  );
  routes.put(
    base,
    { config: SALES, preValidation: contactsFirst, schema: { tags: TAGS, params: idParams, body: customerUpdate } },
    async (request) => customers.update(userOf(request), request.params.id, request.body),
  );

  routes.get(
    `${base}/calls`,
    { config: SALES, schema: { tags: TAGS, params: idParams, querystring: pageQuery } },
    async (request) => {
      const { limit = 25, offset = 0 } = request.query;
      return calls.ofCustomer(userOf(request), request.params.id, { limit, offset });
    },
  );
  routes.post(
    `${base}/calls`,
    { config: SALES, schema: { tags: TAGS, params: idParams, body: callBody } },
    async (request, reply) => reply.status(201).send(await calls.log(userOf(request), request.params.id, request.body)),
  );
  routes.get(
    '/api/sales/calls',
    { config: SALES, schema: { tags: TAGS, querystring: repCallsQuery } },
    async (request) => {
      const { userId, limit = 25, offset = 0 } = request.query;
      return calls.ofRep(userOf(request), userId, { limit, offset });
    },
  );
  routes.get('/api/sales/reps', { config: SALES, schema: { tags: TAGS, querystring: NONE } }, async (request) =>
    calls.reps(userOf(request)),
  );
  routes.post(
    `${base}/dnc`,
    { config: SALES, schema: { tags: TAGS, params: idParams, body: dncBody } },
    async (request) => calls.markDnc(userOf(request), request.params.id, request.body),
  );
  routes.delete(
    `${base}/dnc`,
    { config: SALES, schema: { tags: TAGS, params: idParams, querystring: NONE } },
    async (request) => calls.clearDnc(userOf(request), request.params.id),
  );

  routes.post(
    `${base}/reserve`,
    { config: SALES, schema: { tags: TAGS, params: idParams, body: reserveBody } },
    async (request) => holds.reserve(userOf(request), request.params.id, request.body.days),
  );
  routes.post(`${base}/release`, { config: SALES, schema: { tags: TAGS, params: idParams } }, async (request) =>
    holds.release(userOf(request), request.params.id),
  );
  routes.post(
    `${base}/lock`,
    { config: SALES, schema: { tags: TAGS, params: idParams, body: lockBody } },
    async (request) => holds.lock(userOf(request), request.params.id, request.body.locked),
  );
  routes.post(
    `${base}/clone`,
    { config: SALES, schema: { tags: TAGS, params: idParams, body: cloneBody } },
    async (request, reply) =>
      reply.status(201).send(await holds.clone(userOf(request), request.params.id, request.body)),
  );

  routes.post(
    `${base}/proposal`,
    { config: SALES, schema: { tags: TAGS, params: idParams, body: proposalBody } },
    async (request, reply) => {
      const { pdf, fileName } = await sales.proposal(userOf(request), request.params.id, request.body);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(fileName))
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
  routes.post(
    `${base}/sell`,
    { config: SALES, schema: { tags: TAGS, params: idParams, body: sellBody } },
    async (request) => sales.sell(userOf(request), request.params.id, request.body),
  );
}
