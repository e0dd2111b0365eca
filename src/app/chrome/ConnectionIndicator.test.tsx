import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONNECTION_TEXTS, connectionStatus } from '../../domain/connection';
import { jsonResponse, renderApp, stubFetch } from '../testing/render-app';
import { testUser } from '../testing/fixtures';
import { ConnectionIndicator } from './ConnectionIndicator';
import { LATENCY_WINDOW, PING_PATH, pingLatency } from './use-connection';

function renderStatus(seconds: number, latencyMs: number): void {
  render(
    <ChakraProvider value={defaultSystem}>
      <ConnectionIndicator status={connectionStatus(seconds, latencyMs)} />
    </ChakraProvider>,
  );
}

describe('connection indicator', () => {
  it.each([
    [0, 20, CONNECTION_TEXTS.GREAT],
    [0, 80, CONNECTION_TEXTS.GOOD],
    [0, 120, CONNECTION_TEXTS.FAIR],
    [1, 180, CONNECTION_TEXTS.POOR],
    [0, 250, CONNECTION_TEXTS.NONE],
    [0, 400, CONNECTION_TEXTS.BAD],
    [2, 20, CONNECTION_TEXTS.WAITING],
    [5, 20, CONNECTION_TEXTS.LOSING],
    [11, 20, CONNECTION_TEXTS.LOST],
  ])('labels %is since the check at %i ms as %s', (seconds, latency, text) => {
    renderStatus(seconds, latency);
    expect(screen.getByRole('img', { name: `Connection: ${text}` })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows a latency text in the top bar once the ping answers, and pings /api/ping, not the health probe', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    renderApp('/home?recent=true', { user: testUser() });
    // jsdom answers in anything from a few to a few hundred milliseconds, so any latency-based text will do; the
    // best of three pings a second apart gets there on a loaded machine too.
    const byLatency = [CONNECTION_TEXTS.GREAT, CONNECTION_TEXTS.GOOD, CONNECTION_TEXTS.FAIR, CONNECTION_TEXTS.POOR];
    const label = new RegExp(`^Connection: (${byLatency.join('|')})$`);
    expect(await screen.findByRole('img', { name: label }, { timeout: 5000 })).toBeInTheDocument();
    const paths = fetchMock.mock.calls.map(([input]) => String(input));
    expect(paths).toContain(PING_PATH);
    expect(paths.some((path) => path.includes('/api/health'))).toBe(false);
  });

  it('reads the latency from the ping alone: it answers while every other call hangs', async () => {
    vi.stubGlobal('fetch', (input: RequestInfo | URL) =>
      String(input) === PING_PATH
        ? Promise.resolve(new Response(null, { status: 204 }))
        : new Promise<Response>(() => undefined),
    );
    renderApp('/home?recent=true', { user: testUser() });
    const byLatency = [CONNECTION_TEXTS.GREAT, CONNECTION_TEXTS.GOOD, CONNECTION_TEXTS.FAIR, CONNECTION_TEXTS.POOR];
    const label = new RegExp(`^Connection: (${byLatency.join('|')})$`);
    expect(await screen.findByRole('img', { name: label }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('waits while the ping has not answered', async () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    renderApp('/home?recent=true', { user: testUser() });
    expect(await screen.findByRole('img', { name: `Connection: ${CONNECTION_TEXTS.WAITING}` })).toBeInTheDocument();
  });

  it('takes the best of the last round trips as the latency', () => {
    expect(pingLatency([])).toBeNull();
    expect(pingLatency([40])).toBe(40);
    // One ping stuck behind a heavy call does not make a fast line slow…
    expect(pingLatency([12, 260, 15])).toBe(12);
    // …but a line slow on every ping is slow, and old samples fall out of the window.
    expect(pingLatency([5, 240, 250, 260])).toBe(240);
    expect(LATENCY_WINDOW).toBe(3);
  });
});
