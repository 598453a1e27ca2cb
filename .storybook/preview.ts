import type { Preview } from '@storybook/react-vite';
import '../stories/story-theme.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // axe-core runs on every story; a violation fails its test (vitest addon).
    a11y: { test: 'error' },
  },
};
export default preview;
