import { prefersReducedMotion, type Scope } from '@storefront/runtime/ui';
import { COLLAPSE_MS, IN, targetOf } from './contract';

/**
 * `data-toggle="collapse"`: the trigger shows and hides its `.collapse` target (`aria-expanded`, `aria-controls`),
 * animating its height over 350 ms (at once for reduced motion).
 */
export function startCollapse(trigger: HTMLElement, scope: Scope): void {
  const target = targetOf(trigger);
  if (!target) return;
  trigger.setAttribute('aria-controls', target.id);
  trigger.setAttribute('aria-expanded', String(target.classList.contains(IN)));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const toggle = (e: Event) => {
    e.preventDefault();
    const open = !target.classList.contains(IN);
    trigger.setAttribute('aria-expanded', String(open));
    clearTimeout(timer);
    if (prefersReducedMotion()) return void target.classList.toggle(IN, open);
    // From the current height to the new one, then back to auto.
    target.classList.add(IN, 'collapsing');
    const full = `${target.scrollHeight}px`;
    target.style.height = open ? '0px' : full;
    void target.offsetHeight; // start the transition from here
    target.style.height = open ? full : '0px';
    timer = setTimeout(() => {
      target.classList.remove('collapsing');
      target.classList.toggle(IN, open);
      target.style.removeProperty('height');
    }, COLLAPSE_MS);
  };
  trigger.addEventListener('click', toggle, { signal: scope.signal });
  scope.add(() => clearTimeout(timer));
}
