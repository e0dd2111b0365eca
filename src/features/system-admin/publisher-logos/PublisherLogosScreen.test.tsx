import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKitRouter } from '../../../admin-kit/testing/kit-router';
import { dismissConfirm } from '../../../admin-kit/confirm';
import { MESSAGES, messageText } from '../../../domain/messages';
import type { PublisherLogo } from '../../../domain/publisher-logos';
import { renderWithProviders } from '../../../../tests/render-with-providers';
import { PublisherLogosScreen } from './PublisherLogosScreen';

const ROKU: PublisherLogo = {
  logoName: 'Roku Channel',
  url: '/brand/publishers/roku-channel.svg',
  aliases: ['roku'],
  prefixes: [],
};
const HULU: PublisherLogo = { logoName: 'Hulu', url: '/brand/publishers/hulu.svg', aliases: [], prefixes: ['hulu'] };

type Call = { method: string; path: string; body: unknown };

/** A fake API: the paged list, and answers for writes (the logo, or an error with its status). */
function serve(
  logos: PublisherLogo[],
  write: (call: Call) => { status: number; body: unknown } = () => ({ status: 200, body: ROKU }),
) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call = {
      method: init.method ?? 'GET',
      path: decodeURIComponent(url.pathname) + url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    const answer =
      call.method === 'GET'
        ? { status: 200, body: { items: logos, total: logos.length, limit: 25, offset: 0 } }
        : write(call);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

function Screen(): ReactElement {
  return <PublisherLogosScreen title="Publisher Logos" params={{}} />;
}

function renderScreen() {
  renderWithProviders(<RouterProvider router={createKitRouter(Screen)} />);
}

describe('PublisherLogosScreen', () => {
  afterEach(() => {
    dismissConfirm();
    vi.unstubAllGlobals();
  });

  it('lists the page the server answers, with aliases as removable chips', async () => {
    const calls = serve([HULU, ROKU]);
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Publisher logos' });
    expect(await within(table).findByRole('cell', { name: 'Roku Channel' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Remove alias roku from Roku Channel' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Remove prefix hulu from Hulu' })).toBeInTheDocument();
    expect(within(table).getByRole('img', { name: 'Hulu logo' })).toHaveAttribute('src', '/brand/publishers/hulu.svg');
    const [path, query] = calls[0]!.path.split('?');
    expect(path).toBe('/api/getPublisherLogos');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      limit: '25',
      offset: '0',
      sort: 'logoName',
      dir: 'asc',
    });
  });

  it('says so when there are no logos', async () => {
    serve([]);
    renderScreen();
    expect(await screen.findByText(MESSAGES.publisherLogosEmpty)).toBeInTheDocument();
  });

  it('adds an alias in place and confirms it; a refusal shows the server text', async () => {
    const user = userEvent.setup();
    const calls = serve([ROKU], (call) =>
      call.body && (call.body as { alias?: string }).alias === 'hulu'
        ? {
            status: 409,
            body: { error: messageText('logoAliasTaken', { alias: 'hulu', other: 'Hulu' }), field: 'alias' },
          }
        : { status: 200, body: { ...ROKU, aliases: ['roku', 'roku tv'] } },
    );
    renderScreen();
    await user.type(await screen.findByLabelText('New alias for Roku Channel'), 'Roku TV');
    await user.click(screen.getByRole('button', { name: 'Add alias to Roku Channel' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/addPublisherLogoAlias/Roku Channel',
        body: { alias: 'Roku TV' },
      }),
    );
    expect(await screen.findByText(MESSAGES.publisherLogoSaved)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New alias for Roku Channel'));
    await user.type(screen.getByLabelText('New alias for Roku Channel'), 'hulu');
    await user.click(screen.getByRole('button', { name: 'Add alias to Roku Channel' }));
    expect(
      await screen.findByText(messageText('logoAliasTaken', { alias: 'hulu', other: 'Hulu' })),
    ).toBeInTheDocument();
    // The refused draft stays for a correction.
    expect(screen.getByLabelText('New alias for Roku Channel')).toHaveValue('hulu');
  });

  it('deletes only after a confirm naming the logo and its aliases', async () => {
    const user = userEvent.setup();
    const calls = serve([ROKU]);
    renderScreen();
    const actions = await screen.findByRole('button', { name: 'Actions for Roku Channel' });
    actions.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete the logo Roku Channel?');
    expect(dialog).toHaveTextContent('its aliases roku');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    actions.focus();
    await user.keyboard('{Enter}');
    // Chosen with the keyboard: after one pointer selection, Zag's menu ignores a second item click in jsdom.
    await screen.findByRole('menuitem', { name: 'Delete' });
    await user.keyboard('{End}{Enter}');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete logo' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'DELETE',
        path: '/api/removePublisherLogo/Roku Channel',
        body: undefined,
      }),
    );
    expect(await screen.findByText(messageText('publisherLogoRemoved', { name: 'Roku Channel' }))).toBeInTheDocument();
  });
});
