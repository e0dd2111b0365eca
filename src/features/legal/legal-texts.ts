/**
 * The privacy policy, terms of use and help texts: templates in a small markdown-ish form (`## heading`, `- item`,
 * blank-line paragraphs) with placeholders filled from the agency's theme. They live here, one module, so that the
 * tooltip-and-text editor of the admin wave can store per-agency copies later (docs/decisions.md).
 *
 * Placeholders: {agency} the agency's company name, {portal} the portal's name (the theme's name), {contact} whom to
 * turn to ("your <agency> account team": themes hold no contact address yet; the editor will let an agency set one).
 */

/** The pages these texts fill. */
export type LegalPage = 'privacy-policy' | 'terms-of-use' | 'help';

/** What a template may name. */
export interface LegalContext {
  agency: string;
  portal: string;
}

/** One block of a rendered text. */
export type LegalBlock =
  { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const PRIVACY = `{portal} is the reporting portal {agency} provides to its clients to follow the performance of the advertising campaigns {agency} runs for them. This policy explains what information the portal holds, why, and the choices you have.

## Who is responsible
{agency} operates this portal and is responsible for the information described here. For any question about this policy or your information, contact {contact}.

## What information the portal holds
- Account details: your name, e-mail address, the company you work for, your role and the advertisers you may see.
- Sign-in records: when you signed in, from which network address, and failed attempts, to protect your account.
- Campaign reporting: impressions, clicks, conversions, spend and similar figures your campaigns produced, by day, place, device and creative. These describe audiences in aggregate and do not identify the people reached.
- Usage: the pages you open recently and your display preferences, so the portal can offer them again.

## How the information is used
- To show you your campaigns' reports and let you export and share them.
- To keep the portal secure, to investigate misuse, and to keep it working well.
- To support you when you ask {agency} for help.
The information is not sold, and it is not used to advertise to you.

## Cookies and local storage
The portal stores a sign-in token and your preferences in your browser so that you stay signed in and find the portal as you left it. It sets no advertising or third-party tracking cookies. Clearing your browser's storage signs you out.

## Sharing
Reports are shared only with the people you or {agency} choose, for example through a share link, which can be revoked at any time. {agency} uses hosting and data providers who process information on its behalf under contract, and discloses information when the law requires it.

## Retention
Account details are kept while your account is active and deleted or anonymised after it is closed. Sign-in records are kept for up to twelve months. Campaign reporting is kept for as long as {agency} reports on the campaigns and as its agreements with its clients require.

## Your choices and rights
You may ask {agency} for a copy of the information about you, to correct it, or to delete your account. Depending on where you live you may have further rights, such as objecting to some uses; {agency} will answer such requests as the applicable law requires.

## Changes
{agency} may update this policy. The current version is always on this page.

## Contact
Questions or requests: {contact}.`;

const TERMS = `These terms govern your use of {portal}, the reporting portal {agency} provides to its clients. By signing in you accept them.

## Use of the portal
The portal is for following and discussing the advertising campaigns {agency} runs for your organisation. Use it only for that purpose and only as your organisation allows. Do not try to reach data you have not been given access to, to disrupt the service, or to copy it in bulk by automated means.

## Accounts
Your account is personal. Keep your password secret, do not share your account, and tell {agency} at once if you believe someone else has used it. {agency} may suspend an account that is misused or no longer needed.

## Reports and shared links
Figures are reported as the advertising platforms deliver them and may change as those platforms finalise their data (some sources report up to 36 hours after a day ends). Reports, exports and share links may contain your organisation's confidential information: share them only with people entitled to see them, and revoke a link you no longer need.

## Intellectual property
The portal, its software and its design belong to {agency} and its licensors. Your organisation's data and the reports about its campaigns remain its own; you may use and share them within your organisation and with its partners.

## Availability
{agency} works to keep the portal available and accurate but provides it as it is, without a guarantee that it will always be available or free of errors. Planned maintenance is announced in the portal where possible.

## Liability
To the extent the law allows, {agency} is not liable for indirect or consequential losses arising from the use of the portal or from decisions taken on its figures. Nothing in these terms limits liability that cannot be limited by law. Your organisation's agreement with {agency} prevails over these terms where they differ.

## Changes
{agency} may change these terms; the current version is always on this page, and continuing to use the portal means accepting it.

## Contact
Questions about these terms: {contact}.`;

const HELP = `{portal} shows how the advertising campaigns {agency} runs for you are performing. This page explains how to read and use it.

## Reading a dashboard
- The menu on the left (the Products button on a phone) lists the products your campaigns run, grouped as Programmatic, Paid Search, Attribution, Social, E-mail and Broadcast. Summary brings the main ones together.
- The tiles at the top give the period's headline figures; the charts and tables below break them down by day, place, device, creative and more.
- Each figure shows the metrics of its product: calls and answered calls for call tracking, sessions and users for web analytics, impressions, clicks and CTR for display, and so on.
- Hover over or tap the ⓘ beside a figure or a column to read what it means and how it is counted.

## Date ranges
- Pick a period in the date menu: Today, Yesterday, the last 7, 14, 30 or 90 days, this or last month, quarter or year, or all time.
- Choose Custom Range to type your own start and end dates; the dashboard updates once both dates are complete and the start is not after the end.
- Today shows the campaigns delivering today and their pacing.
- Some sources report up to 36 hours after a day ends, so the last day or two may still grow.

## Choosing campaigns
The campaign menu beside the dates narrows a dashboard to some of its campaigns. A campaign's name in a table opens that campaign alone; Show all campaigns returns to the whole product.

## Exports
PDF, PPT and XLS at the top of a dashboard export what you see, for the same period and campaigns: a PDF for reading and printing, a presentation with a slide per chart or table, and a spreadsheet with a sheet per table. The ↓ on a chart saves that chart as a picture.

## Sharing
Share creates a link to the dashboard that opens without signing in, for the people you send it to. You can revoke or renew a link at any time.

## Metric definitions
Every metric has a definition: hover over or tap its ⓘ on the dashboard, and exported PDFs and spreadsheets end with a glossary of the metrics they show.

## Getting help
For questions about your campaigns, your reports or your account, contact {contact}.`;

const TEMPLATES: Record<LegalPage, string> = { 'privacy-policy': PRIVACY, 'terms-of-use': TERMS, help: HELP };

/** The template of a page, placeholders unfilled (what an editor would show). */
export function legalTemplate(page: LegalPage): string {
  return TEMPLATES[page];
}

/** Fills the placeholders; an unknown placeholder is left as it is. */
export function fillTemplate(template: string, context: LegalContext): string {
  const values: Record<string, string> = {
    agency: context.agency,
    portal: context.portal,
    contact: `your ${context.agency} account team`,
  };
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The blocks of a filled text: `## ` starts a heading, `- ` a list item, anything else is a paragraph line. */
export function legalBlocks(text: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (line === '') continue;
    if (line.startsWith('## ')) blocks.push({ kind: 'heading', text: line.slice(3) });
    else if (line.startsWith('- ')) {
      const last = blocks[blocks.length - 1];
      if (last?.kind === 'list') last.items.push(line.slice(2));
      else blocks.push({ kind: 'list', items: [line.slice(2)] });
    } else blocks.push({ kind: 'paragraph', text: line });
  }
  return blocks;
}

/** A page's blocks for an agency. */
export function legalPage(page: LegalPage, context: LegalContext): LegalBlock[] {
  return legalBlocks(fillTemplate(legalTemplate(page), context));
}
