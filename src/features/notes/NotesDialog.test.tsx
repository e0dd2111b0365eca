import { ApolloProvider } from '@apollo/client/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messageText } from '../../domain/messages';
import { NOTE_MESSAGES } from '../../domain/notes';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { fakeNotesServer, NOTE_CAMPAIGNS, refusal, SAMPLE_NOTES, type GraphAnswer } from './fixtures';
import { NotesDialog } from './NotesDialog';

function renderDialog(options: { canWrite?: boolean; override?: GraphAnswer } = {}) {
  const server = fakeNotesServer(SAMPLE_NOTES, options.override);
  const onClose = vi.fn();
  renderWithProviders(
    <ApolloProvider client={server.client}>
      <NotesDialog
        open
        onClose={onClose}
        advertiserId={7}
        campaigns={NOTE_CAMPAIGNS}
        canWrite={options.canWrite ?? true}
      />
    </ApolloProvider>,
  );
  return { server, onClose };
}

const listedTitles = async (): Promise<string[]> => {
  const list = await screen.findByRole('list', { name: 'Campaign notes' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label') ?? '');
};

describe('NotesDialog', () => {
  it('lists the notes of the selected campaigns newest first, with campaign, day and authors', async () => {
    const { server } = renderDialog();
    expect(await listedTitles()).toEqual(['Budget raised', 'Paused for Memorial Day', 'Creative refresh']);
    expect(server.calls[0]).toEqual({
      operationName: 'CampaignNotes',
      variables: { advertiserId: 7, campaignIds: [101, 102] },
    });
    const budget = screen.getByRole('listitem', { name: 'Budget raised' });
    expect(budget).toHaveTextContent('Spring Display');
    expect(budget).toHaveTextContent('6/03/26');
    expect(budget).toHaveTextContent('changed by Dana Dashboard');
    expect(within(budget).queryByText('Client-visible')).toBeNull();
    expect(within(screen.getByRole('listitem', { name: 'Creative refresh' })).getByText('Client-visible')).toBeTruthy();
  });

  it('shows the not-authorized text when the notes query answers 403', async () => {
    renderDialog({
      override: (call) => (call.operationName === 'CampaignNotes' ? refusal(403, 'notAuthorized') : undefined),
    });
    expect(await screen.findByText('You are not authorized to view these notes.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a note' })).toBeNull();
  });

  it('shows the could-not-load text for any other failure', async () => {
    renderDialog({
      override: (call) => (call.operationName === 'CampaignNotes' ? refusal(500, 'internalError') : undefined),
    });
    expect(await screen.findByText('Notes could not be loaded.')).toBeTruthy();
  });

  it('checks the note rule beside the field and sends nothing until it passes', async () => {
    const { server } = renderDialog();
    await listedTitles();
    await userEvent.click(screen.getByRole('button', { name: 'Add a note' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Launch <b>');
    await userEvent.type(screen.getByRole('textbox', { name: /Note/ }), 'Went live.');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText(NOTE_MESSAGES.CHARACTERS)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls.map((c) => c.operationName)).toEqual(['CampaignNotes']);
  });

  it('adds a note, hidden from clients unless ticked, and lists it', async () => {
    const { server } = renderDialog();
    await listedTitles();
    await userEvent.click(screen.getByRole('button', { name: 'Add a note' }));
    expect(screen.getByRole('checkbox', { name: 'Client-visible' })).not.toBeChecked();
    expect(screen.getByText('Visible to clients in shared links and exports')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Campaign' }), '102');
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'New flight');
    await userEvent.type(screen.getByRole('textbox', { name: /Note/ }), 'Second flight starts (July).');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add a note' })).toBeNull());
    expect(server.calls.find((c) => c.operationName === 'AddCampaignNote')?.variables).toEqual({
      input: {
        advertiserId: 7,
        campaignId: 102,
        date: null,
        title: 'New flight',
        body: 'Second flight starts (July).',
        clientVisible: false,
      },
    });
    expect(await listedTitles()).toContain('New flight');
  });

  it('edits a note with its fields filled in', async () => {
    const { server } = renderDialog();
    await listedTitles();
    const item = screen.getByRole('listitem', { name: 'Budget raised' });
    await userEvent.click(within(item).getByRole('button', { name: 'Edit' }));
    const title = screen.getByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue('Budget raised');
    await userEvent.clear(title);
    await userEvent.type(title, 'Budget raised again');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Client-visible' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.operationName === 'UpdateCampaignNote')?.variables).toEqual({
        noteId: 2,
        Version: 1,
        input: {
          title: 'Budget raised again',
          body: 'Budget raised by $500 (+25%) for June.',
          clientVisible: true,
          date: '2026-06-03',
        },
      }),
    );
    expect(await screen.findByRole('listitem', { name: 'Budget raised again' })).toBeTruthy();
  });

  it('deletes a note after a confirmation', async () => {
    const { server } = renderDialog();
    await listedTitles();
    const item = screen.getByRole('listitem', { name: 'Creative refresh' });
    await userEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    expect(server.calls.some((c) => c.operationName === 'DeleteCampaignNote')).toBe(false);
    await userEvent.click(within(item).getByRole('button', { name: 'Confirm delete' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Creative refresh' })).toBeNull());
    expect(server.calls.find((c) => c.operationName === 'DeleteCampaignNote')?.variables).toEqual({
      noteId: 1,
      Version: 1,
    });
  });

  it('shows who changed a note meanwhile and restarts the edit from their version on request', async () => {
    const { server } = renderDialog();
    await listedTitles();
    await userEvent.click(
      within(screen.getByRole('listitem', { name: 'Budget raised' })).getByRole('button', { name: 'Edit' }),
    );
    // Someone else saves the note while the form is open.
    const theirs = {
      title: 'Budget raised twice',
      lastModifiedBy: 'Sam Other',
      lastModifiedAt: '2026-06-05T08:15:00.000Z',
    };
    server.notes = server.notes.map((n) => (n.noteId === 2 ? { ...n, ...theirs, Version: 2 } : n));
    await userEvent.type(screen.getByRole('textbox', { name: /Note/ }), ' Mine.');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      messageText('noteVersionConflict', { changedBy: 'Sam Other', changedAt: '2026-06-05 08:15 UTC' }),
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Budget raised twice'));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(server.notes.find((n) => n.noteId === 2)?.Version).toBe(3));
    expect(
      server.calls.filter((c) => c.operationName === 'UpdateCampaignNote').map((c) => c.variables.Version),
    ).toEqual([1, 2]);
  });

  it('refuses to delete a note changed meanwhile and shows the latest on request', async () => {
    const { server } = renderDialog();
    await listedTitles();
    server.notes = server.notes.map((n) => (n.noteId === 1 ? { ...n, title: 'Creative refreshed', Version: 2 } : n));
    const item = screen.getByRole('listitem', { name: 'Creative refresh' });
    await userEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(item).getByRole('button', { name: 'Confirm delete' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      messageText('noteVersionConflict', { changedBy: 'Stacy Staff', changedAt: '2026-05-20 14:00 UTC' }),
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    expect(await screen.findByRole('listitem', { name: 'Creative refreshed' })).toBeTruthy();
    expect(server.notes.map((n) => n.noteId)).toContain(1);
  });

  it('says so when the server refuses a write with 403', async () => {
    renderDialog({
      override: (call) => (call.operationName === 'DeleteCampaignNote' ? refusal(403, 'notAuthorized') : undefined),
    });
    await listedTitles();
    const item = screen.getByRole('listitem', { name: 'Creative refresh' });
    await userEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(item).getByRole('button', { name: 'Confirm delete' }));
    expect(await screen.findByText('You are not authorized to change these notes.')).toBeTruthy();
  });

  it('offers readers no way to write', async () => {
    renderDialog({ canWrite: false });
    expect(await listedTitles()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Add a note' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
