import { useAtomValue } from 'jotai';
import { themeAtom } from '../../state/session.atoms';
import type { PieSettings } from './options';

/** The agency theme's pie look: inner and outer radius (percent) and whether slices carry labels. */
export function usePieSettings(): Required<Pick<PieSettings, 'radius' | 'showLabels'>> {
  const { pieChart } = useAtomValue(themeAtom);
  return { radius: { inner: pieChart.innerRadius, outer: pieChart.outerRadius }, showLabels: pieChart.showLabels };
}
