/** The flip-book's viewer chunk: loaded when a book is about to be shown (pdf.js and page-flip load after it). */
export { Viewer } from './Viewer';
export { BookDialog } from './BookDialog';
