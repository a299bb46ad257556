import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../widgets/**/*.stories.tsx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  async viteFinal(config) {
    // Stories are served from the root, not /m/.
    return { ...config, base: '/' };
  },
};

export default config;
