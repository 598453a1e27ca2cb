/**
 * The book on the stage: one element per page, turned by the engine's flipper, with only the pages near the
 * current spread rendered (see page-window.ts). Zoom re-renders the kept pages at the new resolution (the layout
 * stays; the stage is scaled), search hits are marked in the text layers, and destroy cancels every render,
 * empties every canvas and frees the flipper.
 */
import type { Engine, Flipper, PdfDocument, RenderJob } from './engine';
import { pageWindow, visiblePages, windowChanges } from './page-window';

/** What the book needs. */
export interface BookOptions {
  engine: Engine;
  doc: PdfDocument;
  /** The element the book lives in (the viewer leaves its children to the book). */
  stage: HTMLElement;
  single: boolean;
  /** 0-based page to open at. */
  start: number;
  animate: boolean;
  /**
   * A right-to-left book: page-flip turns left to right only, so it gets the pages in reverse order (the front
   * cover last, on the left) and indexes are mirrored; 'next' turns towards the back cover.
   */
  rtl?: boolean;
  /** Told the 0-based current page after every turn. */
  onTurn(index: number): void;
  /** Told when a page fails to render. */
  onError?(error: unknown): void;
}

/** The book's controls. */
export interface Book {
  readonly pages: readonly HTMLElement[];
  next(): void;
  prev(): void;
  turnTo(index: number): void;
  current(): number;
  /** The 0-based pages shown now, ascending. */
  shown(): number[];
  /** One page at a time, or spreads: rebuilds the flipper, keeping the rendered pages. */
  setSingle(single: boolean): void;
  /** Zoom factor: the stage is that much wider (the viewport pans), the kept pages re-rendered sharp. */
  setZoom(zoom: number): void;
  /** Marks `query`'s hits in the rendered pages' text ('' clears). */
  highlight(query: string): void;
  /** Pages currently rendered (0-based), for tests and the benchmark. */
  rendered(): number[];
  /** Re-measures after a size change. */
  update(): void;
  destroy(): void;
}

/** Creates the book and renders the pages around `start`. */
export function createBook(o: BookOptions): Book {
  const { doc, stage } = o;
  const count = doc.pageCount;
  const pages = Array.from({ length: count }, (_, i) => {
    const el = document.createElement('div');
    el.className = 'fb-page';
    el.dataset.page = String(i + 1);
    el.setAttribute('role', 'group');
    el.setAttribute('aria-label', `Page ${i + 1}`);
    return el;
  });
  const jobs = new Map<number, RenderJob>();
  let single = o.single;
  let zoom = 1;
  let query = '';
  const rtl = !!o.rtl;
  /** Page index ↔ the flipper's index (the same function both ways: mirrored in an RTL book). */
  const mirror = (i: number) => (rtl ? count - 1 - i : i);
  const order = rtl ? [...pages].reverse() : pages;
  /** The flipper's current index. */
  let current = mirror(Math.max(0, Math.min(o.start, count - 1)));
  let flipper: Flipper | null = null;
  let destroyed = false;
  /** The scale the kept pages were last rendered at. */
  let renderedScale = 0;
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;

  /** CSS px per PDF point: the page's width on the stage over its width in points. */
  const scale = () => {
    const width = (stage.clientWidth || 800) * (stage.clientWidth ? 1 : zoom);
    const pageWidth = single ? width : width / 2;
    return Math.max(0.25, Math.min(4, pageWidth / doc.pageSize.width));
  };
  const dpr = () => globalThis.devicePixelRatio || 1;

  const release = (i: number) => {
    jobs.get(i)?.cancel();
    jobs.delete(i);
    const el = pages[i]!;
    for (const canvas of el.querySelectorAll('canvas')) canvas.width = canvas.height = 0;
    el.replaceChildren();
    el.removeAttribute('data-rendered');
  };

  const render = (i: number) => {
    const el = pages[i]!;
    el.setAttribute('aria-busy', 'true');
    renderedScale = scale();
    const job = doc.render(i, el, { scale: renderedScale, dpr: dpr() });
    jobs.set(i, job);
    job.promise.then(
      () => {
        if (destroyed || jobs.get(i) !== job) return;
        el.removeAttribute('aria-busy');
        el.setAttribute('data-rendered', '');
        mark(el);
      },
      (error: unknown) => {
        if (destroyed || jobs.get(i) !== job) return;
        el.removeAttribute('aria-busy');
        o.onError?.(error);
      },
    );
  };

  const refresh = () => {
    if (destroyed) return;
    const wanted = pageWindow(current, count, single)
      .map(mirror)
      .sort((a, b) => a - b);
    const change = windowChanges(jobs.keys(), wanted);
    change.release.forEach(release);
    change.render.forEach(render);
  };

  const mark = (el: HTMLElement) => {
    const q = query.toLocaleLowerCase();
    for (const span of el.querySelectorAll<HTMLElement>('.textLayer span')) {
      span.classList.toggle('fb-hit', !!q && (span.textContent ?? '').toLocaleLowerCase().includes(q));
    }
  };

  const onTurn = (index: number) => {
    current = index;
    refresh();
    o.onTurn(mirror(index));
  };

  const build = () => {
    flipper = o.engine.flipper(stage, order, {
      page: doc.pageSize,
      single,
      start: current,
      animate: o.animate,
      onTurn,
    });
  };

  /** Re-renders the kept pages at the current scale; the shown canvases stay until their copies replace them. */
  const sharpen = () => {
    for (const [i, job] of [...jobs]) {
      job.cancel();
      render(i);
    }
  };

  // The book's box changed size (window, full screen, panel): page-flip re-lays the pages out; once it settles, the
  // kept pages are drawn again at their new size so canvases stay sharp and text layers line up.
  const resizes =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver(() => {
          clearTimeout(resizeTimer);
          resizeTimer = setTimeout(() => {
            if (!destroyed && renderedScale && Math.abs(scale() / renderedScale - 1) > 0.05) sharpen();
          }, 200);
        });
  resizes?.observe(stage);

  build();
  refresh();

  return {
    pages,
    next: () => (rtl ? flipper?.prev() : flipper?.next()),
    prev: () => (rtl ? flipper?.next() : flipper?.prev()),
    turnTo: (index) => flipper?.turnTo(mirror(index)),
    current: () => mirror(current),
    shown: () =>
      visiblePages(current, count, single)
        .map(mirror)
        .sort((a, b) => a - b),
    setSingle(next) {
      if (destroyed || next === single) return;
      single = next;
      flipper?.destroy();
      build();
      refresh();
    },
    setZoom(next) {
      if (destroyed || next === zoom) return;
      zoom = next;
      stage.style.width = next > 1 ? `${next * 100}%` : '';
      stage.style.maxWidth = next > 1 ? 'none' : '';
      flipper?.update();
      sharpen();
    },
    highlight(next) {
      query = next.trim();
      for (const i of jobs.keys()) mark(pages[i]!);
    },
    rendered: () => [...jobs.keys()].sort((a, b) => a - b),
    update: () => flipper?.update(),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      resizes?.disconnect();
      clearTimeout(resizeTimer);
      for (const i of [...jobs.keys()]) release(i);
      flipper?.destroy();
      flipper = null;
      for (const el of pages) el.remove();
    },
  };
}
