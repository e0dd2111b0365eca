import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../domain/messages';
import { firstGraphError, graphErrorMessage, graphErrorStatus } from './graph-error';

/** A 4xx answer as Apollo's HTTP link reports it. */
const serverError = (status: number, body: unknown): ServerError =>
  new ServerError('Response not successful', {
    response: new Response(null, { status }),
    bodyText: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('graph errors', () => {
  const refusal = { message: MESSAGES.noteNotFound, extensions: { status: 404, code: 'noteNotFound' } };

  it('reads the first error of a 4xx body with the response status', () => {
    const error = serverError(404, { data: null, errors: [refusal] });
    expect(firstGraphError(error)).toEqual(refusal);
    expect(graphErrorStatus(error)).toBe(404);
    expect(graphErrorMessage(error)).toBe(MESSAGES.noteNotFound);
  });

  it('reads the status of an error sent in a 200 answer from its extensions', () => {
    const error = new CombinedGraphQLErrors({ data: null, errors: [refusal] });
    expect(graphErrorStatus(error)).toBe(404);
    expect(graphErrorMessage(error)).toBe(MESSAGES.noteNotFound);
  });

  it('has nothing to say about a body that is not GraphQL, or another failure', () => {
    expect(firstGraphError(serverError(502, '<html>Bad gateway</html>'))).toBeUndefined();
    expect(graphErrorMessage(serverError(502, '<html>Bad gateway</html>'))).toBeUndefined();
    expect(graphErrorStatus(new Error('offline'))).toBe(0);
  });
});
