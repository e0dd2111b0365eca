/** How the theme form shows each field of the shared schema: widgets, help with live contrast, error texts. */
import type { FieldConfig, FieldMessages } from '../../../admin-kit';
import { messageText, MESSAGES } from '../../../domain/messages';
import { THEME_FONTS } from '../../../domain/theme';
import { COLOR_FIELDS } from './theme-form';
import { contrastPairs, formatRatio } from './theme-contrast';
import type { ThemeFormValue } from './themes-api';

/**
 * Widgets and help of every field; the help of a colour that carries text shows its contrast as it is typed. The
 * logo and favicon upload through `upload` once the theme exists; before that they are site paths.
 */
export function themeFieldOptions(
  value: ThemeFormValue,
  upload?: (which: 'logo' | 'favicon', file: File) => Promise<string>,
): Record<string, FieldConfig> {
  const fields: Record<string, FieldConfig> = {
    font: { widget: 'select', options: [...THEME_FONTS] },
    logo: upload
      ? { widget: 'image', onUpload: (file) => upload('logo', file) }
      : { widget: 'text', help: messageText('themeSaveFirstToUpload') },
    favicon: upload
      ? { widget: 'image', onUpload: (file) => upload('favicon', file) }
      : { widget: 'text', help: messageText('themeSaveFirstToUpload') },
    chartColors: { widget: 'colorList' },
    companyId: { widget: 'number' },
    'pieChart.innerRadius': { widget: 'number' },
    'pieChart.outerRadius': { widget: 'number' },
    'pieChart.showLabels': { widget: 'checkbox' },
    'mapPolygon.opacity': { widget: 'number' },
  };
  for (const name of COLOR_FIELDS) fields[name] = { widget: 'color' };
  for (const pair of contrastPairs(value.colors)) {
    if (pair.ratio === null) continue;
    const ratio = formatRatio(pair.ratio);
    const text = messageText(pair.low ? 'themeContrastLow' : 'themeContrastOk', { ratio });
    fields[`colors.${pair.field}`] = { widget: 'color', help: `${pair.label}: ${text}` };
  }
  return fields;
}

const color = { pattern: MESSAGES.themeColorFormat };
const host = { pattern: MESSAGES.themeHostFormat };
const path = { pattern: MESSAGES.themePathFormat };

/** Our texts for the schema's keywords, by field. */
export const themeFieldMessages: FieldMessages = {
  code: { pattern: MESSAGES.themeCodeFormat, required: MESSAGES.themeCodeMissing },
  rootDomain: host,
  'domains.production': host,
  'domains.staging': host,
  'domains.dev': host,
  'domains.local': host,
  logo: path,
  favicon: path,
  chartColors: { ...color, minItems: MESSAGES.themeChartColorCount, maxItems: MESSAGES.themeChartColorCount },
  ...Object.fromEntries(COLOR_FIELDS.map((name) => [name, color])),
};
