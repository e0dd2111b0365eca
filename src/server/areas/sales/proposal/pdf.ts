/**
 * The sales proposal PDF (issue 28 §5): one US Letter page in the agency's brand, printed by the export browser
 * pool from server-made HTML; every request the page would make is refused.
 */
import { messageText } from '../../../../domain/messages';
import { priceSentence, proposalPrice } from '../../../../domain/sales-price';
import { agencyBrand } from '../../../exports/agency-brand';
import type { BrowserPool } from '../../../exports/browser-pool';
import { templateFileName } from '../../../exports/file-name';
import { withPdfInfo } from '../../../exports/pdf-info';
import type { ServiceContext } from '../../../kernel/context';
import { proposalHtml, proposalTitle, type ProposalPage } from './html';

/** What a proposal is made of: the server reads the customer and the rep, the rep picks the choice; `at` (epoch ms)
 * is the date printed (the agency's day). The page adds the agency's brand to it. */
export type ProposalInput = Pick<ProposalPage, 'customer' | 'rep' | 'choice' | 'at'> & { agencyId: number };

/** A print gives up after this long. */
const PRINT_TIMEOUT_MS = 60_000;

/** Classes of the style sheet that tighten the page, tried in order while it does not fit. */
const FIT_STEPS = ['tight', 'tighter'] as const;

/**
 * Letter's printable width (215.9 mm less 2 × 14 mm margins) in CSS pixels, so the layout measured before printing
 * (the fit check) is the printed one.
 */
const VIEWPORT = { width: 710, height: 965 };

/** "Proposal - <name>.pdf", with the characters no file system takes replaced. */
export function proposalFileName(customerName: string): string {
  return templateFileName(
    messageText('proposalFileTemplate'),
    { advertiser: customerName, tab: '', start: '', end: '' },
    'pdf',
  );
}

/** The page as HTML with the agency's brand read (exported for the render check and tests). */
export async function proposalPage(ctx: ServiceContext, input: ProposalInput): Promise<ProposalPage> {
  const { brand, logoDataUri, timeZone } = await agencyBrand(ctx, input.agencyId);
  return { ...input, brand, logoDataUri, timeZone };
}

/** Prints a proposal page to PDF bytes with its document information set. */
export async function printProposal(pool: BrowserPool, page: ProposalPage): Promise<Buffer> {
  const html = proposalHtml(page);
  const pdf = await pool.withPage(VIEWPORT, async (tab) => {
    await tab.route('**/*', (route) => route.abort());
    await tab.emulateMedia({ media: 'print' });
    await tab.setContent(html, { waitUntil: 'load', timeout: PRINT_TIMEOUT_MS });
    // Long names can push the sheet past one page: tighten the layout a step at a time until it fits.
    for (const step of FIT_STEPS) {
      const fits = await tab.evaluate(() => {
        const sheet = document.querySelector('.sheet');
        return !sheet || sheet.scrollHeight <= sheet.clientHeight;
      });
      if (fits) break;
      await tab.evaluate((name) => document.body.classList.add(name), step);
    }
    return tab.pdf({ format: 'Letter', printBackground: true, preferCSSPageSize: true });
  });
  const agency = page.brand.agencyName;
  const price = proposalPrice(page.choice);
  return withPdfInfo(pdf, {
    title: proposalTitle(page),
    author: agency,
    subject: messageText('proposalSubject', {
      customer: page.customer.name,
      package: price.package.name,
      price: priceSentence(price),
    }),
    creator: agency,
  });
}

/** The proposal PDF of `input`, in the brand of its agency. */
export async function renderProposalPdf(ctx: ServiceContext, pool: BrowserPool, input: ProposalInput): Promise<Buffer> {
  return printProposal(pool, await proposalPage(ctx, input));
}
