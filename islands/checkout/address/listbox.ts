import { readSearchableSelectMessages, searchableSelectMessage } from '@storefront/address-locale';
import { CB } from './combobox-style';
import type { ComboboxOptions } from './combobox';

/** The parts of a searchable select that the list works on (built by createCombobox). */
export interface ComboboxParts {
  select: HTMLSelectElement;
  input: HTMLInputElement;
  list: HTMLElement;
  status: HTMLElement;
  root: HTMLElement;
  /** The id stem of the text box (`<select id>_combobox`). */
  base: string;
  /** Shows the selected option's text (or the placeholder) in the text box. */
  showText(): void;
}

/** What the text box's listeners hand over to once the list's code is in (see createCombobox). */
export interface ListboxHandlers {
  onKey(e: KeyboardEvent): void;
  onInput(): void;
  onClick(): void;
  onFocusOut(e: FocusEvent): void;
  /** Re-lists the options of an open list (sync() of the combobox). */
  rerender(): void;
}

const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The list of a searchable select: filtering as the shopper types, arrows, Enter, Escape, Alt+arrows, mouse, and the
 * messages ('No matches found', 'Please enter 1 or more characters' …) in the polite status region. Picking sets the
 * select's value and dispatches a bubbling `change` on it. A chunk of its own, loaded when the shopper reaches for a
 * searchable select (the text box and select stay as createCombobox built them until then).
 */
export function attachListbox(parts: ComboboxParts, options: ComboboxOptions = {}): ListboxHandlers {
  const { select, input, list, status, root, base, showText } = parts;
  const doc = select.ownerDocument;
  const messages = { ...readSearchableSelectMessages(), ...options.messages };
  const min = options.minimumInputLength ?? 0;
  const max = options.maximumInputLength ?? Infinity;
  let shown: HTMLOptionElement[] = [];
  let active = -1;

  const choices = (): HTMLOptionElement[] => Array.from(select.options).filter((o) => o.value !== '' && !o.disabled);
  const optionId = (o: HTMLOptionElement): string => `${base}_opt_${o.index}`;
  const isOpen = (): boolean => input.getAttribute('aria-expanded') === 'true';

  function setActive(index: number): void {
    list.querySelector(`.${CB.active}`)?.classList.remove(CB.active);
    list.querySelector('[aria-selected="true"]')?.setAttribute('aria-selected', 'false');
    active = shown.length ? Math.max(-1, Math.min(index, shown.length - 1)) : -1;
    const opt = shown[active];
    const li = opt ? doc.getElementById(optionId(opt)) : null;
    if (!li) return input.removeAttribute('aria-activedescendant');
    li.classList.add(CB.active);
    li.setAttribute('aria-selected', 'true');
    input.setAttribute('aria-activedescendant', li.id);
    li.scrollIntoView?.({ block: 'nearest' });
  }

  // Lists the options matching `term` (all of them for ''), or the message that replaces them.
  function render(term: string): void {
    let message = '';
    shown = [];
    if (term.length < min) message = searchableSelectMessage('input_too_short', min - term.length, messages);
    else if (term.length > max) message = searchableSelectMessage('input_too_long', term.length - max, messages);
    else {
      const q = fold(term.trim());
      shown = choices().filter((o) => fold(o.textContent ?? '').includes(q));
      if (!shown.length) message = messages.i18n_no_matches;
    }
    list.replaceChildren(
      ...shown.map((o) => {
        const li = doc.createElement('li');
        li.className = CB.option;
        li.id = optionId(o);
        li.setAttribute('role', 'option');
        li.setAttribute('aria-selected', 'false');
        if (o.selected) li.classList.add(CB.current);
        li.dataset['value'] = o.value;
        li.textContent = o.textContent;
        return li;
      }),
    );
    list.hidden = !shown.length;
    input.setAttribute('aria-expanded', String(shown.length > 0));
    if (status.textContent !== message) status.textContent = message;
    const current = shown.findIndex((o) => o.selected);
    setActive(term ? 0 : current);
  }

  function open(term = '', where?: 'first' | 'last'): void {
    render(term);
    if (where === 'last' && active < 0) setActive(shown.length - 1);
    if (where === 'first' && active < 0) setActive(0);
  }

  function close(restore = true): void {
    list.hidden = true;
    list.replaceChildren();
    shown = [];
    active = -1;
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-activedescendant');
    status.textContent = '';
    if (restore) showText();
  }

  function choose(opt: HTMLOptionElement | undefined): void {
    if (opt && select.value !== opt.value) {
      select.value = opt.value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    close();
  }

  const onKey = (e: KeyboardEvent): void => {
    const openNow = isOpen();
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        e.preventDefault();
        const down = e.key === 'ArrowDown';
        if (e.altKey) return down ? (openNow ? undefined : open()) : close();
        if (!openNow) return open('', down ? 'first' : 'last');
        const n = shown.length;
        setActive(active < 0 ? (down ? 0 : n - 1) : (active + (down ? 1 : n - 1)) % n);
        return;
      }
      case 'Enter':
        // Never submits the checkout from here: Enter picks (or opens) like a select.
        e.preventDefault();
        if (openNow) choose(shown[active]);
        else if (!status.textContent) open(); // a message ('No matches found') stays as it is
        return;
      case 'Escape':
        if (openNow || status.textContent) e.preventDefault();
        close();
        return;
      case 'Tab':
        close();
    }
  };
  // Keep the focus in the text box while the pointer picks an option.
  const onPointerDown = (e: Event): void => e.preventDefault();
  const onListClick = (e: MouseEvent): void => {
    const li = (e.target as Element).closest?.(`.${CB.option}`);
    const opt = shown.find((o) => optionId(o) === li?.id);
    if (opt) choose(opt);
    input.focus();
  };
  const onListHover = (e: MouseEvent): void => {
    const li = (e.target as Element).closest?.(`.${CB.option}`);
    const index = shown.findIndex((o) => optionId(o) === li?.id);
    if (index >= 0 && index !== active) setActive(index);
  };
  // The list goes with the text box at dispose (root.remove()), and its listeners with it.
  list.addEventListener('mousedown', onPointerDown);
  list.addEventListener('click', onListClick);
  list.addEventListener('mouseover', onListHover);

  return {
    onKey,
    onInput: () => open(input.value),
    onClick: () => (isOpen() ? close() : open()),
    onFocusOut: (e) => {
      if (!(e.relatedTarget instanceof Node && root.contains(e.relatedTarget))) close();
    },
    rerender() {
      // Keep what the shopper is typing; an untouched box lists everything again.
      const typed = input.value !== (select.options[select.selectedIndex]?.textContent ?? '');
      render(typed ? input.value : '');
    },
  };
}
