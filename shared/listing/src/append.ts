import { adopt } from './regions';

/**
 * A stable key of a listing item: its id, else WordPress's `post-N` class, else its first link. Used so an
 * item already shown is never shown twice (a page fetched again, or a list shifted by new products).
 */
export function itemKey(el: Element): string {
  if (el.id) return `#${el.id}`;
  const post = [...el.classList].find((c) => /^post-\d+$/.test(c));
  if (post) return post;
  return el.querySelector('a[href]')?.getAttribute('href') ?? el.outerHTML;
}

/**
 * Appends the items of a fetched page (`itemSelector` within `source`) to `list`, skipping items whose key
 * is already in the list. Returns the appended elements, in order.
 */
export function appendItems(list: Element, source: ParentNode, itemSelector: string): Element[] {
  const seen = new Set([...list.querySelectorAll(`:scope > ${itemSelector}`)].map(itemKey));
  const added: Element[] = [];
  for (const item of source.querySelectorAll(itemSelector)) {
    const key = itemKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    const el = adopt(item);
    list.append(el);
    added.push(el);
  }
  return added;
}
