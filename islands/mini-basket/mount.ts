import { reactIsland } from '@storefront/runtime/react';
import { MiniBasket } from './MiniBasket';
import type { MiniBasketProps } from './contract';

/** The island module; the widget's server markup stays, the component only listens. */
export default reactIsland<MiniBasketProps>({
  component: MiniBasket,
  sources: { data: false, json: false },
  readProps: () => ({}),
});
