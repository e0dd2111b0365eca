import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { themeAtom } from '../../state/session.atoms';
import { resolveColor } from '../charts/colors';
import { colorRamp } from './map-colors';

/** How a map paints: the bucket ramp and the theme's polygon styles. */
export interface MapStyle {
  ramp: string[];
  stroke: string;
  highlight: string;
  opacity: number;
}

/**
 * The agency theme's map polygon styles; the ramp runs to the module's first `options.colors` entry when given,
 * else to the theme's polygon fill. Map bases call it so views stay free of app state.
 */
export function useMapStyle(colors?: readonly string[]): MapStyle {
  const theme = useAtomValue(themeAtom);
  const first = colors?.[0];
  return useMemo(() => {
    const polygon = theme.mapPolygon;
    const base = first ? resolveColor(first, theme) : polygon.fill;
    return { ramp: colorRamp(base), stroke: polygon.stroke, highlight: polygon.highlight, opacity: polygon.opacity };
  }, [theme, first]);
}
