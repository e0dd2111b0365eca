import fs from 'node:fs';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceSentence, proposalPrice } from '../../src/domain/sales-price';
import {
  printProposal,
  proposalPage,
  renderProposalPdf,
  type ProposalInput,
} from '../../src/server/areas/sales/proposal/pdf';
import { findChromium } from '../../scripts/lib/chromium.mjs';
import { startTestServer, TEST_NOON, type TestServer } from './harness';

const chromium = (() => {
  try {
    return findChromium({ install: false }) as string | undefined;
  } catch {
    return undefined;
  }
})();
if (process.env.CI && !chromium) throw new Error('The proposal rendering test needs Chromium.');

/** The PDF's pages and its text, whitespace folded. */
async function pdfOf(data: Buffer): Promise<{ pages: number; text: string }> {
  const document = await getDocument({ data: new Uint8Array(data) }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { pages: document.numPages, text: texts.join('\n').replace(/\s+/g, ' ') };
}

const input: ProposalInput = {
  agencyId: 1,
  customer: {
    name: 'Riverside Comfort Systems',
    address: '5307 Industrial Pkwy',
    city: 'Austin',
    state: 'TX',
    zip: '78737',
    category: 'HVAC',
    contactName: 'Amelia Martinez',
    stationName: 'KAB Austin',
  },
  rep: { name: 'Rita Rep', email: 'sales.rep@sightline.test' },
  choice: { package: 'intermediate', market: 'local', months: 12 },
  at: TEST_NOON,
};

describe.skipIf(!chromium)('a proposal printed by Chromium (sqlite)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  }, 60_000);
  afterAll(async () => server?.close());

  it('prints one Letter page in agency A’s name with the customer, the price and the rep', async () => {
    const bytes = await renderProposalPdf(server.ctx, server.ctx.exports.pool, input);
    if (process.env.PROPOSAL_LOOK) {
      fs.mkdirSync(process.env.PROPOSAL_LOOK, { recursive: true });
      fs.writeFileSync(path.join(process.env.PROPOSAL_LOOK, 'proposal.pdf'), bytes);
    }
    const { pages, text } = await pdfOf(bytes);
    expect(pages).toBe(1);
    const sentence = priceSentence(proposalPrice(input.choice));
    expect(sentence).toBe('$4,200 for one year');
    for (const shown of [
      'Compulse Media',
      'Proposal for Riverside Comfort Systems',
      'Austin, TX 78737',
      'Attention: Amelia Martinez',
      'Date: 6/15/26',
      'Executive · Increased',
      'Local ×2',
      sentence,
      '$2,400 for one year',
      '$7,200 for one year',
      'Medium price',
      'Rita Rep',
      'sales.rep@sightline.test',
    ])
      expect(text, shown).toContain(shown);
    const raw = bytes.toString('latin1');
    expect(raw).toMatch(/\/MediaBox \[0 0 612 792\]/);
    expect(raw).toContain('/Author');
  }, 120_000);

  it('keeps long names, a logo and a light brand colour on the one page, the price still printed', async () => {
    const page = await proposalPage(server.ctx, {
      ...input,
      customer: {
        ...input.customer,
        name: 'Bartholomew & Montgomery-Worthington Family Dentistry and Orthodontics of Greater Springfield',
        address: '12000 Northwest Industrial Parkway, Building C, Suite 400',
      },
      rep: {
        name: 'Maximilian Alexander Richardson-Montgomery',
        email: 'maximilian.richardson-montgomery@sightline.test',
      },
      choice: { package: 'advanced', market: 'regional', months: 6 },
    });
    const logo = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64"><rect width="64" height="64" fill="#fff"/><rect x="80" y="24" width="150" height="16" fill="#fff"/></svg>',
    );
    const bytes = await printProposal(server.ctx.exports.pool, {
      ...page,
      brand: {
        ...page.brand,
        agencyName: 'Greater Tri-County Broadcasting & Digital Media Partners',
        primaryColor: '#ffc107',
      },
      logoDataUri: `data:image/svg+xml;base64,${logo.toString('base64')}`,
    });
    const { pages, text } = await pdfOf(bytes);
    expect(pages).toBe(1);
    expect(text).toContain('$5,400 for 6 months');
    expect(text).toContain('High price');
    expect(text).toContain('maximilian.richardson-montgomery@sightline.test');
    // The footer is the page's last line: nothing was cut off.
    expect(text).toContain('Greater Springfield on 6/15/26.');
  }, 120_000);

  it('embeds agency A’s uploaded theme logo as a data: URI, drawn into the PDF', async () => {
    const superToken = (await server.login('super@sightline.test')).accessToken;
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64"><circle cx="32" cy="32" r="26" fill="#fff"/><rect x="72" y="22" width="150" height="20" rx="4" fill="#fff"/></svg>',
    );
    const png = await sharp(svg).png().toBuffer();
    const boundary = '----proposal-logo';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`;
    const uploaded = await server.app.inject({
      method: 'POST',
      url: '/api/admin/themes/compulse/logo',
      payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ahauth: `Bearer ${superToken}` },
    });
    expect(uploaded.statusCode).toBe(200);
    const page = await proposalPage(server.ctx, input);
    expect(page.logoDataUri).toMatch(/^data:image\/png;base64,/);
    const bytes = await printProposal(server.ctx.exports.pool, page);
    if (process.env.PROPOSAL_LOOK) fs.writeFileSync(path.join(process.env.PROPOSAL_LOOK, 'with-logo.pdf'), bytes);
    const { pages, text } = await pdfOf(bytes);
    expect(pages).toBe(1);
    expect(text).toContain('$4,200 for one year');
    // The picture is drawn into the PDF (an image XObject), not fetched.
    expect(bytes.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
  }, 120_000);
});
