import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages';
import { jsonResponse } from '../../../../tests/stub-fetch';
import { advertiserInfo } from '../fixtures';
import { fakeServer, renderLinear, resetKit, type Call } from '../testing';
import { PlacementSection } from './PlacementSection';

const Screen = () => <PlacementSection advertiser={advertiserInfo()} />;
const BASE = '/api/admin/advertisers/10000001';

function writes(answer: (call: Call) => Response = () => jsonResponse({ advertiser: advertiserInfo() })) {
  return fakeServer((call) => (call.method === 'GET' ? undefined : answer(call)));
}

afterEach(resetKit);

describe("an advertiser's placement", { timeout: 20_000 }, () => {
  it('moves it to another sub-agency and station of its agency', async () => {
    const { calls } = writes();
    renderLinear(Screen);
    const move = await screen.findByRole('button', { name: 'Move' });
    expect(move).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sub-agency' }), 'South Region');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Station' }), 'WSTH');
    await userEvent.click(move);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'POST', path: `${BASE}/move`, body: { subAgencyId: 12, stationId: 102 } });
  });

  it('deactivates it after a confirm', async () => {
    const { calls } = writes();
    renderLinear(Screen);
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 4000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(calls[0]).toMatchObject({ path: `${BASE}/status`, body: { active: false } }));
  });

  it("deletes after a confirm and shows the server's 409 text", async () => {
    const refusal = '2 campaigns still belong to this advertiser.';
    const { calls } = writes(() => jsonResponse({ error: refusal }, 409));
    renderLinear(Screen);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 4000 });
    expect(dialog).toHaveTextContent(MESSAGES.laDeleteBody.replace('{name}', 'Acme Motors'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls[0]).toMatchObject({ method: 'DELETE', path: BASE }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });
});
