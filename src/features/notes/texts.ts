import { NOTES_ERRORS } from '../../domain/messages';

/** A failure state of the notes query, as api.ts has it (declared here too: texts and api never import each other). */
type NotesError = (typeof NOTES_ERRORS)[keyof typeof NOTES_ERRORS];

/** What the notes dialog says for each failure state of the notes query (000 §8; the texts are ours). */
export const NOTES_ERROR_TEXTS: Readonly<Record<NotesError, string>> = {
  [NOTES_ERRORS.NOT_AUTHORIZED]: 'You are not authorized to view these notes.',
  [NOTES_ERRORS.BAD_RESPONSE]: 'Notes could not be loaded.',
};

/** Hint beside the client-visible checkbox. */
export const CLIENT_VISIBLE_HINT = 'Visible to clients in shared links and exports';

/** The list when the selected campaigns have no notes (or none visible to the reader). */
export const NO_NOTES = 'No notes for the selected campaigns.';

/** A write refused with 403. */
export const NOT_AUTHORIZED_TO_CHANGE = 'You are not authorized to change these notes.';

/** A write that failed without a message of the server's. */
export const NOTE_NOT_SAVED = 'The note could not be saved.';

/** Reads a note again after someone else changed it (a conflict). */
export const LOAD_LATEST = 'Load the latest version';
