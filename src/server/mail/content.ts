/**
 * One message's content, rendered twice from the same parts: HTML with inline styles in the agency's brand (logo on
 * the toolbar colour, the theme's font, a button in its primary colour; tables, since e-mail clients ignore most CSS)
 * and a plain-text part.
 */
import { messageText } from '../../domain/messages';
import type { MailBrand } from './brand';

/** What a template produces. */
export interface MailContent {
  subject: string;
  heading: string;
  /** Paragraphs before the button. */
  paragraphs: string[];
  /** The call to action: a button in HTML, the address on its own line in text. */
  action?: { label: string; url: string };
  /** Smaller paragraphs after the button. */
  notes: string[];
  /** Links listed after the paragraphs (a report's download links), one a line. */
  links?: { label: string; url: string }[];
  /** A link in the footer (a report's one-click unsubscribe). */
  footerLink?: { label: string; url: string };
}

/** A message ready for a transport. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

export function renderMail(brand: MailBrand, content: MailContent): RenderedMail {
  return { subject: content.subject, html: renderHtml(brand, content), text: renderText(brand, content) };
}

function footer(brand: MailBrand): string {
  return messageText('mailFooter', { company: brand.companyName, host: new URL(brand.baseUrl).host });
}

function renderText(brand: MailBrand, content: MailContent): string {
  const parts = [content.heading, ...content.paragraphs];
  if (content.action) parts.push(`${content.action.label}:\n${content.action.url}`);
  for (const link of content.links ?? []) parts.push(`${link.label}:\n${link.url}`);
  parts.push(...content.notes, '--', footer(brand));
  if (content.footerLink) parts.push(`${content.footerLink.label}:\n${content.footerLink.url}`);
  return `${parts.join('\n\n')}\n`;
}

function renderHtml(brand: MailBrand, content: MailContent): string {
  const { colors, font } = brand;
  const e = escapeHtml;
  const paragraph = (text: string, size = 16, color = '#333333') =>
    `<p style="margin:0 0 16px;font-family:${e(font)};font-size:${size}px;line-height:1.5;color:${color};">${e(text)}</p>`;
  const action = content.action
    ? [
        `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr>`,
        `<td style="border-radius:6px;background:${e(colors.primary)};">`,
        `<a href="${e(content.action.url)}" style="display:inline-block;padding:12px 24px;font-family:${e(font)};`,
        `font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">`,
        `${e(content.action.label)}</a></td></tr></table>`,
        paragraph(messageText('mailButtonFallback'), 13, '#666666'),
        `<p style="margin:0 0 24px;font-family:${e(font)};font-size:13px;word-break:break-all;">`,
        `<a href="${e(content.action.url)}" style="color:${e(colors.primary)};">${e(content.action.url)}</a></p>`,
      ].join('')
    : '';
  const anchor = (link: { label: string; url: string }, size: number) =>
    `<p style="margin:0 0 12px;font-family:${e(font)};font-size:${size}px;word-break:break-all;">` +
    `<a href="${e(link.url)}" style="color:${e(colors.primary)};">${e(link.label)}</a></p>`;
  const links = (content.links ?? []).map((link) => anchor(link, 15)).join('');
  const footerLink = content.footerLink ? anchor(content.footerLink, 12) : '';
  return [
    '<!DOCTYPE html>',
    `<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${e(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${e(colors.background)};">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${e(colors.background)};">`,
    `<tr><td align="center" style="padding:24px 12px;">`,
    `<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;">`,
    `<tr><td align="center" style="background:${e(colors.toolbar)};padding:20px;border-radius:8px 8px 0 0;">`,
    `<img src="${e(brand.logoUrl)}" alt="${e(messageText('mailLogoAlt', { company: brand.companyName }))}" height="48" style="display:block;height:48px;border:0;">`,
    `</td></tr>`,
    `<tr><td style="padding:32px;">`,
    `<h1 style="margin:0 0 20px;font-family:${e(font)};font-size:22px;color:${e(colors.primary)};">${e(content.heading)}</h1>`,
    ...content.paragraphs.map((text) => paragraph(text)),
    action,
    links,
    ...content.notes.map((text) => paragraph(text, 14, '#666666')),
    `</td></tr>`,
    `<tr><td style="padding:16px 32px;border-top:1px solid #eeeeee;">${paragraph(footer(brand), 12, '#999999')}${footerLink}</td></tr>`,
    `</table></td></tr></table></body></html>`,
  ].join('\n');
}
