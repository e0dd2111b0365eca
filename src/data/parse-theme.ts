/** Narrows a theme received from the server into a ThemeRecord; missing or malformed fields take defaults. */
import { DEFAULT_CHART_COLORS, DEFAULT_THEME_COLORS, DEFAULT_THEME_FONT, THEME_FONTS } from '../domain/theme';
import type { ThemeColors, ThemeFont, ThemeRecord } from '../domain/theme';
import { DEFAULT_THEME_CODE } from '../domain/theme-code';
import { isRecord, nullableNumberField, numberField, stringArrayField, stringField } from './narrow';

/** The theme used before the server has answered, and for any field it leaves out. */
export function defaultTheme(code: string = DEFAULT_THEME_CODE): ThemeRecord {
  return {
    name: 'Sightline',
    code,
    companyId: null,
    companyName: 'Sightline',
    rootDomain: '',
    parentAgency: null,
    domains: { production: '', staging: '', dev: '', local: '' },
    logo: `/brand/${code}/logo.svg`,
    favicon: `/brand/${code}/favicon.svg`,
    font: DEFAULT_THEME_FONT,
    colors: { ...DEFAULT_THEME_COLORS },
    chartColors: [...DEFAULT_CHART_COLORS],
    pieChart: { innerRadius: 0, outerRadius: 70, showLabels: true },
    mapPolygon: { fill: DEFAULT_THEME_COLORS.primary, stroke: '#ffffff', highlight: '#000000', opacity: 0.6 },
  };
}

function isFont(value: string | undefined): value is ThemeFont {
  return THEME_FONTS.some((font) => font === value);
}

function parseColors(value: unknown, fallback: ThemeColors): ThemeColors {
  if (!isRecord(value)) return fallback;
  const pick = (key: keyof ThemeColors): string => stringField(value, key) ?? fallback[key];
  return {
    primary: pick('primary'),
    error: pick('error'),
    success: pick('success'),
    warning: pick('warning'),
    background: pick('background'),
    toolbar: pick('toolbar'),
    toolbarText: pick('toolbarText'),
    footer: pick('footer'),
  };
}

function parseDomains(value: unknown, fallback: ThemeRecord['domains']): ThemeRecord['domains'] {
  if (!isRecord(value)) return fallback;
  return {
    production: stringField(value, 'production') ?? '',
    staging: stringField(value, 'staging') ?? '',
    dev: stringField(value, 'dev') ?? '',
    local: stringField(value, 'local') ?? '',
  };
}

function parsePieChart(value: unknown, fallback: ThemeRecord['pieChart']): ThemeRecord['pieChart'] {
  if (!isRecord(value)) return fallback;
  return {
    innerRadius: numberField(value, 'innerRadius') ?? fallback.innerRadius,
    outerRadius: numberField(value, 'outerRadius') ?? fallback.outerRadius,
    showLabels: typeof value.showLabels === 'boolean' ? value.showLabels : fallback.showLabels,
  };
}

function parseMapPolygon(value: unknown, fallback: ThemeRecord['mapPolygon']): ThemeRecord['mapPolygon'] {
  if (!isRecord(value)) return fallback;
  return {
    fill: stringField(value, 'fill') ?? fallback.fill,
    stroke: stringField(value, 'stroke') ?? fallback.stroke,
    highlight: stringField(value, 'highlight') ?? fallback.highlight,
    opacity: numberField(value, 'opacity') ?? fallback.opacity,
  };
}

/** A ThemeRecord, or null when the value is not an object with a code. */
export function parseTheme(value: unknown): ThemeRecord | null {
  if (!isRecord(value)) return null;
  const code = stringField(value, 'code');
  if (!code) return null;
  const base = defaultTheme(code);
  const font = stringField(value, 'font');
  const chartColors = stringArrayField(value, 'chartColors');
  return {
    ...base,
    name: stringField(value, 'name') ?? base.name,
    companyId: nullableNumberField(value, 'companyId'),
    companyName: stringField(value, 'companyName') ?? base.companyName,
    rootDomain: stringField(value, 'rootDomain') ?? '',
    parentAgency: stringField(value, 'parentAgency') ?? null,
    domains: parseDomains(value.domains, base.domains),
    logo: stringField(value, 'logo') ?? base.logo,
    favicon: stringField(value, 'favicon') ?? base.favicon,
    font: isFont(font) ? font : base.font,
    colors: parseColors(value.colors, base.colors),
    chartColors: chartColors.length > 0 ? chartColors : base.chartColors,
    pieChart: parsePieChart(value.pieChart, base.pieChart),
    mapPolygon: parseMapPolygon(value.mapPolygon, base.mapPolygon),
  };
}
