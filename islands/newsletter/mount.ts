import type { IslandModule } from '@storefront/runtime';
import { enhanceForm, enhanceManageForm } from '@storefront/newsletter';

/** The inline newsletter island: the subscription form's behaviour, or the manage-subscription form's. */
const newsletterIsland: IslandModule = {
  mount(host) {
    if (host instanceof HTMLFormElement && host.classList.contains('mailpoet-manage-subscription')) {
      return enhanceManageForm(host);
    }
    return enhanceForm(host);
  },
};
export default newsletterIsland;
