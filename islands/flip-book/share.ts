/**
 * Sharing a page of a book: the link opens the book at that page through the URL hash (DearFlip's deep-link shape,
 * `#dflip-df_{id}/{page}/`), and the usual share links for browsers without the Web Share API.
 */

/** The hash that opens book `id` at `page` (1-based). */
export const pageHash = (id: string, page: number) => `#dflip-df_${id}/${page}/`;

/** `href` without its hash, plus the page's hash. */
export function shareUrl(href: string, id: string, page: number): string {
  return href.replace(/#.*$/, '') + pageHash(id, page);
}

/** The page (1-based) a hash opens book `id` at, or null when the hash is for another book or none. */
export function pageFromHash(hash: string, id: string): number | null {
  let h = hash;
  try {
    h = decodeURIComponent(hash);
  } catch {
    // Keep it as it is.
  }
  const m = /^#dflip-df_(.+?)\/(\d+)\/?$/.exec(h);
  if (!m || m[1] !== id) return null;
  const page = Number(m[2]);
  return page > 0 ? page : null;
}

/** The share links offered without the Web Share API. */
export function shareLinks(url: string, title: string): Array<{ name: string; href: string }> {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/shareArticle?mini=true&url=${u}` },
    { name: 'Pinterest', href: `https://www.pinterest.com/pin/create/button/?url=${u}&description=${t}` },
    { name: 'Email', href: `mailto:?subject=${t}&body=${u}` },
  ];
}
