import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { jsonResponse, stubFetch } from '../../../tests/stub-fetch';
import { ExportMenu, type ExportSubject } from './ExportMenu';

const SUBJECT: ExportSubject = {
  advertiserId: 10000001,
  tab: 'display',
  campaignIds: [101, 102],
  daterange: 'last30days',
  fileName: 'Riverside Auto Group – Display',
};

function serve(): unknown[] {
  const bodies: unknown[] = [];
  stubFetch((path, init) => {
    if (path !== '/api/export/dashboard') return jsonResponse({ error: 'not found' }, 404);
    bodies.push(JSON.parse(String(init?.body)) as unknown);
    return jsonResponse({ exportKey: 'abcdefghijkl', status: 'queued', progress: 5, step: 'Queued' }, 202);
  });
  return bodies;
}

describe('ExportMenu', () => {
  it('starts an export of the dashboard on screen, with no order', async () => {
    const bodies = serve();
    renderWithProviders(<ExportMenu formats={['pdf', 'xls']} subject={SUBJECT} />);
    await userEvent.click(screen.getByRole('button', { name: 'XLS' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ ...SUBJECT, format: 'xlsx' });
    expect(bodies[0]).not.toHaveProperty('orderId');
  });

  it("starts an order summary's export with the order's id", async () => {
    const bodies = serve();
    const subject = { ...SUBJECT, tab: 'ordersummary', orderId: 500092, fileName: 'Riverside – Spring Sale' };
    renderWithProviders(<ExportMenu formats={['pdf']} subject={subject} />);
    await userEvent.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ tab: 'ordersummary', orderId: 500092, format: 'pdf', campaignIds: [101, 102] });
    expect(await screen.findByText(/PDF: Queued/)).toBeInTheDocument();
  });
});
