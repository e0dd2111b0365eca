import { render, type RenderResult } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { AppProviders } from '../src/app/AppProviders';
import { themeAtom } from '../src/state/session.atoms';
import { paletteTheme } from '../src/ui/palette-theme';

/** Renders a component inside the app providers (Chakra with an agency theme, jotai, React Query). */
export function renderWithProviders(ui: ReactElement): RenderResult {
  const store = createStore();
  store.set(themeAtom, paletteTheme('compulse'));
  return render(<AppProviders store={store}>{ui}</AppProviders>);
}
