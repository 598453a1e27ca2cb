import type { IslandModule } from '@storefront/runtime';
import { createScope, prefersReducedMotion } from '@storefront/runtime/ui';
import { ANIMATE_QUERY } from './contract';
import { startFitText } from './fit-text';
import { startReveal } from './reveal';
import { startTyped } from './typed';

/** The content effects module: no React; each effect on the element that asks for it. */
const contentEffects: IslandModule = {
  mount(host) {
    const scope = createScope();
    const still = prefersReducedMotion();
    if (host.dataset['typedSentence-1'] !== undefined) startTyped(host, still, scope);
    if (host.dataset.fitText !== undefined) startFitText(host, scope);
    if (host.dataset.animate !== undefined && !still && self.matchMedia?.(ANIMATE_QUERY).matches)
      startReveal(host, scope);
    if (host.dataset.spy) void import('./spy').then((m) => scope.disposed || m.startSpy(host, scope));
    if (host.dataset.stellarRatio || host.dataset.stellarBackgroundRatio)
      void import('./parallax').then((m) => scope.disposed || m.startParallax(host, scope));
    return () => scope.dispose();
  },
};
export default contentEffects;
