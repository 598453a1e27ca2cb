import type { IslandModule } from '@storefront/runtime';
import { createScope, prefersReducedMotion } from '@storefront/runtime/ui';
import { readSliderConfig } from './contract';
import { startSlider } from './slider';

/** The slider module: no React; keen-slider on the server's slides. */
const slider: IslandModule = {
  mount(host) {
    const scope = createScope();
    startSlider(
      host,
      readSliderConfig(host.dataset),
      {
        rtl: (host.closest('[dir]')?.getAttribute('dir') ?? document.documentElement.dir) === 'rtl',
        reducedMotion: prefersReducedMotion(),
        matches: (q) => !!self.matchMedia?.(q).matches,
      },
      scope,
    );
    return () => scope.dispose();
  },
};
export default slider;
