/**
 * The flip-book's engine seam: the viewer talks to a PDF document and a page turner through these small
 * interfaces. The real ones wrap pdfjs-dist (pdf-document.ts) and page-flip (flip-book-page-flip.ts) and load only when a
 * book is shown; component tests pass fakes.
 */
import type { TocEntry } from './outline';

/** A page's size in CSS px at scale 1 (PDF points). */
export interface PageSize {
  width: number;
  height: number;
}

/** A page render in flight. */
export interface RenderJob {
  promise: Promise<void>;
  cancel(): void;
}

/** How a page is drawn into its element. */
export interface RenderOptions {
  /** CSS px per PDF point. */
  scale: number;
  /** Device pixels per CSS px. */
  dpr: number;
}

/** An open PDF. */
export interface PdfDocument {
  readonly pageCount: number;
  /** The first page's size (the book's page shape). */
  readonly pageSize: PageSize;
  /** Draws page `index` (0-based) into `target`: a canvas and a text layer for selection, search and readers. */
  render(index: number, target: HTMLElement, options: RenderOptions): RenderJob;
  /** The page's text (cached). */
  text(index: number): Promise<string>;
  /** The table of contents from the outline ([] when none). */
  toc(): Promise<TocEntry[]>;
  /** Draws page `index` to a data URL (printing, thumbnails) at most `maxSide` px on its longer side. */
  image(index: number, maxSide: number): Promise<string>;
  /** Frees the document, its pages and its worker. */
  destroy(): void;
}

/** What a page turner is told. */
export interface FlipperOptions {
  page: PageSize;
  /** One page at a time. */
  single: boolean;
  /** 0-based page to open at. */
  start: number;
  /** Animated flips (false: a plain page change, for reduced motion). */
  animate: boolean;
  /** Called with the new 0-based page after every turn. */
  onTurn(index: number): void;
}

/** A page turner over the page elements. */
export interface Flipper {
  next(): void;
  prev(): void;
  turnTo(index: number): void;
  current(): number;
  /** Re-measures after the book's box changed size (zoom, full screen). */
  update(): void;
  /** Frees every listener, frame and element it made. */
  destroy(): void;
}

/** The engine the viewer loads. */
export interface Engine {
  /** Opens a PDF; aborting `signal` cancels the load (its request and worker). */
  open(url: string, signal?: AbortSignal): Promise<PdfDocument>;
  flipper(block: HTMLElement, pages: HTMLElement[], options: FlipperOptions): Flipper;
}
