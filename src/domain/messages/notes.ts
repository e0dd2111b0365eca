/**
 * Our texts for campaign notes (000 §3; the spec gives only the character rule's wording): the note rule's messages
 * (client form and server alike), and the server's refusals. `{max}` is a length limit of src/domain/notes.ts;
 * `{changedBy}` and `{changedAt}` name the note's last change.
 */
export const NOTES_MESSAGES = {
  noteCharacters: 'Notes allow only letters, digits and limited punctuation.',
  noteTitleRequired: 'Title is required.',
  noteTitleTooLong: 'Title must be at most {max} characters.',
  noteBodyRequired: 'Note text is required.',
  noteBodyTooLong: 'Note text must be at most {max} characters.',
  noteInvalidDate: 'Date must be a valid date (yyyy-MM-dd).',
  noteNotFound: 'Note not found',
  /** A note's campaign that is not the advertiser's (or does not exist). */
  noteVersionConflict:
    'Version conflict: {changedBy} changed this note on {changedAt}. Load the latest version before saving again.',
} as const;
