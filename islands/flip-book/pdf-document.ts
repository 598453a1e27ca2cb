/**
 * The PDF side of the engine over pdfjs-dist: pages drawn device-pixel-ratio aware into a canvas with a text layer,
 * text cached per page, the outline resolved to pages. The pdf.js module and its worker URL are passed in (the
 * production build's worker is a file of our own; tests use the legacy build in Node).
 */
import type * as PdfJs from 'pdfjs-dist';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import type { PdfDocument, RenderJob, RenderOptions } from './engine';
import { buildToc, type OutlineNode } from './outline';

type PdfLib = Pick<typeof PdfJs, 'getDocument' | 'GlobalWorkerOptions' | 'TextLayer'>;

/** Opens `url` with pdf.js. Eval stays off (the shop's CSP forbids it). */
export async function openPdf(lib: PdfLib, workerSrc: string, url: string, signal?: AbortSignal): Promise<PdfDocument> {
  if (workerSrc) lib.GlobalWorkerOptions.workerSrc = workerSrc;
  signal?.throwIfAborted();
  // verbosity 0: pdf.js's own warnings (fonts it substitutes…) stay out of the page's console.
  const task = lib.getDocument({ url, isEvalSupported: false, disableAutoFetch: true, verbosity: 0 });
  const abort = () => void task.destroy();
  signal?.addEventListener('abort', abort);
  let doc: PDFDocumentProxy;
  let first: PDFPageProxy;
  try {
    doc = await task.promise;
    first = await doc.getPage(1);
  } catch (error) {
    void task.destroy();
    throw error;
  } finally {
    signal?.removeEventListener('abort', abort);
  }
  signal?.throwIfAborted();
  const vp = first.getViewport({ scale: 1 });
  return wrapDocument(lib, doc, () => void task.destroy(), { width: vp.width, height: vp.height });
}

function wrapDocument(
  lib: PdfLib,
  doc: PDFDocumentProxy,
  close: () => void,
  pageSize: { width: number; height: number },
): PdfDocument {
  const texts = new Map<number, Promise<string>>();
  const page = (index: number): Promise<PDFPageProxy> => doc.getPage(index + 1);

  const render = (index: number, target: HTMLElement, { scale, dpr }: RenderOptions): RenderJob => {
    let cancelled = false;
    let cancelTask: (() => void) | null = null;
    const promise = (async () => {
      const p = await page(index);
      if (cancelled) return;
      const viewport = p.getViewport({ scale });
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width * dpr);
      canvas.height = Math.floor(viewport.height * dpr);
      canvas.className = 'fb-canvas';
      canvas.setAttribute('aria-hidden', 'true');
      const task = p.render({
        canvas,
        viewport,
        transform: dpr === 1 ? undefined : [dpr, 0, 0, dpr, 0, 0],
      });
      cancelTask = () => task.cancel();
      await task.promise;
      if (cancelled) return;
      const layer = document.createElement('div');
      layer.className = 'textLayer';
      const text = new lib.TextLayer({ textContentSource: p.streamTextContent(), container: layer, viewport });
      cancelTask = () => text.cancel();
      target.style.setProperty('--total-scale-factor', String(scale));
      await text.render();
      if (cancelled) return;
      target.replaceChildren(canvas, layer);
      p.cleanup();
    })().catch((error: unknown) => {
      if (cancelled) return;
      throw error;
    });
    return {
      promise,
      cancel() {
        cancelled = true;
        cancelTask?.();
      },
    };
  };

  const text = (index: number) => {
    let t = texts.get(index);
    if (!t) {
      t = page(index)
        .then((p) => p.getTextContent())
        .then((c) => c.items.map((i) => ('str' in i ? i.str + (i.hasEOL ? '\n' : '') : '')).join(' '));
      texts.set(index, t);
      t.catch(() => texts.delete(index));
    }
    return t;
  };

  const image = async (index: number, maxSide: number) => {
    const p = await page(index);
    const base = p.getViewport({ scale: 1 });
    const viewport = p.getViewport({ scale: maxSide / Math.max(base.width, base.height) });
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    await p.render({ canvas, viewport }).promise;
    const url = canvas.toDataURL('image/png');
    canvas.width = canvas.height = 0;
    return url;
  };

  return {
    pageCount: doc.numPages,
    pageSize,
    render,
    text,
    image,
    toc: async () =>
      buildToc((await doc.getOutline()) as OutlineNode[] | null, {
        getDestination: (name) => doc.getDestination(name) as Promise<unknown[] | null>,
        getPageIndex: (ref) => doc.getPageIndex(ref as Parameters<PDFDocumentProxy['getPageIndex']>[0]),
      }),
    destroy() {
      texts.clear();
      close();
    },
  };
}
