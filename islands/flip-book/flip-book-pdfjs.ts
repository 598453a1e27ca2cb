/** The real PDF engine for the browser: pdfjs-dist's modern build and its worker, served from our own files. */
import * as pdfjs from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { PdfDocument } from './engine';
import { openPdf } from './pdf-document';

/** Opens a PDF with pdf.js. */
export const openDocument = (url: string, signal?: AbortSignal): Promise<PdfDocument> =>
  openPdf(pdfjs, workerUrl, url, signal);
