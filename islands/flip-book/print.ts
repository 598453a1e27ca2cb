/**
 * Printing: the chosen pages drawn as images into a print-only container, then the browser's print flow. The
 * container goes when printing ends (or when the viewer unmounts).
 */
import type { PdfDocument } from './engine';

/** Longer side of a printed page image, px (about 150 dpi on A4). */
const PRINT_SIDE = 1600;
const PRINT_CLASS = 'fb-print';

/** Removes a print container left from an earlier print. */
export function clearPrint(doc: Document = document): void {
  for (const el of doc.querySelectorAll(`.${PRINT_CLASS}`)) el.remove();
}

/** Prints the 0-based `pages` of `pdf`; resolves once the print flow was opened. */
export async function printPages(pdf: PdfDocument, pages: readonly number[], signal?: AbortSignal): Promise<void> {
  const urls: string[] = [];
  for (const i of pages) {
    if (signal?.aborted) return;
    urls.push(await pdf.image(i, PRINT_SIDE));
  }
  if (signal?.aborted) return;
  clearPrint();
  const box = document.createElement('div');
  box.className = PRINT_CLASS;
  box.setAttribute('aria-hidden', 'true');
  for (const [n, url] of urls.entries()) {
    const img = document.createElement('img');
    img.src = url;
    img.alt = `Page ${pages[n]! + 1}`;
    box.append(img);
  }
  document.body.append(box);
  window.addEventListener('afterprint', () => box.remove(), { once: true });
  window.print();
}
