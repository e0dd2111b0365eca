import { buildSchema, GraphQLError, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MESSAGES, messageText } from '../../domain/messages';
import { AppError } from './errors';
import { formatGraphqlErrors, GRAPHQL_INVALID, type ErrorLogContext } from './graphql-errors';

const schema = buildSchema('type Query { me: String }');

/** A context whose logger keeps what it is given. */
function logged(): { context: ErrorLogContext; lines: { details: object; message: string }[] } {
  const lines: { details: object; message: string }[] = [];
  const keep = (details: object, message: string) => lines.push({ details, message });
  return { lines, context: { reply: { log: { error: keep, warn: keep } } } };
}

/** An error raised while resolving `me`, as graphql-js hands it over. */
const resolving = (original: Error): GraphQLError => new GraphQLError(original.message, { originalError: original });

/** mercurius' wrapper around the errors of a request it refuses before running it. */
function wrapper(errors: readonly unknown[], statusCode = 400): Error {
  return Object.assign(new Error('Graphql validation error'), { code: 'MER_ERR_GQL_VALIDATION', statusCode, errors });
}

describe('formatGraphqlErrors', () => {
  it("shows an AppError's text with its status, key and details, and answers with its status", () => {
    const { context, lines } = logged();
    const error = new AppError(409, 'noteVersionConflict', {
      params: { changedBy: 'Dana', changedAt: 'today' },
      details: { currentVersion: 3 },
    });
    const { statusCode, response } = formatGraphqlErrors({ data: null, errors: [resolving(error)] }, context);
    expect(statusCode).toBe(409);
    expect(response.data).toBeNull();
    expect(response.errors!.map((e) => e.toJSON())).toEqual([
      {
        message: messageText('noteVersionConflict', { changedBy: 'Dana', changedAt: 'today' }),
        extensions: { status: 409, code: 'noteVersionConflict', currentVersion: 3 },
      },
    ]);
    expect(lines).toEqual([]);
  });

  it('turns a body Fastify refused into the catalogue text and status', () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), {
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
      statusCode: 413,
    });
    const { statusCode, response } = formatGraphqlErrors({ errors: [resolving(tooLarge)] }, logged().context);
    expect(statusCode).toBe(413);
    expect(response.errors![0]!.toJSON()).toEqual({
      message: MESSAGES.bodyTooLarge,
      extensions: { status: 413, code: 'bodyTooLarge' },
    });
  });

  it("keeps every syntax and validation error of mercurius' wrapper as a 400 with GraphQL's message", () => {
    const invalid = validate(schema, parse('{ nothing other }'));
    expect(invalid).toHaveLength(2);
    const { statusCode, response } = formatGraphqlErrors({ errors: [resolving(wrapper(invalid))] }, logged().context);
    expect(statusCode).toBe(400);
    expect(response.errors!.map((e) => e.toJSON())).toEqual([
      expect.objectContaining({
        message: 'Cannot query field "nothing" on type "Query".',
        locations: [{ line: 1, column: 3 }],
        extensions: { status: 400, code: GRAPHQL_INVALID },
      }),
      expect.objectContaining({
        message: 'Cannot query field "other" on type "Query".',
        extensions: { status: 400, code: GRAPHQL_INVALID },
      }),
    ]);
  });

  it("shows a validation rule's AppError inside the wrapper with its own status and key", () => {
    const limit = new AppError(400, 'invalidValue', { params: { where: 'query', reason: 'too many aliases' } });
    const rule = new GraphQLError(limit.message, { originalError: limit });
    const { statusCode, response } = formatGraphqlErrors({ errors: [resolving(wrapper([rule]))] }, logged().context);
    expect(statusCode).toBe(400);
    expect(response.errors![0]!.toJSON()).toEqual({
      message: 'Invalid query: too many aliases',
      extensions: { status: 400, code: 'invalidValue' },
    });
  });

  it("uses the wrapper's own client status (a mutation sent with GET is a 405)", () => {
    const get = wrapper([new Error('Operation cannot be performed via a GET request')], 405);
    const { statusCode, response } = formatGraphqlErrors({ errors: [resolving(get)] }, logged().context);
    expect(statusCode).toBe(405);
    expect(response.errors![0]!.message).toBe('Operation cannot be performed via a GET request');
  });

  it('passes any other error carrying a 4xx status through with its message and extra fields', () => {
    const refused = Object.assign(new Error('Advertiser not found'), { statusCode: 404, extra: { id: 7 } });
    const { statusCode, response } = formatGraphqlErrors(
      { data: null, errors: [resolving(refused)] },
      logged().context,
    );
    expect(statusCode).toBe(404);
    expect(response.errors![0]!.toJSON()).toEqual({
      message: 'Advertiser not found',
      extensions: { status: 404, id: 7 },
    });
  });

  it("answers a request error of GraphQL's own (no original error) as a 400", () => {
    const missing = new GraphQLError('Variable "$id" of required type "Int!" was not provided.');
    const { statusCode, response } = formatGraphqlErrors({ errors: [missing] }, logged().context);
    expect(statusCode).toBe(400);
    expect(response.errors![0]!.extensions).toEqual({ status: 400, code: GRAPHQL_INVALID });
  });

  it('hides anything else behind the internal error text and logs it once at error level', () => {
    const { context, lines } = logged();
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    const { statusCode, response } = formatGraphqlErrors({ data: null, errors: [resolving(bug)] }, context);
    expect(statusCode).toBe(500);
    expect(response.errors!.map((e) => e.toJSON())).toEqual([
      { message: MESSAGES.internalError, extensions: { status: 500, code: 'internalError' } },
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.details).toMatchObject({ err: bug });
  });

  it('answers 200 when the operation still produced data', () => {
    const error = resolving(new AppError(404, 'noteNotFound'));
    const { statusCode, response } = formatGraphqlErrors({ data: { me: 'x' }, errors: [error] }, logged().context);
    expect(statusCode).toBe(200);
    expect(response.data).toEqual({ me: 'x' });
    expect(response.errors![0]!.extensions).toEqual({ status: 404, code: 'noteNotFound' });
  });
});
