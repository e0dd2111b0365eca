import type { Dataset } from '../../src/domain/layout/dataset';
import { KNOWN_TABS, SIDEBAR_GROUPS, TACTIC_DISPLAY_NAMES, tabToTypes, tacticGroup } from '../../src/domain/tactics';
import type { ViewContext } from '../../src/registry/types';
import { figureItems, type FigureItem } from '../../src/ui/figures/figure-items';
import type { SummaryControllerOptions } from './__generated__/options';

/** One product tile. */
export interface ProductTile {
  type: string;
  /** Navigation tab id of the type (lowercase; EMAILMARKETING → emailsi). */
  tab: string;
  name: string;
  /** Sidebar group, or null for a type outside the grouping. */
  group: string | null;
  items: FigureItem[];
}

/** What the view draws. */
export interface SummaryControllerData {
  tiles: ProductTile[];
}

const DEFAULT_METRICS = ['Impressions', 'Clicks', 'ClickThrough', 'SpendVal'];

/** The tab id that shows exactly this type (000 §2 mapping read backwards); an unknown type's is its lowercase. */
export function tabOfType(type: string): string {
  const upper = type.toUpperCase();
  const tab = KNOWN_TABS.find((id) => {
    const types = tabToTypes(id);
    return types.length === 1 && types[0] === upper;
  });
  return tab ?? type.toLowerCase();
}

const groupRank = (group: string | null): number => {
  const rank = group ? (SIDEBAR_GROUPS as readonly string[]).indexOf(group) : -1;
  return rank < 0 ? SIDEBAR_GROUPS.length : rank;
};

/** Summary rows → product tiles in sidebar-group order, each labelled in its own type (Link Clicks on Social). */
export function transformSummaryController(
  dataset: Dataset,
  options: SummaryControllerOptions,
  _context: ViewContext,
): SummaryControllerData {
  const tiles = dataset.rows
    .filter((row) => typeof row.CampaignType === 'string' && row.CampaignType !== '')
    .map((row): ProductTile => {
      const type = String(row.CampaignType).toUpperCase();
      return {
        type,
        tab: tabOfType(type),
        name: TACTIC_DISPLAY_NAMES[type] ?? type,
        group: tacticGroup(type),
        items: figureItems(row, options.metrics ?? DEFAULT_METRICS, [type]),
      };
    });
  // Array sort is stable: within a group the data's order stays.
  return { tiles: tiles.sort((a, b) => groupRank(a.group) - groupRank(b.group)) };
}
