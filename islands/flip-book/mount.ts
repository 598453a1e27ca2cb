import { reactIsland } from '@storefront/runtime/react';
import { FlipBook, type FlipBookProps } from './FlipBook';
import { readFlipBookOptions } from './contract';

/**
 * The island module: options from the book's attributes, `wpoptions` and `window.option_df_{id}`. An inline book's
 * root is appended inside it; a popup's lives at the end of the body, where a modal dialog belongs.
 */
export default reactIsland<FlipBookProps>({
  component: FlipBook,
  sources: { json: false, data: false },
  readProps: (_raw, host) => ({ options: readFlipBookOptions(host) }),
  container: (host) => [host.matches('._df_thumb, ._df_button') ? document.body : host, 'beforeend'],
});
