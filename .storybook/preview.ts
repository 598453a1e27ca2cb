import type { Preview } from '@storybook/react-vite';
import { STYLESHEET } from '@storefront/shop-server/theme/stylesheet';

// The shop's whole theme stylesheet (the text it serves at /theme/style.css, which every page links), in the
// preview's head before any story renders: designers see the islands as shoppers do.
const theme = document.createElement('style');
theme.id = 'shop-theme';
theme.textContent = STYLESHEET;
document.head.append(theme);

const preview: Preview = {
  // Autodocs for every island's story file: its description and contract table (stories/contract-doc.ts).
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    // axe-core runs on every story; a violation fails its test (vitest addon).
    a11y: { test: 'error' },
  },
};
export default preview;
