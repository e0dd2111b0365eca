/**
 * Campaign notes (000 §3 "Campaign note", §5 "Notes allow only letters, digits and limited punctuation"). The
 * character rule, the lengths and the messages are ours (docs/decisions.md, "Campaign notes"); client and server
 * both check a note with `validateNote`.
 */
import { plainDateParts } from './plain-date';

/** Longest title, in characters after trimming. */
export const NOTE_TITLE_MAX = 120;
/** Longest body, in characters after trimming. */
export const NOTE_BODY_MAX = 4000;

/** The punctuation a note may hold, besides letters, digits, spaces and (in the body) line breaks. */
export const NOTE_PUNCTUATION = `.,!?'"-():;&/%$#@+`;

/**
 * Letters of any script (with their combining marks, so decomposed accents and Indic vowel signs pass), decimal
 * digits, the space, the punctuation above and, in the body, line breaks. Anything else (tabs, angle brackets,
 * emoji, typographic quotes, control characters) is refused.
 */
export const NOTE_TITLE_PATTERN = /^[\p{L}\p{M}\p{Nd} .,!?'"\-():;&/%$#@+]*$/u;
export const NOTE_BODY_PATTERN = /^[\p{L}\p{M}\p{Nd} \r\n.,!?'"\-():;&/%$#@+]*$/u;

/** Messages of the note form and of the server's refusal, by rule. */
export const NOTE_MESSAGES = {
  CHARACTERS: 'Notes allow only letters, digits and limited punctuation.',
  TITLE_REQUIRED: 'Title is required.',
  TITLE_TOO_LONG: `Title must be at most ${NOTE_TITLE_MAX} characters.`,
  BODY_REQUIRED: 'Note text is required.',
  BODY_TOO_LONG: `Note text must be at most ${NOTE_BODY_MAX} characters.`,
  INVALID_DATE: 'Date must be a valid date (yyyy-MM-dd).',
} as const;

/** The fields of a note a person types. `date` is optional: a new note defaults to the day it is written. */
export interface NoteText {
  title: string;
  body: string;
  /** yyyy-MM-dd the note refers to. */
  date?: string | null;
}

/** Field → message, one per failing field; empty when the note is valid. */
export type NoteIssues = Partial<Record<'title' | 'body' | 'date', string>>;

/** What is stored: trimmed and in Unicode NFC, so a decomposed accent counts and compares as one letter. */
export function normalizeNoteText(text: string): string {
  return text.normalize('NFC').trim();
}

function fieldIssue(value: string, pattern: RegExp, max: number, required: string, tooLong: string): string | null {
  const text = normalizeNoteText(value);
  if (!text) return required;
  if (text.length > max) return tooLong;
  return pattern.test(text) ? null : NOTE_MESSAGES.CHARACTERS;
}

/** Checks a note's title, body and (when given) date; returns the message of each failing field. */
export function validateNote(note: NoteText): NoteIssues {
  const issues: NoteIssues = {};
  const title = fieldIssue(
    note.title,
    NOTE_TITLE_PATTERN,
    NOTE_TITLE_MAX,
    NOTE_MESSAGES.TITLE_REQUIRED,
    NOTE_MESSAGES.TITLE_TOO_LONG,
  );
  const body = fieldIssue(
    note.body,
    NOTE_BODY_PATTERN,
    NOTE_BODY_MAX,
    NOTE_MESSAGES.BODY_REQUIRED,
    NOTE_MESSAGES.BODY_TOO_LONG,
  );
  if (title) issues.title = title;
  if (body) issues.body = body;
  if (note.date !== undefined && note.date !== null && !plainDateParts(note.date))
    issues.date = NOTE_MESSAGES.INVALID_DATE;
  return issues;
}

/** Whether `validateNote` found nothing. */
export function isValidNote(issues: NoteIssues): boolean {
  return Object.keys(issues).length === 0;
}
