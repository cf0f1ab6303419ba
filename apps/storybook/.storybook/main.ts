import type { StorybookConfig } from '@storybook/react-vite';

/**
 * One Storybook for every library: any `*.stories.ts(x)` under libs/<…>/src is picked up, shown
 * to designers, and run as a test (vitest.config.ts) in both brands.
 */
const config: StorybookConfig = {
  stories: ['../../../libs/**/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: {
    // No network here or in CI: no telemetry, no "what's new" fetches.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    // `@cx/*` imports resolve through tsconfig.base.json paths, as in the apps and lib tests.
    return mergeConfig(viteConfig, { resolve: { tsconfigPaths: true } });
  },
};

export default config;
