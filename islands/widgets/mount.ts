import type { IslandModule } from '@storefront/runtime';
import { createScope } from '@storefront/runtime/ui';
import { startButtons } from './buttons';
import { startCollapse } from './collapse';
import { startDropdown } from './dropdown';
import { startModal } from './modal';
import { startTab } from './tabs';
import { startTip } from './tip';

/** The widgets module: no React; one Bootstrap data-API widget per trigger. */
const widgets: IslandModule = {
  mount(host) {
    const scope = createScope();
    const kind = host.dataset.toggle;
    if (kind === 'collapse') startCollapse(host, scope);
    else if (kind === 'tab' || kind === 'pill') startTab(host, scope);
    else if (kind === 'tooltip' || kind === 'popover') startTip(host, kind, scope);
    else if (kind === 'modal') startModal(host, scope);
    else if (kind === 'dropdown') startDropdown(host, scope);
    else if (kind === 'buttons') startButtons(host, scope);
    return () => scope.dispose();
  },
};
export default widgets;
