/**
 * Campaign notes (000 §3 "Campaign note", §5 "Notes allow only letters, digits and limited punctuation"). The
 * character rule, the lengths and the messages are ours (docs/decisions.md, "Campaign notes"; the texts live in the
 * message catalogue); client and server both check a note with `validateNote`.
 */
import { messageText, type MessageKey, type MessageParams } from './messages';
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

/** Each rule of a note with its catalogue text (the key, and the values of its placeholders). */
export const NOTE_RULES = {
  CHARACTERS: { key: 'noteCharacters' },
  TITLE_REQUIRED: { key: 'noteTitleRequired' },
  TITLE_TOO_LONG: { key: 'noteTitleTooLong', params: { max: NOTE_TITLE_MAX } },
  BODY_REQUIRED: { key: 'noteBodyRequired' },
  BODY_TOO_LONG: { key: 'noteBodyTooLong', params: { max: NOTE_BODY_MAX } },
  INVALID_DATE: { key: 'noteInvalidDate' },
} as const satisfies Record<string, { key: MessageKey; params?: MessageParams }>;

/** One rule of a note. */
export type NoteRule = keyof typeof NOTE_RULES;

const ruleText = (rule: NoteRule): string => {
  const text: { key: MessageKey; params?: MessageParams } = NOTE_RULES[rule];
  return messageText(text.key, text.params);
};

/** Messages of the note form and of the server's refusal, by rule. */
export const NOTE_MESSAGES: Readonly<Record<NoteRule, string>> = {
  CHARACTERS: ruleText('CHARACTERS'),
  TITLE_REQUIRED: ruleText('TITLE_REQUIRED'),
  TITLE_TOO_LONG: ruleText('TITLE_TOO_LONG'),
  BODY_REQUIRED: ruleText('BODY_REQUIRED'),
  BODY_TOO_LONG: ruleText('BODY_TOO_LONG'),
  INVALID_DATE: ruleText('INVALID_DATE'),
};

/** The fields of a note a person types. `date` is optional: a new note defaults to the day it is written. */
export interface NoteText {
  title: string;
  body: string;
  /** yyyy-MM-dd the note refers to. */
  date?: string | null;
}

/** The fields of a note the rules check. */
export type NoteField = 'title' | 'body' | 'date';

/** Field → message, one per failing field; empty when the note is valid. */
export type NoteIssues = Partial<Record<NoteField, string>>;

/** What is stored: trimmed and in Unicode NFC, so a decomposed accent counts and compares as one letter. */
export function normalizeNoteText(text: string): string {
  return text.normalize('NFC').trim();
}

function fieldRule(
  value: string,
  pattern: RegExp,
  max: number,
  required: NoteRule,
  tooLong: NoteRule,
): NoteRule | null {
  const text = normalizeNoteText(value);
  if (!text) return required;
  if (text.length > max) return tooLong;
  return pattern.test(text) ? null : 'CHARACTERS';
}

/** Checks a note's title, body and (when given) date; returns the rule each failing field breaks, in that order. */
export function noteRuleBreaches(note: NoteText): Partial<Record<NoteField, NoteRule>> {
  const breaches: Partial<Record<NoteField, NoteRule>> = {};
  const title = fieldRule(note.title, NOTE_TITLE_PATTERN, NOTE_TITLE_MAX, 'TITLE_REQUIRED', 'TITLE_TOO_LONG');
  const body = fieldRule(note.body, NOTE_BODY_PATTERN, NOTE_BODY_MAX, 'BODY_REQUIRED', 'BODY_TOO_LONG');
  if (title) breaches.title = title;
  if (body) breaches.body = body;
  if (note.date !== undefined && note.date !== null && !plainDateParts(note.date)) breaches.date = 'INVALID_DATE';
  return breaches;
}

/** Checks a note's title, body and (when given) date; returns the message of each failing field. */
export function validateNote(note: NoteText): NoteIssues {
  const issues: NoteIssues = {};
  for (const [field, rule] of Object.entries(noteRuleBreaches(note)) as [NoteField, NoteRule][])
    issues[field] = NOTE_MESSAGES[rule];
  return issues;
}

/** Whether `validateNote` found nothing. */
export function isValidNote(issues: NoteIssues): boolean {
  return Object.keys(issues).length === 0;
}
