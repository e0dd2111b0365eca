import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, resetKit } from '../../admin-kit/testing/harness';
import { userAtom } from '../../state/session.atoms';
import { jsonResponse } from '../../../tests/stub-fetch';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { testUser } from '../../../tests/user-fixture';
import { CampaignNameEditor } from './CampaignNameEditor';
import { CAMPAIGN } from './fixtures';

afterEach(resetKit);

function renderAs(roles: string[]): void {
  const store = createStore();
  store.set(userAtom, testUser({ roles }));
  renderWithProviders(
    <Provider store={store}>
      <CampaignNameEditor advertiserId={10} campaign={CAMPAIGN} />
    </Provider>,
  );
}

describe('the inline rename of the campaign shown alone', { timeout: 15_000 }, () => {
  it('Escape cancels, Enter saves through /api/campaign/friendlyName; a failure shows the server’s text', async () => {
    let answer = jsonResponse({ error: 'The friendly name is too long.' }, 400);
    const { calls } = fakeServer((call) => (call.path === '/api/campaign/friendlyName' ? answer : undefined));
    renderAs(['dashadmin']);
    await userEvent.click(screen.getByRole('button', { name: 'Edit the friendly name' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit the friendly name' }));
    const input = screen.getByRole('textbox', { name: 'Friendly name' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Spring Sale East{Enter}');
    expect(await screen.findByText('The friendly name is too long.')).toBeInTheDocument();
    answer = jsonResponse({ Attributes: { CampaignId: 501, FriendlyName: 'Spring Sale East' }, auditId: 3 });
    await userEvent.type(input, '{Enter}');
    expect(await screen.findByText('Spring Sale was renamed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      advertiserId: 10,
      campaignId: 501,
      friendlyName: 'Spring Sale East',
    });
  });

  it('shows the name alone to users who may not manage campaigns', () => {
    fakeServer(() => undefined);
    renderAs(['staff']);
    expect(screen.getByText('Spring Sale')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
