/** White-label theme model and defaults of 000 §3 and §9. Host-based resolution lives in `theme-code.ts`. */

export { DEFAULT_THEME_CODE, environmentFromHost, resolveThemeCode, themeCodeFromHost } from './theme-code';
export type { Environment, ThemeCodeInput } from './theme-code';

/** Fonts the portal bundles. */
export const THEME_FONTS = ['Lato', 'Montserrat', 'Roboto'] as const;

/** One bundled font. */
export type ThemeFont = (typeof THEME_FONTS)[number];

/** Theme colours. */
export interface ThemeColors {
  primary: string;
  error: string;
  success: string;
  warning: string;
  background: string;
  toolbar: string;
  toolbarText: string;
  footer: string;
}

/** A white-label theme record. */
export interface ThemeRecord {
  name: string;
  /** Theme code, the first label of the agency's host name. */
  code: string;
  companyId: number | null;
  companyName: string;
  rootDomain: string;
  parentAgency: string | null;
  domains: { production: string; staging: string; dev: string; local: string };
  logo: string;
  favicon: string;
  font: ThemeFont;
  colors: ThemeColors;
  chartColors: string[];
  pieChart: { innerRadius: number; outerRadius: number; showLabels: boolean };
  mapPolygon: { fill: string; stroke: string; highlight: string; opacity: number };
}

/** Default theme colours; toolbar and footer are not given by the spec, ours follow the primary colour. */
export const DEFAULT_THEME_COLORS: ThemeColors = {
  primary: '#ff6453',
  error: '#ff5252',
  success: '#4caf50',
  warning: '#ffc107',
  background: '#fbfafa',
  toolbar: '#ff6453',
  toolbarText: '#ffffff',
  footer: '#ffffff',
};

/** Default theme font. */
export const DEFAULT_THEME_FONT: ThemeFont = 'Roboto';
/** Primary colour of the light palette. */
export const LIGHT_PALETTE_PRIMARY = '#1976d2';
/** Primary colour used when a theme sets none. */
export const DEFAULT_PRIMARY = 'grey';

/** Per-agency palette overrides. */
export interface AgencyPalette {
  primary: string;
  toolbar: string;
  toolbarText: string;
  chartColors: readonly string[];
}

/** Palettes by agency; the spec names the agencies, the colours are ours (dark enough for white text). */
export const AGENCY_PALETTES: Readonly<Record<'compulse' | 'sbg' | 'demo', AgencyPalette>> = {
  compulse: {
    primary: '#0b5394',
    toolbar: '#0b5394',
    toolbarText: '#ffffff',
    chartColors: ['#0b5394', '#f39c12', '#27ae60', '#8e44ad', '#c0392b', '#16a085', '#7f8c8d', '#d35400'],
  },
  sbg: {
    primary: '#8c1d40',
    toolbar: '#8c1d40',
    toolbarText: '#ffffff',
    chartColors: ['#8c1d40', '#e4002b', '#5b9bd5', '#ffb81c', '#6d2077', '#00a3ad', '#8a8d8f', '#3d7e35'],
  },
  demo: {
    primary: '#5e35b1',
    toolbar: '#5e35b1',
    toolbarText: '#ffffff',
    chartColors: ['#5e35b1', '#00897b', '#fb8c00', '#e53935', '#1e88e5', '#7cb342', '#6d4c41', '#d81b60'],
  },
};

/** Chart colours of the default theme. */
export const DEFAULT_CHART_COLORS: readonly string[] = [
  '#ff6453',
  '#1976d2',
  '#4caf50',
  '#ffc107',
  '#9c27b0',
  '#00acc1',
  '#795548',
  '#607d8b',
];
