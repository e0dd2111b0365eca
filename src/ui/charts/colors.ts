import type { ThemeRecord } from '../../domain/theme';

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * The colour of one `options.colors` entry: a hex as given, or a theme name (primary, secondary, success, warning,
 * error, chart1…chart9) resolved against the agency theme. Secondary is the theme's second chart colour, since
 * themes carry no secondary of their own.
 */
export function resolveColor(name: string, theme: ThemeRecord): string {
  if (HEX.test(name)) return name;
  const chart = /^chart([1-9])$/.exec(name);
  if (chart) return theme.chartColors[Number(chart[1]) - 1] ?? theme.colors.primary;
  switch (name) {
    case 'primary':
      return theme.colors.primary;
    case 'secondary':
      return theme.chartColors[1] ?? theme.colors.primary;
    case 'success':
      return theme.colors.success;
    case 'warning':
      return theme.colors.warning;
    case 'error':
      return theme.colors.error;
    default:
      return theme.colors.primary;
  }
}

/**
 * The series palette: the module's own colours first (resolved), then the theme's chart colours so series past
 * the given ones still differ; the theme's chart colours alone when the module gives none.
 */
export function chartPalette(theme: ThemeRecord, colors: readonly string[] = []): string[] {
  const own = colors.map((name) => resolveColor(name, theme));
  const base = theme.chartColors.length > 0 ? theme.chartColors : [theme.colors.primary];
  return [...own, ...base.filter((color) => !own.includes(color))];
}
