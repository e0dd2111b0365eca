import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWN_TABS } from '../src/domain/tactics';
import { lintLayout } from '../src/domain/layout/lint';
import { TOOLTIP_SEEDS } from '../src/server/db/demo/tooltip-texts';

const DIR = import.meta.dirname;
const files = fs.readdirSync(DIR).filter((f) => f.endsWith('.json'));
const known = new Set(TOOLTIP_SEEDS.map((t) => t.key));

describe('shipped layouts', () => {
  it.each(files)('%s is valid and passes every lint rule', (file) => {
    const document: unknown = JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8'));
    expect(lintLayout(document, (key) => known.has(key))).toEqual([]);
    expect((document as { tactic: string }).tactic).toBe(file.replace(/\.json$/, ''));
  });

  it('covers summary, home and every tab of the tab mapping', () => {
    const tabs = files.map((f) => f.replace(/\.json$/, ''));
    expect(tabs).toEqual(expect.arrayContaining([...KNOWN_TABS, 'home']));
  });

  it('labels metrics the way each product does: Link Clicks on Social via Conversions, households on tv2ott', () => {
    const social = fs.readFileSync(path.join(DIR, 'social.json'), 'utf8');
    const tv2ott = fs.readFileSync(path.join(DIR, 'tv2ott.json'), 'utf8');
    expect(social).toContain('"Conversions"');
    expect(tv2ott).toContain('"ImpressionShare"');
    expect(fs.readFileSync(path.join(DIR, 'youtubetv.json'), 'utf8')).toContain('"AgeRange"');
    expect(fs.readFileSync(path.join(DIR, 'display.json'), 'utf8')).toContain('"Daypart"');
  });
});
