import { domIsland } from '@storefront/runtime';
import { bindQuantity } from './stepper';

/** The island module: no React; the quantity box stays the server's, its buttons step the input. */
export default domIsland(bindQuantity);
