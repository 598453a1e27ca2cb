import type { IslandModule } from '@storefront/runtime';
import { enhanceForm, startDisplay } from '@storefront/newsletter';

/** The floating newsletter island: display (delay, exit intent, cookie, modal popup) plus the form's behaviour. */
const newsletterPopupIsland: IslandModule = {
  mount(host) {
    const stopForm = enhanceForm(host);
    const stopDisplay = startDisplay(host);
    return () => {
      stopDisplay();
      stopForm();
    };
  },
};
export default newsletterPopupIsland;
