/**
 * The portal's e-mails, one entry per template: what it needs and how it reads. A later feature adds its template
 * here (its data type in `MailTemplateData`, its content function in `TEMPLATES`).
 */
import { messageText } from '../../domain/messages';
import type { MailBrand } from './brand';
import type { MailContent } from './content';

/** How long invitation and reset links work, in hours (shown in their e-mails). */
export const LINK_HOURS = 72;

/** Each template's data. Links are paths on the portal; the template puts them on the agency's host. */
export interface MailTemplateData {
  invitation: { fullName: string; inviterName: string; linkPath: string };
  passwordReset: { fullName: string; email: string; linkPath: string };
  /** A scheduled report (issue 25): texts already filled in by the run (placeholders, period, partial date). */
  scheduledReport: {
    subject: string;
    reportName: string;
    message: string;
    period: string;
    /** The last day the data covers, when it does not cover the whole period. */
    partialThrough: string | null;
    /** Absolute download links instead of attachments (files over the size limit); null: attached. */
    downloads: { fileName: string; url: string }[] | null;
    linkDays: number;
    unsubscribeUrl: string | null;
  };
  /** An advertiser's web-analytics connection details (issue 26, sendGAEmailDataAPI): lines already filled in. */
  analyticsConnection: { advertiser: string; sender: string; lines: string[]; linkPath: string };
  /** The daily alert digest (issue 27): one line per alert, new ones first, already filled in. */
  alertDigest: { agencyName: string; count: number; newCount: number; lines: string[]; linkPath: string };
}

export type MailTemplateName = keyof MailTemplateData;

type Template<K extends MailTemplateName> = (brand: MailBrand, data: MailTemplateData[K]) => MailContent;

const link = (brand: MailBrand, path: string): string => `${brand.baseUrl}${path}`;

export const TEMPLATES: { [K in MailTemplateName]: Template<K> } = {
  invitation: (brand, data) => ({
    subject: messageText('mailInvitationSubject', { company: brand.companyName }),
    heading: messageText('mailInvitationHeading', { company: brand.companyName }),
    paragraphs: [
      messageText('mailGreeting', { name: data.fullName }),
      messageText('mailInvitationBody', { inviter: data.inviterName, company: brand.companyName }),
    ],
    action: { label: messageText('mailInvitationAction'), url: link(brand, data.linkPath) },
    notes: [messageText('mailLinkExpiry', { hours: LINK_HOURS }), messageText('mailInvitationIgnore')],
  }),
  passwordReset: (brand, data) => ({
    subject: messageText('mailResetSubject', { company: brand.companyName }),
    heading: messageText('mailResetHeading'),
    paragraphs: [
      messageText('mailGreeting', { name: data.fullName }),
      messageText('mailResetBody', { company: brand.companyName, email: data.email }),
    ],
    action: { label: messageText('mailResetAction'), url: link(brand, data.linkPath) },
    notes: [messageText('mailLinkExpiry', { hours: LINK_HOURS }), messageText('mailResetIgnore')],
  }),
  scheduledReport: (_brand, data) => ({
    subject: data.subject,
    heading: messageText('reportMailHeading', { report: data.reportName }),
    paragraphs: [
      ...data.message
        .split(/\n{2,}/)
        .map((text) => text.trim())
        .filter(Boolean),
      messageText('reportMailPeriod', { period: data.period }),
      ...(data.partialThrough ? [messageText('reportMailPartial', { date: data.partialThrough })] : []),
      data.downloads ? messageText('reportMailDownloadIntro') : messageText('reportMailAttached'),
    ],
    ...(data.downloads ? { links: data.downloads.map((d) => ({ label: d.fileName, url: d.url })) } : {}),
    notes: data.downloads ? [messageText('reportMailDownloadExpiry', { days: data.linkDays })] : [],
    ...(data.unsubscribeUrl
      ? { footerLink: { label: messageText('reportMailUnsubscribe'), url: data.unsubscribeUrl } }
      : {}),
  }),
  analyticsConnection: (brand, data) => ({
    subject: messageText('analyticsMailSubject', { advertiser: data.advertiser }),
    heading: messageText('analyticsMailHeading', { advertiser: data.advertiser }),
    paragraphs: [
      messageText('analyticsMailIntro', { sender: data.sender, advertiser: data.advertiser }),
      ...data.lines,
    ],
    action: { label: messageText('analyticsMailAction'), url: link(brand, data.linkPath) },
    notes: [],
  }),
  alertDigest: (brand, data) => ({
    subject: messageText('alertDigestSubject', { company: brand.companyName, count: data.count }),
    heading: messageText('alertDigestHeading', { agency: data.agencyName }),
    paragraphs: [messageText('alertDigestIntro', { count: data.count, new: data.newCount }), ...data.lines],
    action: { label: messageText('alertDigestAction'), url: link(brand, data.linkPath) },
    notes: [messageText('alertDigestNote')],
  }),
};
