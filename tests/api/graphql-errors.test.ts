import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
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
