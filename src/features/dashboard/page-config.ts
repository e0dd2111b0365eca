/** What a layout's `config` changes on the dashboard page around the renderer (docs/layout-dsl.md "config"). */
import type { Layout, LayoutConfig } from '../../domain/layout/validate';

/** The campaign picker shows unless selection is disabled, the picker is hidden, or the today view is on. */
export function showCampaignPicker(config: LayoutConfig | undefined, today: boolean): boolean {
  return config?.enableCampaignSelection !== false && config?.hideCampainSelect !== true && !today;
}

/** The line under the advertiser name: `config.title`, else the layout's title. */
export function pageSubtitle(layout: Layout): string | undefined {
  return layout.config?.title ?? layout.title;
}
