/** What a layout's `config` says about exporting the dashboard (docs/layout-dsl.md "config"). */
import type { LayoutConfig } from '../../domain/layout/validate';
import type { Environment } from '../../domain/theme';

/** An export format a layout can offer. */
export type ExportFormat = 'pdf' | 'ppt' | 'xls';

/** The export buttons a user sees: each flag on, unless its DevOnly or LocalOnly variant limits it elsewhere. */
export function exportButtons(config: LayoutConfig | undefined, environment: Environment): ExportFormat[] {
  const flags: [ExportFormat, boolean | undefined, boolean | undefined, boolean | undefined][] = [
    ['pdf', config?.pdfExport, config?.pdfExportDevOnly, config?.pdfExportLocalOnly],
    ['ppt', config?.pptExport, config?.pptExportDevOnly, config?.pptExportLocalOnly],
    ['xls', config?.xlsExport, config?.xlsExportDevOnly, config?.xlsExportLocalOnly],
  ];
  return flags
    .filter(([, on, devOnly, localOnly]) => {
      if (!on) return false;
      if (localOnly) return environment === 'local';
      if (devOnly) return environment === 'dev' || environment === 'local';
      return true;
    })
    .map(([format]) => format);
}

/**
 * The export file name from `fileNameTemplate` ({advertiser}, {tab}, {start}, {end}, {order}); unsafe characters become '-'.
 * Only the browser's fallback: the server names the file itself, with the range's real dates (exports/file-name.ts).
 */
export function exportFileName(
  config: LayoutConfig | undefined,
  values: { advertiser: string; tab: string; start: string; end: string; order?: string },
): string {
  const template = config?.fileNameTemplate ?? '{advertiser} – {tab} – {start} to {end}';
  const filled = template.replace(
    /\{(advertiser|tab|start|end|order)\}/g,
    (_, key: keyof typeof values) => values[key] ?? '',
  );
  return filled.replace(/[\\/:*?"<>|]+/g, '-').trim();
}

/** The tab exported: `config.exportTab` when set, else the current one. */
export function exportTab(config: LayoutConfig | undefined, currentTab: string): string {
  return config?.exportTab ?? currentTab;
}
