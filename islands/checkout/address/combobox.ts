import {
  searchableSelectMessage,
  SEARCHABLE_SELECT_MESSAGES,
  type SearchableSelectMessageKey,
} from '@storefront/address-locale';
import { CB, ensureComboboxStyle } from './combobox-style';

/** Options of {@link createCombobox}. */
export interface ComboboxOptions {
  /** Wordings (`wc_country_select_params.i18n_*`); the spec's texts where missing. */
  messages?: Partial<Record<SearchableSelectMessageKey, string>>;
  /** Characters to type before options are listed (default 0). */
  minimumInputLength?: number;
  /** Longest search text (default: no limit). */
  maximumInputLength?: number;
}

/** A searchable select made by {@link createCombobox}. */
export interface Combobox {
  readonly select: HTMLSelectElement;
  /** Re-reads the select (value, options, placeholder, aria state) after it changed without a change event. */
  sync(): void;
  /** Removes the text box and list and gives the select back its own place in the page. */
  dispose(): void;
}

let uid = 0;
const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
// Attributes of the select the text box mirrors, so validation marks and hints reach assistive tech.
const MIRRORED = ['aria-invalid', 'aria-required', 'aria-describedby', 'disabled'];

/**
 * Turns a native `<select>` into an ARIA 1.2 combobox with a filtered listbox (type to filter,
 * arrows, Enter, Escape, Alt+arrows, mouse). The select stays in the form, visually hidden, as the
 * source of truth: picking an option sets its value and dispatches a bubbling `change` on it, so
 * validation, the order review refresh and jQuery listeners see an ordinary change. Messages
 * ('No matches found', 'Please enter 1 or more characters' …) appear in a polite status region.
 */
export function createCombobox(select: HTMLSelectElement, options: ComboboxOptions = {}): Combobox {
  const doc = select.ownerDocument;
  ensureComboboxStyle(doc);
  const messages = { ...SEARCHABLE_SELECT_MESSAGES, ...options.messages };
  const min = options.minimumInputLength ?? 0;
  const max = options.maximumInputLength ?? Infinity;
  const base = `${select.id || `sf-select-${++uid}`}_combobox`;
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, cls: string): HTMLElementTagNameMap[K] => {
    const e = doc.createElement(tag);
    e.className = cls;
    return e;
  };

  const root = el('span', CB.root);
  const input = el('input', CB.input);
  const list = el('ul', CB.list);
  const status = el('span', CB.message);
  Object.assign(input, { type: 'text', id: base, autocomplete: 'off', spellcheck: false });
  setAttrs(input, {
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': 'false',
    'aria-controls': `${base}_list`,
    autocapitalize: 'off',
  });
  list.id = `${base}_list`;
  list.setAttribute('role', 'listbox');
  list.hidden = true;
  status.setAttribute('role', 'status');
  const label = select.labels?.[0];
  if (label) {
    label.id ||= `${base}_label`;
    input.setAttribute('aria-labelledby', label.id);
    list.setAttribute('aria-labelledby', label.id);
  } else if (select.hasAttribute('aria-label')) {
    input.setAttribute('aria-label', select.getAttribute('aria-label') ?? '');
  }
  root.append(input, list, status);
  select.after(root);
  const had = { tabindex: select.getAttribute('tabindex'), hidden: select.getAttribute('aria-hidden') };
  select.classList.add(CB.source);
  setAttrs(select, { tabindex: '-1', 'aria-hidden': 'true' });

  let shown: HTMLOptionElement[] = [];
  let active = -1;

  const choices = (): HTMLOptionElement[] => Array.from(select.options).filter((o) => o.value !== '' && !o.disabled);
  const optionId = (o: HTMLOptionElement): string => `${base}_opt_${o.index}`;
  const isOpen = (): boolean => input.getAttribute('aria-expanded') === 'true';

  function mirror(): void {
    for (const name of MIRRORED) {
      const v = select.getAttribute(name);
      if (v === null) input.removeAttribute(name);
      else input.setAttribute(name, v);
    }
  }

  function showText(): void {
    const current = select.options[select.selectedIndex];
    input.value = current && current.value !== '' ? (current.textContent ?? '') : '';
    const empty = Array.from(select.options).find((o) => o.value === '');
    input.placeholder = select.dataset['placeholder'] || empty?.textContent || '';
  }

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
        const li = el('li', CB.option);
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
  const onInput = (): void => open(input.value);
  // Typing replaces the shown value instead of appending to it.
  const onFocus = (): void => input.select();
  const onClick = (): void => (isOpen() ? close() : open());
  const onFocusOut = (e: FocusEvent): void => {
    if (!(e.relatedTarget instanceof Node && root.contains(e.relatedTarget))) close();
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
  const onSelectChange = (): void => {
    if (!isOpen()) showText();
  };
  // Label clicks, error-notice links and validation focus the select: hand that focus over.
  const onSelectFocus = (): void => input.focus();
  // The text box only filters: its own input/change events must not look like field edits to the
  // checkout (typing refresh, update_totals_on_change); the select's change is the real one.
  const onInner = (e: Event): void => e.stopPropagation();
  const observer = new MutationObserver(mirror);

  input.addEventListener('keydown', onKey);
  input.addEventListener('input', onInput);
  input.addEventListener('click', onClick);
  input.addEventListener('focus', onFocus);
  root.addEventListener('focusout', onFocusOut);
  root.addEventListener('input', onInner);
  root.addEventListener('change', onInner);
  list.addEventListener('mousedown', onPointerDown);
  list.addEventListener('click', onListClick);
  list.addEventListener('mouseover', onListHover);
  select.addEventListener('change', onSelectChange);
  select.addEventListener('focus', onSelectFocus);
  observer.observe(select, { attributes: true, attributeFilter: MIRRORED });
  mirror();
  showText();

  return {
    select,
    sync() {
      mirror();
      if (!isOpen()) return showText();
      // Keep what the shopper is typing; an untouched box lists everything again.
      const typed = input.value !== (select.options[select.selectedIndex]?.textContent ?? '');
      render(typed ? input.value : '');
    },
    dispose() {
      observer.disconnect();
      select.removeEventListener('change', onSelectChange);
      select.removeEventListener('focus', onSelectFocus);
      root.remove();
      select.classList.remove(CB.source);
      restore(select, 'tabindex', had.tabindex);
      restore(select, 'aria-hidden', had.hidden);
    },
  };
}

function setAttrs(e: Element, attrs: Record<string, string>): void {
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
}

function restore(e: Element, name: string, value: string | null): void {
  if (value === null) e.removeAttribute(name);
  else e.setAttribute(name, value);
}
