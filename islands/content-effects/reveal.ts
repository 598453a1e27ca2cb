import type { Scope } from '@storefront/runtime/ui';
import { animationMs, REVEAL_OFFSET } from './contract';

/**
 * Entry animation (`data-animate="fade-up|fade-in|slide-left|…"`): an element still below the viewport is hidden
 * (opacity, no layout change) and animates in (class `is-revealed`, CSS animation of 800 ms, 900 ms for fades) once
 * 25 px of it is in view. One already in view stays as it is. The caller decides whether animations run at all.
 */
export function startReveal(host: HTMLElement, scope: Scope): void {
  if (typeof IntersectionObserver !== 'function') return;
  const name = host.dataset.animate || 'fade-up';
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries[0];
      if (!entry) return;
      if (entry.isIntersecting) {
        observer.disconnect();
        if (host.dataset.animateState === 'hidden') {
          host.style.animationDuration = `${animationMs(name)}ms`;
          host.dataset.animateState = 'revealed';
        }
      } else if (!host.dataset.animateState && entry.boundingClientRect.top > 0) host.dataset.animateState = 'hidden';
    },
    { rootMargin: `0px 0px -${REVEAL_OFFSET}px 0px` },
  );
  observer.observe(host);
  scope.add(() => {
    observer.disconnect();
    delete host.dataset.animateState;
    host.style.removeProperty('animation-duration');
  });
}
