import type { Decorator, Preview } from '@storybook/react-vite';
import { createStore } from 'jotai';
import { useMemo, type ReactElement } from 'react';
import { AppProviders } from '../src/app/AppProviders';
import { themeAtom } from '../src/state/session.atoms';
import '../src/ui/fonts';
import { PALETTE_CODES, paletteTheme, type PaletteCode } from '../src/ui/palette-theme';

function isPalette(value: unknown): value is PaletteCode {
  return PALETTE_CODES.some((code) => code === value);
}

/** Wraps every story in the app providers with the theme picked in the toolbar. */
const withTheme: Decorator = (Story, context): ReactElement => {
  const brand: unknown = context.globals.brand;
  const code = isPalette(brand) ? brand : 'default';
  return <ThemedStory code={code} story={Story} />;
};

function ThemedStory({
  code,
  story: Story,
}: {
  code: PaletteCode | 'default';
  story: () => ReactElement;
}): ReactElement {
  const store = useMemo(() => {
    const created = createStore();
    created.set(themeAtom, paletteTheme(code));
    return created;
  }, [code]);
  return (
    <AppProviders store={store}>
      <Story />
    </AppProviders>
  );
}

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    brand: {
      description: 'Agency palette',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [{ value: 'default', title: 'Default' }, ...PALETTE_CODES.map((code) => ({ value: code, title: code }))],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'default' },
  parameters: { layout: 'padded' },
};

export default preview;
