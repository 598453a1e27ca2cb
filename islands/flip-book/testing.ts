/**
 * Test support for the flip-book: a fake engine (a PDF of text pages and a page turner that records what it is
 * asked), so component tests, stories and the lifecycle test run without pdf.js and page-flip.
 */
import type { Engine, Flipper, FlipperOptions, PdfDocument } from './engine';
import type { TocEntry } from './outline';

/** What the fake engine records. */
export interface FakeEngineLog {
  opened: string[];
  destroyed: number;
  flippers: FlipperOptions[];
  flippersDestroyed: number;
  renders: number[];
  cancelled: number[];
}

/** Options of {@link fakeEngine}. */
export interface FakeEngineOptions {
  pages?: number;
  /** Each page's text (default 'Page N'). */
  text?: (index: number) => string;
  toc?: TocEntry[];
  /** Opening fails (a missing or broken PDF). */
  fail?: boolean;
  /** Opening never ends (the loading state). */
  hang?: boolean;
}

/** A fake engine and its log. */
export function fakeEngine(o: FakeEngineOptions = {}): { engine: () => Promise<Engine>; log: FakeEngineLog } {
  const count = o.pages ?? 24;
  const text = o.text ?? ((i: number) => `Page ${i + 1}`);
  const log: FakeEngineLog = {
    opened: [],
    destroyed: 0,
    flippers: [],
    flippersDestroyed: 0,
    renders: [],
    cancelled: [],
  };
  const doc: PdfDocument = {
    pageCount: count,
    pageSize: { width: 420, height: 595 },
    render(index, target) {
      log.renders.push(index);
      let cancelled = false;
      const promise = Promise.resolve().then(() => {
        if (cancelled) return;
        const layer = document.createElement('div');
        layer.className = 'textLayer';
        const span = document.createElement('span');
        span.textContent = text(index);
        layer.append(span);
        target.replaceChildren(layer);
      });
      return {
        promise,
        cancel() {
          cancelled = true;
          log.cancelled.push(index);
        },
      };
    },
    text: async (index) => text(index),
    toc: async () => o.toc ?? [],
    image: async (index) => `data:image/gif;base64,R0lGODlhAQABAAAAACw=#${index}`,
    destroy: () => void log.destroyed++,
  };
  const flipper = (block: HTMLElement, pages: HTMLElement[], f: FlipperOptions): Flipper => {
    log.flippers.push(f);
    let current = f.start;
    block.append(...pages);
    const step = (dir: 1 | -1) => {
      if (f.single) return current + dir;
      if (dir > 0) return current === 0 ? 1 : (current % 2 ? current : current - 1) + 2;
      return current <= 2 ? 0 : (current % 2 ? current : current - 1) - 2;
    };
    const go = (i: number) => {
      current = Math.max(0, Math.min(count - 1, i));
      f.onTurn(current);
    };
    return {
      next: () => go(step(1)),
      prev: () => go(step(-1)),
      turnTo: go,
      current: () => current,
      update: () => undefined,
      destroy() {
        log.flippersDestroyed++;
        for (const p of pages) p.remove();
      },
    };
  };
  const engine: Engine = {
    async open(url, signal) {
      log.opened.push(url);
      if (o.hang) {
        await new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
      }
      if (o.fail) throw new Error('Missing PDF');
      return doc;
    },
    flipper,
  };
  return { engine: async () => engine, log };
}

/** Imports the viewer chunk up front (tests under fake timers). */
export const preloadLazyChunks = () => import('./flip-book-viewer');
