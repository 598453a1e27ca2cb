/** The table of contents from a PDF's outline (pdf.js `getOutline()`), each entry resolved to its page. */

/** An outline entry as pdf.js gives it (only what the TOC uses). */
export interface OutlineNode {
  title: string;
  /** A named destination, an explicit one (`[pageRef, …]`), or null (an entry that only opens a URL). */
  dest: string | unknown[] | null;
  items?: OutlineNode[];
}

/** One TOC entry: its 1-based page (null when it points nowhere in the document) and its children. */
export interface TocEntry {
  title: string;
  page: number | null;
  items: TocEntry[];
}

/** What resolving a destination needs from the document. */
export interface DestinationResolver {
  /** The explicit destination of a named one, or null. */
  getDestination(name: string): Promise<unknown[] | null>;
  /** The 0-based index of a page reference (`{ num, gen }`), or of a page number given as an integer. */
  getPageIndex(ref: unknown): Promise<number>;
}

/** The 1-based page a destination points at, or null; never throws. */
export async function destinationPage(dest: OutlineNode['dest'], doc: DestinationResolver): Promise<number | null> {
  try {
    const explicit = typeof dest === 'string' ? await doc.getDestination(dest) : dest;
    if (!Array.isArray(explicit) || explicit.length === 0) return null;
    const target = explicit[0];
    // Some writers put a 0-based page number where the reference belongs.
    if (typeof target === 'number') return Number.isInteger(target) && target >= 0 ? target + 1 : null;
    if (!target || typeof target !== 'object') return null;
    return (await doc.getPageIndex(target)) + 1;
  } catch {
    return null;
  }
}

/** Deepest outline level kept (a malformed outline cannot recurse forever). */
const MAX_DEPTH = 8;

/** The TOC of an outline (null or empty: no TOC), nested as the outline is. */
export async function buildToc(
  outline: readonly OutlineNode[] | null | undefined,
  doc: DestinationResolver,
  depth = 0,
): Promise<TocEntry[]> {
  if (!outline?.length || depth >= MAX_DEPTH) return [];
  return Promise.all(
    outline.map(async (node) => ({
      title: (typeof node.title === 'string' ? node.title : '').trim() || 'Untitled',
      page: await destinationPage(node.dest, doc),
      items: await buildToc(node.items, doc, depth + 1),
    })),
  );
}
