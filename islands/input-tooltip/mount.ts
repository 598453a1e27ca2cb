import type { IslandModule } from '@storefront/runtime';
import { prefersReducedMotion } from '@storefront/runtime/ui';
import { FIELD, SLIDE_MS, WRAPPER } from './contract';

/** The description shown now: only one at a time. */
let open: { el: HTMLElement; close: () => void } | null = null;

/**
 * A field's description as a tooltip: hidden until the field is focused or clicked, then slid in over 250 ms;
 * closed by Escape, a click outside the field, or another tooltip opening. The field is described by it
 * (`aria-describedby`), whether shown or not.
 */
const inputTooltipIsland: IslandModule = {
  mount(desc) {
    const wrapper = desc.closest(WRAPPER);
    const field = wrapper?.querySelector<HTMLElement>(FIELD);
    if (!wrapper || !field) return;
    const addedId = !desc.id;
    if (addedId) desc.id = `${field.id || 'field'}-description`;
    const describedBefore = field.getAttribute('aria-describedby');
    const ids = (describedBefore ?? '').split(/\s+/).filter(Boolean);
    if (!ids.includes(desc.id)) field.setAttribute('aria-describedby', [...ids, desc.id].join(' '));
    const hiddenBefore = desc.hidden;
    const ariaHiddenBefore = desc.getAttribute('aria-hidden');
    desc.hidden = true;
    desc.setAttribute('role', 'tooltip');
    let animation: Animation | undefined;

    const close = () => {
      if (open?.el !== desc) return;
      open = null;
      animation?.cancel();
      desc.hidden = true;
      desc.setAttribute('aria-hidden', 'true');
    };
    const show = () => {
      if (open?.el === desc) return;
      open?.close();
      open = { el: desc, close };
      desc.hidden = false;
      desc.setAttribute('aria-hidden', 'false');
      if (!prefersReducedMotion() && typeof desc.animate === 'function') {
        animation = desc.animate(
          [
            { opacity: 0, transform: 'translateY(-0.25em)' },
            { opacity: 1, transform: 'none' },
          ],
          { duration: SLIDE_MS, easing: 'ease-out' },
        );
        // Cancelled when closed early: its `finished` then rejects, which is expected.
        animation.finished.catch(() => {});
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && open?.el === desc) close();
    };
    const onOutside = (event: Event) => {
      if (!wrapper.contains(event.target as Node)) close();
    };
    field.addEventListener('focus', show);
    field.addEventListener('click', show);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onOutside);
    return () => {
      close();
      field.removeEventListener('focus', show);
      field.removeEventListener('click', show);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onOutside);
      if (describedBefore === null) field.removeAttribute('aria-describedby');
      else field.setAttribute('aria-describedby', describedBefore);
      desc.hidden = hiddenBefore;
      desc.removeAttribute('role');
      if (ariaHiddenBefore === null) desc.removeAttribute('aria-hidden');
      else desc.setAttribute('aria-hidden', ariaHiddenBefore);
      if (addedId) desc.removeAttribute('id');
    };
  },
};
export default inputTooltipIsland;
