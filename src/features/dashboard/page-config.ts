/** What a layout's `config` changes on the dashboard page around the renderer (docs/layout-dsl.md "config"). */
import type { Layout, LayoutConfig } from '../../domain/layout/validate';
import type { Environment } from '../../domain/theme';

/** The campaign picker shows unless selection is disabled, the picker is hidden, or the today view is on. */
export function showCampaignPicker(config: LayoutConfig | undefined, today: boolean): boolean {
  return config?.enableCampaignSelection !== false && config?.hideCampainSelect !== true && !today;
}

/** The line under the advertiser name: `config.title`, else the layout's title. */
export function pageSubtitle(layout: Layout): string | undefined {
  return layout.config?.title ?? layout.title;
}

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

/** The export file name from `fileNameTemplate` ({advertiser}, {tab}, {start}, {end}); unsafe characters become '-'. */
export function exportFileName(
  config: LayoutConfig | undefined,
  values: { advertiser: string; tab: string; start: string; end: string },
): string {
  const template = config?.fileNameTemplate ?? '{advertiser} {tab} {start} to {end}';
  const filled = template.replace(/\{(advertiser|tab|start|end)\}/g, (_, key: keyof typeof values) => values[key]);
  return filled.replace(/[\\/:*?"<>|]+/g, '-').trim();
}

/** The tab exported: `config.exportTab` when set, else the current one. */
export function exportTab(config: LayoutConfig | undefined, currentTab: string): string {
  return config?.exportTab ?? currentTab;
}
