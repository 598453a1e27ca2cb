import { reactIsland } from '@storefront/runtime/react';
import { Quantity } from './Quantity';
import type { QuantityProps } from './contract';

/** The island module; the markup stays, the component only listens. */
export default reactIsland<QuantityProps>({
  component: Quantity,
  sources: { data: false, json: false },
  readProps: () => ({}),
});
