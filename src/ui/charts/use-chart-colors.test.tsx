import { renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { themeAtom } from '../../state/session.atoms';
import { useChartFont } from './use-chart-colors';

describe('useChartFont', () => {
  it("gives charts the agency theme's font, not the library's default", () => {
    const store = createStore();
    store.set(themeAtom, { ...store.get(themeAtom), font: 'Montserrat' });
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useChartFont(), { wrapper });
    expect(result.current).toMatch(/^'Montserrat', /);
  });
});
