import { ApolloProvider } from '@apollo/client/react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactElement, type ReactNode } from 'react';
import { MESSAGES } from '../../domain/messages';
import type { CampaignNote } from './api';
import { conflict, fakeNotesServer, NOTE_CAMPAIGNS, refusal, SAMPLE_NOTES, type GraphAnswer } from './fixtures';
import { NotesDialog } from './NotesDialog';

/** One in-memory notes server per mounted story, so edits in the story stay until it is left. */
function NotesServer(props: {
  notes: readonly CampaignNote[];
  override?: GraphAnswer;
  children: ReactNode;
}): ReactElement {
  const [server] = useState(() => fakeNotesServer(props.notes, props.override));
  return <ApolloProvider client={server.client}>{props.children}</ApolloProvider>;
}

const withNotes =
  (notes: readonly CampaignNote[], override?: GraphAnswer): Decorator =>
  (Story) => (
    <NotesServer notes={notes} override={override}>
      <Story />
    </NotesServer>
  );

const meta = {
  title: 'Notes/NotesDialog',
  component: NotesDialog,
  args: { open: true, onClose: () => undefined, advertiserId: 7, campaigns: NOTE_CAMPAIGNS, canWrite: true },
} satisfies Meta<typeof NotesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Agency staff: every note of the selected campaigns, newest first, with add, edit and delete. */
export const Staff: Story = { decorators: [withNotes(SAMPLE_NOTES)] };

/** An advertiser user reads the client-visible notes only (the server filters); no writing. */
export const Client: Story = {
  args: { canWrite: false },
  decorators: [withNotes(SAMPLE_NOTES.filter((n) => n.clientVisible))],
};

/** The notes query answered 403. */
export const NotAuthorized: Story = {
  decorators: [withNotes([], () => refusal(403, 'notAuthorized'))],
};

/** Any other failure of the notes query. */
export const Failed: Story = {
  decorators: [withNotes([], () => ({ status: 500, body: { error: MESSAGES.internalError } }))],
};

/** Someone else changed a note meanwhile: saving an edit or deleting it answers a version conflict. */
export const Conflict: Story = {
  decorators: [
    withNotes(SAMPLE_NOTES, (call) =>
      call.operationName === 'UpdateCampaignNote' || call.operationName === 'DeleteCampaignNote'
        ? conflict({ ...SAMPLE_NOTES[1]!, lastModifiedBy: 'Sam Other', Version: 2 })
        : undefined,
    ),
  ],
};

/** No notes yet. */
export const Empty: Story = { decorators: [withNotes([])] };
