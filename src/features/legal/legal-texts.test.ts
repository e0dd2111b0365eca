import { describe, expect, it } from 'vitest';
import { fillTemplate, legalBlocks, legalPage, legalTemplate, type LegalPage } from './legal-texts';

const RIVERSIDE = { agency: 'Compulse Media', portal: 'Compulse Insights' };
const PAGES: LegalPage[] = ['privacy-policy', 'terms-of-use', 'help'];
const headings = (page: LegalPage): string[] =>
  legalPage(page, RIVERSIDE).flatMap((b) => (b.kind === 'heading' ? [b.text] : []));
const text = (page: LegalPage): string =>
  legalPage(page, RIVERSIDE)
    .map((b) => (b.kind === 'list' ? b.items.join(' ') : b.text))
    .join(' ');

describe('legal and help texts', () => {
  it.each(PAGES)('%s names the agency and leaves no placeholder or product name behind', (page) => {
    const body = text(page);
    expect(body).toContain('Compulse Media');
    expect(body).not.toMatch(/\{\w+\}/);
    expect(body).not.toContain('Sightline');
    expect(legalTemplate(page)).toContain('{agency}');
  });

  it('gives the privacy policy the sections a real portal has', () => {
    expect(headings('privacy-policy')).toEqual(
      expect.arrayContaining([
        'What information the portal holds',
        'Cookies and local storage',
        'Retention',
        'Contact',
      ]),
    );
  });

  it('gives the terms of use the sections a real portal has', () => {
    expect(headings('terms-of-use')).toEqual(
      expect.arrayContaining(['Use of the portal', 'Accounts', 'Intellectual property', 'Liability']),
    );
  });

  it('explains the dashboard, dates, exports, sharing and metric definitions in the help', () => {
    expect(headings('help')).toEqual(
      expect.arrayContaining(['Reading a dashboard', 'Date ranges', 'Exports', 'Sharing', 'Metric definitions']),
    );
  });

  it('fills known placeholders and leaves unknown ones', () => {
    expect(fillTemplate('{agency} / {portal} / {contact} / {other}', RIVERSIDE)).toBe(
      'Compulse Media / Compulse Insights / your Compulse Media account team / {other}',
    );
  });

  it('reads headings, list items and paragraphs', () => {
    expect(legalBlocks('Intro\n\n## Title\n- one\n- two\nAfter')).toEqual([
      { kind: 'paragraph', text: 'Intro' },
      { kind: 'heading', text: 'Title' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', text: 'After' },
    ]);
  });
});
