/** The viewer's texts and the announcements it makes (loaded with the viewer, not in the first bundle). */
import { SHELL_TEXT } from './contract';

/** Every text of the viewer. */
export const FLIP_BOOK_TEXT = {
  ...SHELL_TEXT,
  book: 'Flip-book',
  pages: 'Pages',
  close: 'Close',
  previous: 'Previous page',
  next: 'Next page',
  first: 'First page',
  last: 'Last page',
  pageNumber: 'Page number',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fullScreen: 'Full screen',
  exitFullScreen: 'Leave full screen',
  singlePage: 'Single-page view',
  thumbnails: 'Thumbnails',
  toc: 'Table of contents',
  noToc: 'This document has no table of contents.',
  bookmarks: 'Bookmarks',
  bookmark: 'Bookmark this page',
  removeBookmark: 'Remove the bookmark on this page',
  noBookmarks: 'No bookmarks yet.',
  search: 'Search',
  searchLabel: 'Search the document',
  searching: 'Searching…',
  noResults: 'No results.',
  share: 'Share',
  shareVia: 'Share with…',
  copyLink: 'Copy link',
  copied: 'Link copied.',
  print: 'Print',
  printPage: 'Print this page',
  printAll: 'Print the whole document',
  autoplay: 'Autoplay',
  sound: 'Page-turn sound',
} as const;

/** `N results` / `1 result`. */
export const resultsText = (n: number) => (n === 1 ? '1 result' : `${n} results`);
/** The polite announcement of the shown page(s), 1-based. */
export const pagesText = (first: number, last: number, count: number) =>
  first === last ? `Page ${first} of ${count}` : `Pages ${first}–${last} of ${count}`;
