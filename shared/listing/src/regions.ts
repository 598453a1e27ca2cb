/**
 * Swapping parts of the page for the same parts of a fetched listing page. Elements that carry mounted
 * islands are either replaced whole (the runtime unmounts the old and mounts the new) or updated in place
 * keeping the island's root (`[data-island-root]`), so an island can outlive the update.
 */

/** Imports `el` from a fetched document into this one (scripts in fetched markup never run). */
export function adopt<T extends Element>(el: T): T {
  return document.importNode(el, true) as T;
}

/**
 * Replaces `current` by its counterpart `next` from a fetched page; `next` null removes `current`. Returns
 * the element now in the page (or null).
 */
export function replaceRegion(current: Element, next: Element | null): Element | null {
  if (!next) {
    current.remove();
    return null;
  }
  const el = adopt(next);
  current.replaceWith(el);
  return el;
}

/**
 * Gives `target` the attributes and children of `source` (from a fetched page), keeping `target` itself,
 * its island marks and any island roots inside it.
 */
export function updateInPlace(target: Element, source: Element): void {
  const keepAttr = (n: string) => n === 'data-island-mounted';
  for (const a of [...target.attributes])
    if (!keepAttr(a.name) && !source.hasAttribute(a.name)) target.removeAttribute(a.name);
  for (const a of [...source.attributes]) if (!keepAttr(a.name)) target.setAttribute(a.name, a.value);
  const roots = [...target.children].filter((c) => c.hasAttribute('data-island-root'));
  target.replaceChildren(...[...source.childNodes].map((n) => document.importNode(n, true)), ...roots);
}

/** Places `el` right after `anchor` (used when a page gains a region it did not have, e.g. pagination). */
export function insertAfter(anchor: Element, el: Element): Element {
  const adopted = adopt(el);
  anchor.after(adopted);
  return adopted;
}
