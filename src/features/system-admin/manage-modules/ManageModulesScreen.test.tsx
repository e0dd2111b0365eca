import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKitRouter } from '../../../admin-kit/testing/kit-router';
import { renderWithProviders } from '../../../../tests/render-with-providers';
import { jsonResponse, stubFetch } from '../../../../tests/stub-fetch';
import { SAMPLE_KINDS } from './fixtures';
import { ManageModulesScreen } from './ManageModulesScreen';

// The screens load lazily through the kit (router, queries, drawer): allow a slow shared machine some time.
configure({ asyncUtilTimeout: 5_000 });
afterEach(() => vi.unstubAllGlobals());

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function setup() {
  const calls: Call[] = [];
  let disabled = ['venn-diagram'];
  stubFetch((path, init) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, path, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null });
    if (method === 'GET' && path.startsWith('/api/admin/modules?'))
      return jsonResponse({
        items: [
          { id: 1, name: 'Compulse Media', disabled: [] },
          { id: 3, name: 'Demo Agency', disabled },
        ],
        total: 2,
        limit: 25,
        offset: 0,
      });
    if (path === '/api/admin/modules/3') {
      if (method === 'PUT') disabled = (calls.at(-1)!.body as { disabled: string[] }).disabled;
      return jsonResponse({
        agency: { id: 3, name: 'Demo Agency' },
        kinds: SAMPLE_KINDS.map((k) => ({ ...k, enabled: !disabled.includes(k.kind) })),
        disabled,
      });
    }
    return jsonResponse({ error: 'not found' }, 404);
  });
  const router = createKitRouter(() => <ManageModulesScreen title="Manage Modules" params={{}} />);
  renderWithProviders(<RouterProvider router={router} />);
  return { calls, user: userEvent.setup() };
}

describe('ManageModulesScreen', { timeout: 20_000 }, () => {
  it('lists agencies with their switched-off kinds, paged on the server', async () => {
    const { calls } = setup();
    const table = await screen.findByRole('table', { name: 'Agencies and their switched-off module kinds' });
    expect(await within(table).findByRole('row', { name: /Demo Agency/ })).toHaveTextContent('1: venn-diagram');
    expect(within(table).getByRole('row', { name: /Compulse Media/ })).toHaveTextContent('None');
    expect(calls[0]!.path).toMatch(/^\/api\/admin\/modules\?.*limit=25.*offset=0.*sort=name/);
  });

  it('switches kinds after a confirm naming them (nothing written when cancelled), and says so', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Demo Agency' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit modules' }));
    const drawer = await screen.findByRole('dialog', { name: 'Modules of Demo Agency' });
    await user.click(await within(drawer).findByRole('checkbox', { name: /Audience overlap/ }));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    const asked = await screen.findByRole('alertdialog');
    expect(asked).toHaveTextContent('Enable Audience overlap for Demo Agency? Its dashboards can show them again.');
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.click(within(drawer).getByRole('checkbox', { name: /Audience overlap/ }));
    await user.click(within(drawer).getByRole('checkbox', { name: /Pie chart/ }));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Disable Pie chart for Demo Agency? Its dashboards stop showing them.');
    await user.click(within(confirm).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Modules saved for Demo Agency.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put).toEqual({
      method: 'PUT',
      path: '/api/admin/modules/3',
      body: { disabled: ['venn-diagram', 'pie-chart'] },
    });
  });
});
