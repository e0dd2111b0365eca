import type { LayoutState } from '../../renderer/layout-state';
import { useLayout } from '../../renderer/use-layout';

/** An orders tab's layout (tactic `orderlist` or `ordersummary`), read and validated as every dashboard's is. */
export function useOrdersLayout(tactic: string, advertiserId: number | null): LayoutState {
  return useLayout(tactic, advertiserId);
}
