import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { themeAtom } from '../../state/session.atoms';
import { fontStack } from '../fonts';
import { chartPalette } from './colors';

/**
 * The agency theme's series palette, led by a module's `options.colors` (hex or theme names) when it gives them.
 * Chart bases call it so module views stay free of app state.
 */
export function useChartColors(colors?: readonly string[]): string[] {
  const theme = useAtomValue(themeAtom);
  const key = colors?.join(',') ?? '';
  // The key keeps the palette stable across renders that pass an equal but new array.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => chartPalette(theme, colors), [theme, key]);
}

/** The agency theme's font stack, so chart text (axes, legends, labels) reads in the brand's type like the page. */
export function useChartFont(): string {
  const theme = useAtomValue(themeAtom);
  return useMemo(() => fontStack(theme.font), [theme.font]);
}
