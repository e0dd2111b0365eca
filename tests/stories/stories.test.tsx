/**
 * Every story is a test: each one renders inside the app providers (themed Chakra, jotai, React Query)
 * without throwing and shows some text.
 */
import type { Meta } from '@storybook/react-vite';
import { composeStories } from '@storybook/react';
import { render, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/app/AppProviders';
import { themeAtom } from '../../src/state/session.atoms';
import { paletteTheme } from '../../src/ui/palette-theme';

interface StoryModule {
  default: Meta;
  [exportName: string]: unknown;
}

const modules = import.meta.glob<StoryModule>(
  ['../../src/**/*.stories.tsx', '../../modules/**/*.stories.tsx', '../../connectors/**/*.stories.tsx'],
  {
    eager: true,
  },
);

describe.each(Object.entries(modules))('%s', (_path, module) => {
  const stories: [string, ComponentType][] = Object.entries(composeStories(module));
  it.each(stories)('%s renders with text', async (_name, Story) => {
    const store = createStore();
    store.set(themeAtom, paletteTheme('compulse'));
    const { container } = render(
      <AppProviders store={store}>
        <Story />
      </AppProviders>,
    );
    await waitFor(() => expect(container.ownerDocument.body.textContent?.trim()).not.toBe(''));
  });
});
