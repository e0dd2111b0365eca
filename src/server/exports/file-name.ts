/** Download file names: advertiser, what and when, in characters every file system and header accepts. */

/** Letters and digits kept, accents dropped, everything else a single '-'. */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** e.g. `Riverside-Auto-Group_conversions_2026-05-16_2026-06-14.xlsx`. */
export function exportFileName(advertiserName: string, what: string, dates: string[], extension: string): string {
  const parts = [slug(advertiserName) || 'advertiser', slug(what), ...dates.map(slug)].filter(Boolean);
  return `${parts.join('_')}.${extension}`;
}

/** The template a layout without `fileNameTemplate` names its dashboard exports with (docs/layout-dsl.md). */
export const DEFAULT_FILE_NAME_TEMPLATE = '{advertiser} – {tab} – {start} to {end}';

/**
 * What a dashboard export's file name template may say: `{advertiser}`, `{tab}`, `{start}`, `{end}`, `{agency}`,
 * and `{order}` (the order's name, on an order summary export; empty otherwise).
 */
export interface FileNameValues {
  advertiser: string;
  tab: string;
  /** Real dates (YYYY-MM-DD), never a preset's name. */
  start: string;
  end: string;
  agency?: string;
  order?: string;
}

/**
 * The values of an order's export: a template without `{order}` still names the order, after the tab title
 * ("Order Summary – Spring Sale").
 */
export function orderFileNameValues(
  template: string | undefined,
  values: FileNameValues,
  orderName: string,
): FileNameValues {
  const named = (template?.trim() || DEFAULT_FILE_NAME_TEMPLATE).includes('{order}');
  return { ...values, order: orderName, tab: named ? values.tab : `${values.tab} – ${orderName}` };
}

/**
 * A dashboard export's file name from the layout's template, e.g. "Riverside Auto Group – Display – 2026-10-24 to
 * 2026-11-22.pdf": placeholders filled, characters no file system takes become '-', spaces folded, at most 150
 * characters before the extension. Unknown placeholders are left out.
 */
export function templateFileName(template: string | undefined, values: FileNameValues, extension: string): string {
  const filled = (template?.trim() || DEFAULT_FILE_NAME_TEMPLATE).replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = (values as unknown as Record<string, string | undefined>)[key];
    return typeof value === 'string' ? value : '';
  });
  const safe = filled
    .replace(/\p{Cc}+/gu, '')
    .replace(/[\\/:*?"<>|]+/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.–-]+|[\s.–-]+$/g, '')
    .slice(0, 150)
    .trim();
  return `${safe || 'dashboard'}.${extension}`;
}

/** The ASCII fallback of a file name for `filename=`: accents dropped, dashes plain, other characters '_'. */
export function asciiFileName(fileName: string): string {
  return fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
}

/** `Content-Disposition` of a download: an ASCII `filename` and the exact name as RFC 5987 `filename*`. */
export function contentDisposition(fileName: string): string {
  const ascii = asciiFileName(fileName);
  if (ascii === fileName) return `attachment; filename="${ascii}"`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
