import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, messageText } from '../../src/domain/messages';
import { OPERATION_LIMITS } from '../../src/server/graphql/limits';
import { ENGINES, startTestServer, type TestServer } from './harness';

/** One JSON log line of the app's logger. */
interface LogLine {
  level: number;
  msg?: string;
}

/** Pino's level for error. */
const ERROR_LEVEL = 50;

describe.each(ENGINES)('GraphQL refusals of a bad request body on %s', (engine) => {
  let server: TestServer;
  const lines: LogLine[] = [];
  const post = (payload: string | Buffer, contentType: string) =>
    server.app.inject({ method: 'POST', url: '/graph', payload, headers: { 'content-type': contentType } });
  const refusal = (response: { statusCode: number; json(): unknown }) => {
    const body = response.json() as { data: unknown; errors: { message: string; extensions: unknown }[] };
    expect(body.data).toBeNull();
    expect(body.errors).toHaveLength(1);
    return { status: response.statusCode, error: body.errors[0] };
  };

  beforeAll(async () => {
    const stream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
    server = await startTestServer(engine, { logger: { level: 'info', stream } as { level: string } });
  });
  afterAll(() => server.close());

  it('an empty JSON body is a 400 saying so', async () => {
    expect(refusal(await post('', 'application/json'))).toEqual({
      status: 400,
      error: { message: MESSAGES.emptyJson, extensions: { status: 400, code: 'emptyJson' } },
    });
  });

  it('invalid JSON is a 400 saying so', async () => {
    expect(refusal(await post('{"query": "{ me { email } }"', 'application/json'))).toEqual({
      status: 400,
      error: { message: MESSAGES.malformedJson, extensions: { status: 400, code: 'malformedJson' } },
    });
  });

  it('a body over 1 MiB is a 413 saying so', async () => {
    const big = JSON.stringify({ query: `{ me { email } } # ${'x'.repeat(1024 * 1024)}` });
    expect(refusal(await post(big, 'application/json'))).toEqual({
      status: 413,
      error: { message: MESSAGES.bodyTooLarge, extensions: { status: 413, code: 'bodyTooLarge' } },
    });
  });

  it('a content type GraphQL does not read is a 415 saying so', async () => {
    for (const type of ['text/plain', 'application/xml'])
      expect(refusal(await post('{ me { email } }', type))).toEqual({
        status: 415,
        error: { message: MESSAGES.unsupportedMediaType, extensions: { status: 415, code: 'unsupportedMediaType' } },
      });
  });

  it('none of them is logged as a server error', async () => {
    lines.length = 0;
    await post('', 'application/json');
    await post('{"query": ', 'application/json');
    await post('x', 'text/plain');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
  });
});

/** `__schema { types { fields { type { ofType … { name } } } } }`, `depth` levels deep (at least 5). */
function nested(depth: number): string {
  const ofTypes = depth - 5;
  return `{ __schema { types { fields { type { ${'ofType { '.repeat(ofTypes)}name${' }'.repeat(ofTypes)} } } } } }`;
}

/** `count` aliases of `me`. */
const aliased = (count: number): string =>
  `{ ${Array.from({ length: count }, (_, i) => `m${i}: me { email }`).join(' ')} }`;

describe.each(ENGINES)('GraphQL operation limits and introspection on %s', (engine) => {
  let server: TestServer;
  let production: TestServer;
  let token: string;
  const ask = (on: TestServer, query: string, bearer?: string) =>
    on.app.inject({
      method: 'POST',
      url: '/graph',
      payload: { query },
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });

  beforeAll(async () => {
    server = await startTestServer(engine);
    production = await startTestServer(engine, { config: { production: true } });
    token = (await server.login('agency.staff@sightline.test')).accessToken;
  });
  afterAll(async () => {
    await server.close();
    await production.close();
  });

  it(`runs an operation ${OPERATION_LIMITS.depth} levels deep and refuses one level more`, async () => {
    const deepest = await ask(server, nested(OPERATION_LIMITS.depth), token);
    expect(deepest.statusCode).toBe(200);
    expect(deepest.json().data.__schema.types.length).toBeGreaterThan(0);
    const deeper = await ask(server, nested(OPERATION_LIMITS.depth + 1), token);
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json()).toMatchObject({
      data: null,
      errors: [
        {
          message: messageText('queryTooDeep', { depth: OPERATION_LIMITS.depth + 1, limit: OPERATION_LIMITS.depth }),
          extensions: { status: 400, code: 'queryTooDeep' },
        },
      ],
    });
  });

  it('lets signed-in tools run the standard introspection query', async () => {
    const response = await ask(server, getIntrospectionQuery(), token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.__schema.queryType).toMatchObject({ name: 'Query' });
  });

  it(`runs ${OPERATION_LIMITS.aliases} aliases and refuses one more, also when they come from fragments`, async () => {
    const most = await ask(server, aliased(OPERATION_LIMITS.aliases), token);
    expect(most.statusCode).toBe(200);
    expect(Object.keys(most.json().data)).toHaveLength(OPERATION_LIMITS.aliases);
    const refusal = {
      data: null,
      errors: [
        {
          message: messageText('tooManyAliases', {
            count: OPERATION_LIMITS.aliases + 1,
            limit: OPERATION_LIMITS.aliases,
          }),
          extensions: { status: 400, code: 'tooManyAliases' },
        },
      ],
    };
    const more = await ask(server, aliased(OPERATION_LIMITS.aliases + 1), token);
    expect(more.statusCode).toBe(400);
    expect(more.json()).toMatchObject(refusal);
    // One alias in a fragment spread from OPERATION_LIMITS.aliases + 1 places counts each time.
    const spreads = Array.from({ length: OPERATION_LIMITS.aliases + 1 }, (_, i) => `f${i}: me { ...Who }`).join(' ');
    const viaFragments = await ask(server, `{ ${spreads} } fragment Who on Me { mail: email }`, token);
    expect(viaFragments.statusCode).toBe(400);
    expect(viaFragments.json().errors[0].extensions.code).toBe('tooManyAliases');
  });

  it('refuses introspection by an anonymous caller in production without a word about the schema', async () => {
    for (const query of ['{ __schema { queryType { name } } }', '{ __type(name: "Me") { fields { name } } }']) {
      const response = await ask(production, query);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        data: null,
        errors: [
          {
            message: MESSAGES.introspectionNeedsSignIn,
            extensions: { status: 401, code: 'introspectionNeedsSignIn' },
          },
        ],
      });
    }
    // __typename is no introspection; every Apollo request carries it.
    const typename = await ask(production, '{ __typename }');
    expect(typename.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('lets signed-in callers introspect in production, and anyone outside production', async () => {
    const query = '{ __schema { queryType { name } } }';
    const signedIn = await ask(production, query, (await production.login('agency.staff@sightline.test')).accessToken);
    expect(signedIn.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    expect((await ask(server, query)).json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });
});

describe.each(ENGINES)('GraphQL when the caller cannot be looked up on %s', (engine) => {
  it('answers in GraphQL shape (500, no details) and logs the failure once', async () => {
    const lines: LogLine[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
    const server = await startTestServer(engine, { logger: { level: 'info', stream } as { level: string } });
    const { accessToken } = await server.login('agency.staff@sightline.test');
    // The database is gone: the session check behind the bearer token fails before any resolver runs.
    await server.db.destroy();
    lines.length = 0;
    const response = await server.app.inject({
      method: 'POST',
      url: '/graph',
      payload: { query: '{ me { email } }' },
      headers: { authorization: `Bearer ${accessToken}` },
    });
    await server.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      data: null,
      errors: [
        {
          message: MESSAGES.internalError,
          locations: [{ line: 1, column: 3 }],
          path: ['me'],
          extensions: { status: 500, code: 'internalError' },
        },
      ],
    });
    expect(lines.filter((line) => line.level >= ERROR_LEVEL)).toHaveLength(1);
  });
});
