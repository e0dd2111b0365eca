import { Alert, Box, Button, CloseButton, Dialog, Portal, Spinner, Stack } from '@chakra-ui/react';
import { useMemo, useState, type ReactElement } from 'react';
import { isValidNote, type NoteIssues } from '../../domain/notes';
import { useCampaignNotes, useNoteWrites, type CampaignNote, type NoteWriteFailure } from './api';
import { NoteForm, type NoteCampaign } from './NoteForm';
import { NoteList } from './NoteList';
import { addInput, draftIssues, draftOf, emptyDraft, newestFirst, updateInput, type NoteDraft } from './note-form';
import { LOAD_LATEST, NOTES_ERROR_TEXTS } from './texts';

/** Props of the notes dialog. */
export interface NotesDialogProps {
  open: boolean;
  onClose(): void;
  advertiserId: number;
  /** The selected campaigns: whose notes are listed, and which a new note can be about. */
  campaigns: readonly NoteCampaign[];
  /** Agency staff write; advertiser users only read (the server decides either way). */
  canWrite: boolean;
}

/** The notes of the selected campaigns, newest first, with add, edit and delete for those who may write. */
export function NotesDialog({ open, onClose, advertiserId, campaigns, canWrite }: NotesDialogProps): ReactElement {
  const ids = useMemo(() => campaigns.map((c) => c.id), [campaigns]);
  const state = useCampaignNotes(open ? advertiserId : null, ids);
  const writes = useNoteWrites();
  const [draft, setDraft] = useState<NoteDraft | null>(null);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<NoteWriteFailure | null>(null);
  // The note a refused write was about, so that "Load the latest version" knows which one to read again.
  const [failedNote, setFailedNote] = useState<number | null>(null);
  const notes = useMemo(() => (state.status === 'ready' ? newestFirst(state.notes) : []), [state]);

  // Messages show once a save was tried, then follow the typing; the server's own refusal shows until the next try.
  const issues: NoteIssues = draft && tried ? { ...failure?.fields, ...draftIssues(draft) } : (failure?.fields ?? {});
  const startDraft = (next: NoteDraft | null): void => {
    setDraft(next);
    setTried(false);
    setFailure(null);
  };
  const save = async (): Promise<void> => {
    if (!draft) return;
    setTried(true);
    setFailure(null);
    if (!isValidNote(draftIssues(draft))) return;
    const result =
      draft.noteId === undefined
        ? await writes.add(addInput(advertiserId, draft))
        : await writes.update(draft.noteId, draft.Version ?? 0, updateInput(draft));
    setFailedNote(draft.noteId ?? null);
    if (result) setFailure(result);
    else startDraft(null);
  };
  const close = (): void => {
    startDraft(null);
    onClose();
  };
  const remove = async (note: CampaignNote): Promise<void> => {
    setFailedNote(note.noteId);
    setFailure(await writes.remove(note.noteId, note.Version));
  };
  // After a conflict: the list shows the note as it is now, and an open edit restarts from it (or closes if it is gone).
  const loadLatest = async (): Promise<void> => {
    if (failedNote === null) return;
    const latest = await writes.latest(advertiserId, ids, failedNote);
    const editing = draft?.noteId === failedNote;
    setFailure(null);
    if (editing) startDraft(latest ? draftOf(latest) : null);
  };

  const content = (
    <Dialog.Positioner>
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>Campaign notes</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            {failure ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{failure.message}</Alert.Title>
                  {failure.conflict ? (
                    <Box mt="2">
                      <Button size="xs" variant="outline" onClick={() => void loadLatest()}>
                        {LOAD_LATEST}
                      </Button>
                    </Box>
                  ) : null}
                </Alert.Content>
              </Alert.Root>
            ) : null}
            {canWrite && state.status !== 'error' && campaigns.length > 0 ? (
              draft ? (
                <NoteForm
                  draft={draft}
                  campaigns={campaigns}
                  issues={issues}
                  busy={writes.busy}
                  onChange={setDraft}
                  onSave={() => void save()}
                  onCancel={() => startDraft(null)}
                />
              ) : (
                <Box>
                  <Button size="sm" colorPalette="brand" onClick={() => startDraft(emptyDraft(campaigns[0]!.id))}>
                    Add a note
                  </Button>
                </Box>
              )
            ) : null}
            {state.status === 'error' ? (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{NOTES_ERROR_TEXTS[state.error]}</Alert.Title>
              </Alert.Root>
            ) : state.status === 'loading' ? (
              <Spinner aria-label="Loading notes" />
            ) : (
              <NoteList
                notes={notes}
                campaigns={campaigns}
                canWrite={canWrite}
                busy={writes.busy}
                onEdit={(note) => startDraft(draftOf(note))}
                onDelete={(note) => void remove(note)}
              />
            )}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={close}>
            Close
          </Button>
        </Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label="Close notes" />
        </Dialog.CloseTrigger>
      </Dialog.Content>
    </Dialog.Positioner>
  );
  return (
    <Dialog.Root open={open} size="lg" scrollBehavior="inside" onOpenChange={(details) => !details.open && close()}>
      <Portal>
        <Dialog.Backdrop />
        {content}
      </Portal>
    </Dialog.Root>
  );
}
