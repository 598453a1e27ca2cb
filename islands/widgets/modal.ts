import { trapFocus, type Scope } from '@storefront/runtime/ui';
import { IN, targetOf } from './contract';

/**
 * `data-toggle="modal"`: the trigger opens its `.modal` target as a modal dialog (`role="dialog"`, `aria-modal`),
 * focus trapped inside with the runtime's `trapFocus` and returned on close, page scroll locked (`modal-open` on the
 * body, as Bootstrap); `[data-dismiss="modal"]`, Escape or a click on the backdrop close it.
 */
export function startModal(trigger: HTMLElement, scope: Scope): void {
  const modal = targetOf(trigger);
  if (!modal) return;
  let release: (() => void) | undefined;
  const close = () => {
    if (!release) return;
    modal.classList.remove(IN);
    modal.hidden = true;
    document.body.classList.remove('modal-open');
    document.documentElement.style.removeProperty('overflow');
    const r = release;
    release = undefined;
    r();
  };
  const open = (e: Event) => {
    e.preventDefault();
    if (release) return;
    modal.setAttribute('role', 'dialog');
    modal.setAttribute('aria-modal', 'true');
    modal.hidden = false;
    modal.classList.add(IN);
    document.body.classList.add('modal-open');
    document.documentElement.style.overflow = 'hidden';
    release = trapFocus(modal, { onEscape: close });
  };
  const opts = { signal: scope.signal };
  trigger.addEventListener('click', open, opts);
  modal.addEventListener(
    'click',
    (e) => {
      const t = e.target as Element;
      if (t === modal || t.closest('[data-dismiss="modal"]')) close();
    },
    opts,
  );
  scope.add(close);
}
