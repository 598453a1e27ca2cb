import type { Scope } from '@storefront/runtime/ui';

let ids = 0;

/**
 * `data-toggle="tooltip"` (hover and focus) and `data-toggle="popover"` (click): a `role="tooltip"` box with the
 * trigger's `title` (and `data-content` for popovers), tied by `aria-describedby`; Escape, blur and leaving close it.
 * The `title` moves to `data-original-title` so the browser's own tooltip doesn't double it.
 */
export function startTip(trigger: HTMLElement, kind: 'tooltip' | 'popover', scope: Scope): void {
  const title = trigger.getAttribute('title') ?? trigger.dataset.originalTitle ?? '';
  const content = trigger.dataset.content ?? '';
  if (!title && !content) return;
  trigger.removeAttribute('title');
  trigger.dataset.originalTitle = title;
  const box = document.createElement('div');
  box.className = kind;
  box.id = `${kind}-${++ids}`;
  box.setAttribute('role', 'tooltip');
  if (kind === 'popover' && title) {
    const h = document.createElement('strong');
    h.className = 'popover-title';
    h.textContent = title;
    box.append(h);
  }
  const body = document.createElement('div');
  body.className = `${kind}-inner`;
  body.textContent = kind === 'popover' ? content : title;
  box.append(body);
  const show = () => {
    if (box.isConnected) return;
    document.body.append(box);
    const r = trigger.getBoundingClientRect();
    box.style.left = `${r.left + scrollX}px`;
    box.style.top = `${r.bottom + scrollY + 6}px`;
    trigger.setAttribute('aria-describedby', box.id);
  };
  const hide = () => {
    box.remove();
    trigger.removeAttribute('aria-describedby');
  };
  const opts = { signal: scope.signal };
  if (kind === 'tooltip') {
    trigger.addEventListener('pointerenter', show, opts);
    trigger.addEventListener('focus', show, opts);
    trigger.addEventListener('pointerleave', hide, opts);
    trigger.addEventListener('blur', hide, opts);
    // It was hovered or focused to hydrate it: show it now.
    if (trigger.matches(':hover, :focus')) show();
  } else {
    trigger.addEventListener('click', (e) => (e.preventDefault(), box.isConnected ? hide() : show()), opts);
    trigger.addEventListener('blur', hide, opts);
  }
  document.addEventListener('keydown', (e) => e.key === 'Escape' && hide(), opts);
  scope.add(() => {
    hide();
    trigger.setAttribute('title', title);
  });
}
