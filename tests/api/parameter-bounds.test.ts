/**
 * Numbers and keys a caller sends: every integer parameter of every route (read from the OpenAPI document the
 * routes' schemas produce, so a new route is swept too) refuses non-finite, fractional and out-of-range values
 * with 400 naming it; ids sent inside strings are bounded too; and keys that name what every object inherits
 * (`__proto__`, `constructor` …) never reach Object.prototype.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID } from '../../src/domain/ids';
import { ENGINES, startServerAt, type TestServer } from './harness';

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
}
interface Parameter {
  in: 'query' | 'path';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** One integer somewhere in a request: a query or path parameter, or a body field (path of keys and indexes). */
interface Leaf {
  method: string;
  route: string;
  where: 'query' | 'path' | 'body';
  path: (string | number)[];
  schema: Schema;
}

const isInteger = (schema: Schema): boolean =>
  schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));

/** A value the schema accepts. */
function sample(schema: Schema): unknown {
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return schema.minimum ?? 0;
  if (type === 'boolean') return false;
  if (type === 'array') return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}));
  if (type === 'object')
    return Object.fromEntries((schema.required ?? []).map((key) => [key, sample(schema.properties![key]!)]));
  if (schema.format === 'date') return '2026-05-01';
  // Candidates for the patterns of the API's bodies: ids and codes, colours, site paths, phone numbers.
  if (schema.pattern)
    return ['1', 'abcdefghij12', '#a1b2c3', '/x.png', '555-123-4567'].find(
      (text) =>
        new RegExp(schema.pattern!).test(text) &&
        text.length >= (schema.minLength ?? 0) &&
        text.length <= (schema.maxLength ?? Infinity),
    );
  return 'x'.repeat(Math.max(1, schema.minLength ?? 0));
}

/** Integer leaves of a body schema: fields, items of integer arrays, and fields of objects in arrays. */
function bodyLeaves(schema: Schema, path: (string | number)[]): { path: (string | number)[]; schema: Schema }[] {
  if (isInteger(schema)) return [{ path, schema }];
  if (schema.properties)
    return Object.entries(schema.properties).flatMap(([key, child]) => bodyLeaves(child, [...path, key]));
  if (schema.items) return bodyLeaves(schema.items, [...path, 0]);
  return [];
}

/** Every integer leaf of every operation of the document. */
function leavesOf(doc: { paths: Record<string, Record<string, Operation>> }): Leaf[] {
  const leaves: Leaf[] = [];
  for (const [route, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      for (const parameter of operation.parameters ?? []) {
        if (isInteger(parameter.schema))
          leaves.push({ method, route, where: parameter.in, path: [parameter.name], schema: parameter.schema });
      }
      const body = operation.requestBody?.content?.['application/json']?.schema;
      for (const leaf of body ? bodyLeaves(body, []) : []) leaves.push({ method, route, where: 'body', ...leaf });
    }
  }
  return leaves;
}

const BAD = '"__BAD__"';

/** A request valid in every part but the leaf, which carries `value` as written (raw JSON in a body). */
function requestFor(doc: { paths: Record<string, Record<string, Operation>> }, leaf: Leaf, value: string) {
  const operation = doc.paths[leaf.route]![leaf.method]!;
  const query = new URLSearchParams();
  let url = leaf.route.replace(/\/\{[^}]+\}\?$/, '/{optional}');
  for (const parameter of operation.parameters ?? []) {
    const mine = parameter.in === leaf.where && parameter.name === leaf.path[0];
    const text = mine ? value : String(sample(parameter.schema));
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(text));
    else if (mine || parameter.required) query.set(parameter.name, text);
  }
  url = url.replace('/{optional}', '/1');
  let payload: string | undefined;
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  if (bodySchema) {
    const body = sample(bodySchema) as Record<string, unknown>;
    if (leaf.where === 'body') {
      let node: Record<string | number, unknown> = body;
      let schema = bodySchema;
      leaf.path.forEach((key, i) => {
        schema = typeof key === 'number' ? schema.items! : schema.properties![key]!;
        if (i === leaf.path.length - 1) node[key] = '__BAD__';
        else {
          node[key] ??= typeof leaf.path[i + 1] === 'number' ? [] : sample(schema);
          node = node[key] as Record<string | number, unknown>;
        }
      });
    }
    payload = JSON.stringify(body).replace(BAD, value);
  }
  const search = query.toString();
  return { method: leaf.method.toUpperCase(), url: search ? `${url}?${search}` : url, payload };
}

describe.each(ENGINES)('parameter bounds on %s', (engine) => {
  let server: TestServer;
  let token: string;
  let doc: { paths: Record<string, Record<string, Operation>> };
  /** An order of Riverside Auto Group, so order calls get as far as reading their list parameters. */
  let orderId: number;
  const send = (request: { method: string; url: string; payload?: string }, as = token) =>
    server.app.inject({
      method: request.method as 'GET',
      url: request.url,
      payload: request.payload,
      headers: { ahauth: `Bearer ${as}`, ...(request.payload ? { 'content-type': 'application/json' } : {}) },
    });

  beforeAll(async () => {
    server = await startServerAt(engine);
    token = (await server.login('super@sightline.test')).accessToken;
    doc = (await server.get('/api/openapi.json')).json();
    const order = await server.db
      .selectFrom('orders')
      .select('id')
      .where('advertiser_id', '=', 10000001)
      .executeTakeFirstOrThrow();
    orderId = order.id;
  });
  afterAll(async () => {
    await server.close();
  });

  it('every integer parameter of every route declares finite bounds', () => {
    const leaves = leavesOf(doc);
    expect(leaves.length).toBeGreaterThan(40);
    const unbounded = leaves
      .filter((leaf) => !Number.isFinite(leaf.schema.minimum) || !Number.isFinite(leaf.schema.maximum))
      .map((leaf) => `${leaf.method} ${leaf.route} ${leaf.where}:${leaf.path.join('.')}`);
    expect(unbounded).toEqual([]);
  });

  it('every integer parameter refuses non-finite, fractional and out-of-range values with 400 naming it', async () => {
    // A session of its own: a value let through could reach a handler that switches or ends the session.
    const sweepToken = (await server.login('super@sightline.test')).accessToken;
    const failures: string[] = [];
    for (const leaf of leavesOf(doc)) {
      const name = leaf.path.join('.');
      const above = String((leaf.schema.maximum ?? 0) + 1);
      const values =
        leaf.where === 'body'
          ? ['1e309', '-1e309', '1e20', '1.5', '-1', above]
          : ['Infinity', '-Infinity', '1e309', '1e20', 'NaN', '1.5', '-1', above];
      for (const value of values) {
        const response = await send(requestFor(doc, leaf, value), sweepToken);
        const answer = response.json() as { error?: unknown; field?: unknown };
        const error = String(answer.error);
        // A form rule's answer names the field beside its text (`contacts[0].number`), the schema's in it.
        const field = typeof answer.field === 'string' ? answer.field.replace(/\[(\d+)\]/g, '.$1') : null;
        if (response.statusCode !== 400 || !(error.includes(`'${name}'`) || field === name))
          failures.push(
            `${leaf.method} ${leaf.route} ${leaf.where}:${name}=${value} → ${response.statusCode} ${error}`,
          );
      }
      // The same request with an in-range value is not refused for this parameter, so the sweep tests the value.
      const fine = await send(requestFor(doc, leaf, String(leaf.schema.minimum ?? 0)), sweepToken);
      // A call that answers a file (a workbook) answers it here: only a JSON answer can name the parameter.
      const isJson = String(fine.headers['content-type'] ?? '').includes('json');
      const error = isJson ? String((fine.json() as { error?: unknown }).error ?? '') : '';
      if (fine.statusCode >= 500 || error.includes(`'${name}'`))
        failures.push(`${leaf.method} ${leaf.route} ${leaf.where}:${name} in range → ${fine.statusCode} ${error}`);
    }
    expect(failures).toEqual([]);
  });

  it.each([
    // Ids written inside strings: too large for any table, or not finite.
    ['/api/performance-overview/impressions/last30days?advertisers=10000001,99999999999', 'Invalid advertisers filter'],
    ['/api/performance-overview/active-orders/last30days?advertisers=1e20', 'Invalid advertisers filter'],
    [
      '/api/advertiser/conversion?advertiserId=10000001&campaignDashboardIds=1,4294967296&resolution=day&daterange=last30days',
      'Missing parameters',
    ],
    ['/api/advertiser/today-view/4294967296', "'advertiserId'"],
    ['/api/advertiser/today-view/99999999999', "'advertiserId'"],
    ['/api/advertiser/campaigns/4294967296', "'advertiserId'"],
    ['/api/getProductsForAdvertiser/4294967296', "'advertiserId'"],
    ['/api/geo/advertiser-polygons/4294967296', "'advertiserId'"],
    ['/api/export/getTodayView/4294967296', "'advertiserId'"],
    ['/api/advertiser/order/campaign-list/10000001/{order}/sortby=end_asc&limit=Infinity&offset=0', 'Invalid limit'],
    ['/api/advertiser/order/campaign-list/10000001/{order}/sortby=end_asc&limit=10&offset=1e309', 'Invalid offset'],
    ['/api/linearAdminClientsSearch?stations=1,4294967296', "'stations'"],
    ['/api/linearAdminClientsSearch?partners=Infinity', "'partners'"],
    ['/api/linearAdminClientsSearch?subAgencyStation=1e20', "'subAgencyStation'"],
  ])('an id inside a string is bounded: GET %s', async (url, message) => {
    const response = await server.get(url.replace('{order}', String(orderId)), token);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
  });

  it('a share id in the path is bounded', async () => {
    const response = await send({ method: 'POST', url: `/api/shares/${MAX_ID + 1}/revoke` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain("'id'");
  });

  describe.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
    'the inherited key %s',
    (key) => {
      it('as a tactic, product or type filter: an answer about nothing, not a 500', async () => {
        const summary = await send({
          method: 'POST',
          url: '/api/advertiser/performance/tactic-summary',
          payload: JSON.stringify({ advertiserId: 10000001, tactic: key, reload: true }),
        });
        expect(summary.statusCode).toBe(200);
        const body = summary.json() as Record<string, unknown>;
        expect(body.tactic).toBe(key);
        expect(Object.keys(body).filter((field) => field.endsWith('Total'))).toEqual([]);
        const clients = await server.get(`/api/linearAdminClientsSearch?product=${key}`, token);
        expect(clients.json()).toEqual({ clients: [], total: 0 });
        const today = await server.get(`/api/advertiser/today-view/10000001?types=${key}`, token);
        expect(today.statusCode).toBe(200);
        const share = await server.post('/api/getShareDashboardLink', { advertiserId: 10000001, tab: key }, token);
        expect(share.statusCode).toBe(400);
      });

      it('as a method or sort key: 400, not a 500', async () => {
        for (const url of [
          `/api/advertiser/single-order/${key}/10000001/1/last30days`,
          `/api/linearAdminClientsSearch?sortby=${key}`,
          `/api/performance-overview/today-view-campaigns/?sortBy=${key}`,
          `/api/advertiser/order/campaign-list/10000001/${orderId}/sortby=${key}`,
          `/api/advertiser/order/campaign-list/10000001/${orderId}?campaignStatus=${key}`,
        ]) {
          const response = await server.get(url, token);
          expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
        }
        const breakdown = await send({
          method: 'POST',
          url: '/api/advertiser/performance/breakdown',
          payload: JSON.stringify({
            advertiserId: 10000001,
            daterange: 'last30days',
            campaigns: [{ id: 1 }],
            dimension: key,
            sortBy: key,
          }),
        });
        expect(breakdown.statusCode).toBe(400);
      });
    },
  );
});
