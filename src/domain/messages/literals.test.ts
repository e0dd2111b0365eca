import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { MESSAGE_AREAS, MESSAGES } from './index';

const SRC = path.resolve(import.meta.dirname, '../..');
const CATALOGUE = path.resolve(import.meta.dirname);

/** Source files of `src/` outside the catalogue; tests and stories may spell a text out to pin it. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === CATALOGUE || entry.name === '__generated__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The string literals and template texts of a source file, read from its syntax tree (comments are not literals). */
function literalsOf(file: string): Set<string> {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const literals = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) literals.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return literals;
}

describe('the message catalogue', () => {
  it('holds every key in one area only, and every text once', () => {
    const keys = Object.values(MESSAGE_AREAS).flatMap((area) => Object.keys(area));
    expect(keys.length).toBe(new Set(keys).size);
    const texts = Object.values(MESSAGES);
    const repeated = texts.filter((text, index) => texts.indexOf(text) !== index);
    expect(repeated).toEqual([]);
  });

  it('is the only place in src/ where a catalogue text is written as a literal', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const literals = literalsOf(file);
      for (const text of Object.values(MESSAGES))
        if (literals.has(text)) offenders.push(`${path.relative(SRC, file)}: ${text}`);
    }
    expect(offenders).toEqual([]);
  });

  it('keeps the spec spellings, misspellings included', () => {
    expect(MESSAGES.errorOccured).toBe('Error occured, please try again');
    expect(MESSAGES.errorOccurred).toBe('Error occurred, please try again');
    expect(MESSAGES.noAccess).toBe('Sorry, you do not have access.');
  });
});
