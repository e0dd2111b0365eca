import type { LayoutState } from '../../../renderer/layout-state';
import { useLayout } from '../../../renderer/use-layout';

/** The overview's tactic: `layouts/home.json`, or the agency's customisation of it. */
export const OVERVIEW_TACTIC = 'home';

/** The overview's layout (no advertiser), read and validated as every dashboard's is. */
export function useOverviewLayout(): LayoutState {
  return useLayout(OVERVIEW_TACTIC, null);
}
