import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../mail/content';
import { addressLines, proposalDate, proposalHtml, type ProposalPage } from './html';
import { proposalFileName } from './pdf';
import { inkOf } from './style';

const hostile = '<script>alert("x")</script> & \'quotes\'';

const page: ProposalPage = {
  brand: { agencyName: `Agency ${hostile}`, primaryColor: '#0b4f9c', onPrimaryColor: '#ffffff' },
  logoDataUri: null,
  timeZone: 'America/Chicago',
  customer: {
    name: `Tony's Pizzeria ${hostile}`,
    address: `12 Main St ${hostile}`,
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    category: `Restaurant ${hostile}`,
    contactName: `Maria ${hostile}`,
    stationName: `WSPR ${hostile}`,
  },
  rep: { name: `Rita ${hostile}`, email: 'sales.rep@sightline.test' },
  choice: { package: 'intermediate', market: 'local', months: 12 },
  // 2026-11-28 03:00 UTC is still the 27th in Chicago.
  at: Date.UTC(2026, 10, 28, 3),
};

/** The rows of the comparison table, as HTML. */
function rows(html: string): string[] {
  return html.split('<tbody>')[1]!.split('</tbody>')[0]!.split('</tr>').filter(Boolean);
}

describe('the proposal page', () => {
  it('escapes every text it writes', () => {
    const html = proposalHtml(page);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('"x"');
    for (const text of ['Tony', 'Agency', '12 Main St', 'Restaurant', 'Maria', 'WSPR', 'Rita'])
      expect(html).toContain(escapeHtml(`${text}`));
    expect(html).toContain(escapeHtml(`Proposal for Tony's Pizzeria ${hostile}`));
    expect(html).toContain(escapeHtml(`Attention: Maria ${hostile}`));
  });

  it('forbids every request and prints on Letter', () => {
    const html = proposalHtml(page);
    expect(html).toContain(`content="default-src 'none'; img-src data:; style-src 'unsafe-inline'"`);
    expect(html).toContain('size: Letter');
  });

  it('writes the price as priceSentence gives it, with the monthly price and the contract length', () => {
    const html = proposalHtml(page);
    expect(html).toContain('$4,200 for one year');
    expect(html).toContain('$350 per month');
    expect(html).toContain('12 months (for one year)');
    expect(html).toContain('Executive · Increased');
    expect(html).toContain('Local ×2');
    expect(proposalHtml({ ...page, choice: { package: 'starter', market: 'hyperlocal', months: 1 } })).toContain(
      '$100 per month',
    );
    expect(proposalHtml({ ...page, choice: { package: 'starter', market: 'regional', months: 3 } })).toContain(
      '$1,800 for 6 months',
    );
  });

  it('compares the three packages for the market and length, the chosen one highlighted', () => {
    const table = rows(proposalHtml(page));
    expect(table).toHaveLength(3);
    expect(table.map((row) => row.includes('class="chosen"'))).toEqual([false, true, false]);
    expect(table[0]).toContain('$2,400 for one year');
    expect(table[1]).toContain('Proposed');
    expect(table[2]).toContain('$7,200 for one year');
  });

  it('labels the price: low up to 200, medium up to 400, high above', () => {
    const label = (choice: ProposalPage['choice']): string =>
      /class="badge badge-(\w+)">([^<]+)</
        .exec(proposalHtml({ ...page, choice }).split('<table')[0]!)!
        .slice(1)
        .join(' ');
    expect(label({ package: 'starter', market: 'local', months: 1 })).toBe('low Low price');
    expect(label({ package: 'intermediate', market: 'local', months: 1 })).toBe('medium Medium price');
    expect(label({ package: 'advanced', market: 'local', months: 1 })).toBe('high High price');
    const badges = rows(proposalHtml(page)).map((row) => /badge-(\w+)/.exec(row)![1]);
    expect(badges).toEqual(['low', 'medium', 'high']);
  });

  it('dates the proposal M/dd/yy on the agency’s day', () => {
    expect(proposalDate(page)).toBe('11/27/26');
    expect(proposalHtml(page)).toContain('Date: 11/27/26');
  });

  it('shows the agency logo when the theme has one, else its name', () => {
    const logo = 'data:image/png;base64,AAAA';
    expect(proposalHtml({ ...page, logoDataUri: logo })).toContain(
      `<img class="logo" alt="${escapeHtml(page.brand.agencyName)}" src="${logo}">`,
    );
    expect(proposalHtml(page)).toContain(`<div class="agency">${escapeHtml(page.brand.agencyName)}</div>`);
  });

  it('writes the address as street and "City, ST zip", leaving out what is missing', () => {
    expect(addressLines({ ...page.customer, address: '1 Elm St' })).toEqual(['1 Elm St', 'Springfield, IL 62701']);
    expect(addressLines({ ...page.customer, address: null, city: null, zip: null })).toEqual(['IL']);
    expect(addressLines({ ...page.customer, address: ' ', city: null, state: null, zip: null })).toEqual([]);
  });

  it('keeps a light brand colour legible as heading text', () => {
    expect(inkOf('0B4F9C')).toBe('0B4F9C');
    expect(inkOf('FFC107')).not.toBe('FFC107');
  });
});

describe('the proposal file name', () => {
  it('is "Proposal - <name>.pdf", safe for every file system', () => {
    expect(proposalFileName("Tony's Pizzeria")).toBe("Proposal - Tony's Pizzeria.pdf");
    expect(proposalFileName('A/B: "C" <D>?')).toBe('Proposal - A-B- -C- -D.pdf');
  });
});
