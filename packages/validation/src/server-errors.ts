import { INLINE_ERROR_CLASS } from './checkout-marks';

/**
 * Turns server error list items into field errors (spec §5 "Checkout fields"): every
 * `li[data-id]` inside `messages` gets its content wrapped in a link to `#<data-id>`, and the
 * field with that id gets an inline error paragraph (`p#<id>_description.checkout-inline-error-message`)
 * appended to its `.form-row`, `aria-describedby` pointing at it and `aria-invalid="true"`.
 * The list's `role` is removed and it gets `tabindex="-1"` so it reads as a list and can take
 * focus inside the alert group. Returns the ids of the fields that were marked.
 */
export function showServerFieldErrors(messages: Element, doc: Document = messages.ownerDocument): string[] {
  const marked: string[] = [];
  const lists = messages.matches('ul, ol') ? [messages] : Array.from(messages.querySelectorAll('ul, ol'));
  for (const list of lists) {
    list.removeAttribute('role');
    list.setAttribute('tabindex', '-1');
  }
  for (const item of messages.querySelectorAll<HTMLElement>('li[data-id]')) {
    const id = item.getAttribute('data-id') ?? '';
    if (!id) continue;
    const text = (item.textContent ?? '').trim();
    const first = item.firstElementChild;
    const linked = item.childElementCount === 1 && first?.tagName === 'A' && first.getAttribute('href') === `#${id}`;
    if (!linked) {
      const link = doc.createElement('a');
      link.href = `#${id}`;
      link.append(...Array.from(item.childNodes));
      item.replaceChildren(link);
    }
    const field = doc.getElementById(id);
    if (!field) continue;
    const descriptionId = `${id}_description`;
    doc.getElementById(descriptionId)?.remove();
    const row = field.closest('.form-row');
    if (row && text) {
      const p = doc.createElement('p');
      p.id = descriptionId;
      p.className = INLINE_ERROR_CLASS;
      p.textContent = text;
      row.append(p);
      field.setAttribute('aria-describedby', descriptionId);
    }
    field.setAttribute('aria-invalid', 'true');
    row?.classList.add('woocommerce-invalid');
    marked.push(id);
  }
  return marked;
}

/** Removes every inline error paragraph under `root` (before showing a new response's errors). */
export function removeInlineErrors(root: ParentNode): void {
  root.querySelectorAll(`.${INLINE_ERROR_CLASS}`).forEach((p) => p.remove());
}
