/**
 * The page turner over page-flip (HTML mode: our page elements, which the book renders lazily). page-flip has two
 * leaks this wrapper closes: its render loop asks for an animation frame forever, even after `destroy()`, and it
 * keeps its event callbacks. The loop is replaced by a stoppable one (page-flip creates its renderer inside
 * `loadFromHTML`, so the renderer is caught as it is assigned); destroy stops it, drops the callbacks and gives
 * the page elements back clean so a new turner (single-page toggle) can reuse their rendered canvases.
 */
import { PageFlip } from 'page-flip';
import type { Flipper, FlipperOptions } from './engine';
import { FLIP_MS } from './contract';

/** Narrowest page in landscape: below twice this the book shows one page at a time. */
const MIN_PAGE_WIDTH = 280;

interface Renderer {
  start(): void;
  update(): void;
  render(time: number): void;
}

/** Replaces the renderer's endless frame loop with one that stops; returns the stop function. */
function stoppableLoop(pf: PageFlip): () => void {
  let frame = 0;
  let stopped = false;
  let renderer: Renderer | null = null;
  Object.defineProperty(pf, 'render', {
    configurable: true,
    get: () => renderer,
    set(r: Renderer) {
      renderer = r;
      r.start = () => {
        r.update();
        const loop = (time: number) => {
          if (stopped) return;
          r.render(time);
          frame = requestAnimationFrame(loop);
        };
        frame = requestAnimationFrame(loop);
      };
    },
  });
  return () => {
    stopped = true;
    cancelAnimationFrame(frame);
  };
}

/** Turns `pages` (0-based order) inside `block` with page-flip. */
export function createFlipper(block: HTMLElement, pages: HTMLElement[], o: FlipperOptions): Flipper {
  // page-flip removes the element it is given on destroy: give it one of its own.
  const root = document.createElement('div');
  root.className = 'fb-flip';
  block.append(root);
  const pf = new PageFlip(root, {
    width: o.page.width,
    height: o.page.height,
    size: 'stretch',
    // A huge minimum width forces portrait (single page); the root's own min-width is reset below.
    minWidth: o.single ? 100000 : MIN_PAGE_WIDTH,
    maxWidth: 2000,
    minHeight: 100,
    maxHeight: 3000,
    usePortrait: true,
    showCover: true,
    startPage: o.start,
    flippingTime: o.animate ? FLIP_MS : 1,
    drawShadow: o.animate,
    showPageCorners: o.animate,
    mobileScrollSupport: true,
    // Clicks on a page corner flip it; buttons and links inside pages keep their own clicks.
    clickEventForward: true,
    useMouseEvents: true,
  });
  const stopLoop = stoppableLoop(pf);
  pf.on('flip', (e) => o.onTurn(Number(e.data) || 0));
  pf.loadFromHTML(pages);
  root.style.minWidth = '0';
  root.style.minHeight = '0';
  let destroyed = false;
  const safe = (fn: () => void) => () => void (destroyed || fn());
  return {
    next: safe(() => (o.animate ? pf.flipNext() : pf.turnToNextPage())),
    prev: safe(() => (o.animate ? pf.flipPrev() : pf.turnToPrevPage())),
    turnTo(index: number) {
      if (destroyed) return;
      const at = Math.max(0, Math.min(index, pf.getPageCount() - 1));
      pf.turnToPage(at);
    },
    current: () => (destroyed ? 0 : pf.getCurrentPageIndex()),
    update: safe(() => pf.update()),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      stopLoop();
      pf.off('flip');
      pf.destroy();
      root.remove();
      for (const page of pages) {
        page.remove();
        page.style.cssText = '';
      }
    },
  };
}
