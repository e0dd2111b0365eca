import type { StorybookConfig } from '@storybook/react-vite';

/** Stories live beside their components in src/ and in each module kind's and connector's folder. */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../src/**/*.stories.@(ts|tsx)',
    '../modules/**/*.stories.@(ts|tsx)',
    '../connectors/**/*.stories.@(ts|tsx)',
  ],
  // Chakra ships no Storybook of its own to compose; keep Storybook from probing for one.
  refs: { '@chakra-ui/react': { disable: true } },
  core: { disableTelemetry: true },
};

export default config;
