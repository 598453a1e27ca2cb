/** Loads the real engine: pdf.js (with its worker) and page-flip, as two chunks fetched in parallel. */
import type { Engine } from './engine';

/** The real engine; loaded only when a book is about to be shown. */
export async function loadEngine(): Promise<Engine> {
  const [pdf, flip] = await Promise.all([import('./flip-book-pdfjs'), import('./flip-book-page-flip')]);
  return { open: pdf.openDocument, flipper: flip.createFlipper };
}
