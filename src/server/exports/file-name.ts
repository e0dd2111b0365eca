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
