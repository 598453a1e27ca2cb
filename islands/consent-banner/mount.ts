import type { IslandModule } from '@storefront/runtime';
import { mountConsentBanner } from './banner';

/** The island module: no React root, the banner is server markup the module wires up. */
const consentBanner: IslandModule = { mount: mountConsentBanner };
export default consentBanner;
