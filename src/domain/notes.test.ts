import { describe, expect, it } from 'vitest';
import { isValidNote, NOTE_MESSAGES, normalizeNoteText, validateNote } from './notes';

const valid = { title: 'Budget raised', body: 'Call back on 6/1, re: budget (+50%)! Cost $200 & #2 @ "Main St".' };

describe('validateNote', () => {
  it('accepts letters, digits and every allowed punctuation mark', () => {
    expect(validateNote({ title: `A1 .,!?'"-():;&/%$#@+`, body: `B2 .,!?'"-():;&/%$#@+` })).toEqual({});
    expect(isValidNote(validateNote(valid))).toBe(true);
  });

  it('accepts letters of any script, composed or decomposed', () => {
    expect(validateNote({ title: 'José Ærø', body: 'Cafe\u0301 in München, Ελλάδα, 東京, हिन्दी' })).toEqual({});
  });

  it('accepts line breaks in the body but not in the title', () => {
    expect(validateNote({ title: 'Week 1', body: 'First line\r\nSecond line\nThird' })).toEqual({});
    expect(validateNote({ title: 'Week\n1', body: 'Text' })).toEqual({ title: NOTE_MESSAGES.CHARACTERS });
  });

  it.each(['<script>', 'a\tb', 'smile 🙂', '“quoted”', 'back\\slash', 'a_b', 'x=y', 'a*b', '[x]', '{x}'])(
    'refuses %j with the character message',
    (text) => {
      expect(validateNote({ title: text, body: text })).toEqual({
        title: NOTE_MESSAGES.CHARACTERS,
        body: NOTE_MESSAGES.CHARACTERS,
      });
    },
  );

  it('requires a title and a body once trimmed', () => {
    expect(validateNote({ title: '   ', body: '\n ' })).toEqual({
      title: 'Title is required.',
      body: 'Note text is required.',
    });
  });

  it('allows 120 title and 4000 body characters after trimming, and no more', () => {
    expect(validateNote({ title: ` ${'t'.repeat(120)} `, body: ` ${'b'.repeat(4000)}\n` })).toEqual({});
    expect(validateNote({ title: 't'.repeat(121), body: 'b'.repeat(4001) })).toEqual({
      title: 'Title must be at most 120 characters.',
      body: 'Note text must be at most 4000 characters.',
    });
  });

  it('checks a given date and ignores a missing one', () => {
    expect(validateNote({ ...valid, date: '2026-06-15' })).toEqual({});
    expect(validateNote({ ...valid, date: null })).toEqual({});
    expect(validateNote({ ...valid, date: '2026-02-30' })).toEqual({ date: NOTE_MESSAGES.INVALID_DATE });
    expect(validateNote({ ...valid, date: '6/15/26' })).toEqual({ date: NOTE_MESSAGES.INVALID_DATE });
  });
});

describe('normalizeNoteText', () => {
  it('trims and composes accents', () => {
    expect(normalizeNoteText('  Cafe\u0301 ')).toBe('Café');
    expect(normalizeNoteText('  Cafe\u0301 ')).toHaveLength(4);
  });
});
