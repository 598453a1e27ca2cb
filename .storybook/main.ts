import type { StorybookConfig } from '@storybook/react-vite';

/** Storybook for the islands' states: stories live in each island's folder, shared ones in stories/. */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx', '../islands/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // No onboarding for designers: neither the sidebar checklist nor the 'Onboarding guide' menu page.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  // Pre-bundle the libraries islands import lazily, so Vite never discovers them mid-run and reloads a test.
  viteFinal: (vite) => ({
    ...vite,
    optimizeDeps: {
      ...vite.optimizeDeps,
      include: [...(vite.optimizeDeps?.include ?? []), 'glightbox', 'keen-slider'],
    },
  }),
};
export default config;
