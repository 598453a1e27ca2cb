import type { Scope } from '@storefront/runtime/ui';
import { FIT_DEFAULTS, fittedSize, RESIZE_DEBOUNCE } from './contract';

/**
 * Fits the element's font size to its container's width (fitText's rule, widths clamped to 400–1140 px, sizes to
 * `data-fit-min` / `data-fit-max` px, `data-fit-compressor`). A ResizeObserver on the container (whose width the
 * font size never changes, so no loop) reports widths; writes are debounced 150 ms and skipped when unchanged.
 */
export function startFitText(host: HTMLElement, scope: Scope): void {
  const container = host.parentElement ?? host;
  const num = (v: string | undefined, d: number) => (v && Number.isFinite(Number(v)) && Number(v) > 0 ? Number(v) : d);
  const o = {
    compressor: num(host.dataset.fitCompressor, FIT_DEFAULTS.compressor),
    min: num(host.dataset.fitMin, FIT_DEFAULTS.min),
    max: num(host.dataset.fitMax, FIT_DEFAULTS.max),
  };
  // The container's content width, as its ResizeObserver entries report it (and as CSS's 100cqw is).
  const cs = getComputedStyle(container);
  let width = container.clientWidth - (parseFloat(cs.paddingLeft) || 0) - (parseFloat(cs.paddingRight) || 0);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const apply = () => {
    const size = `${fittedSize(width, o)}px`;
    if (host.style.fontSize !== size) host.style.fontSize = size;
  };
  apply();
  if (typeof ResizeObserver !== 'function') return;
  const observer = new ResizeObserver((entries) => {
    width = entries[0]?.contentRect.width ?? width;
    clearTimeout(timer);
    timer = setTimeout(apply, RESIZE_DEBOUNCE);
  });
  observer.observe(container);
  scope.add(() => {
    observer.disconnect();
    clearTimeout(timer);
    host.style.removeProperty('font-size');
  });
}
