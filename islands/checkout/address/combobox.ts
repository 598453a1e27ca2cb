import type { SearchableSelectMessageKey } from '@storefront/address-locale';
import { CB, ensureComboboxStyle } from './combobox-style';
import type { ListboxHandlers } from './listbox';

/** Options of {@link createCombobox}. */
export interface ComboboxOptions {
  /** Wordings over the page's (`wc_country_select_params.i18n_*`, read when the list loads; the spec's texts where missing). */
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

/** The list's code (./listbox): a chunk loaded when the shopper reaches for a searchable select. */
export type ListboxModule = typeof import('./listbox');

/** The list's code once the default loader brought it: later comboboxes (a re-created state select) get it at once. */
let loadedListbox: ListboxModule | undefined;
const loadListbox = (): Promise<ListboxModule> => import('./listbox').then((m) => (loadedListbox = m));

let uid = 0;
// Attributes of the select the text box mirrors, so validation marks and hints reach assistive tech.
const MIRRORED = ['aria-invalid', 'aria-required', 'aria-describedby', 'disabled'];
/** What the shopper does before the list's code is in: held, and played to it in order once it is. */
const HELD = ['keydown', 'input', 'click', 'focusout'];
/** The shopper reaching for the text box: the list's code starts loading. */
const REACH = ['pointerover', 'pointerdown', 'touchstart', 'focusin'];

/**
 * Turns a native `<select>` into an ARIA 1.2 combobox with a filtered listbox (type to filter,
 * arrows, Enter, Escape, Alt+arrows, mouse). The select stays in the form, visually hidden, as the
 * source of truth: picking an option sets its value and dispatches a bubbling `change` on it, so
 * validation, the order review refresh and jQuery listeners see an ordinary change. Messages
 * ('No matches found', 'Please enter 1 or more characters' …) appear in a polite status region.
 * The text box shows at once; the list's code (`listbox`: the module, or its loader, by default the
 * ./listbox chunk) loads when the shopper reaches for the box (pointer over or down, touch, focus).
 * Keys, typing, clicks and leaving the box before it is in are held and played to it in order (Enter
 * and the arrows are stopped at once, so Enter never submits the form meanwhile).
 */
export function createCombobox(
  select: HTMLSelectElement,
  options: ComboboxOptions = {},
  listbox: ListboxModule | (() => Promise<ListboxModule>) = loadListbox,
): Combobox {
  if (listbox === loadListbox && loadedListbox) listbox = loadedListbox;
  const doc = select.ownerDocument;
  ensureComboboxStyle(doc);
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

  let handlers: ListboxHandlers | undefined;
  let held: Event[] = [];
  let loading = false;
  let disposed = false;
  const play = (e: Event): void => {
    const h = handlers!;
    if (e.type === 'keydown') h.onKey(e as KeyboardEvent);
    else if (e.type === 'input') h.onInput();
    else if (e.type === 'click') h.onClick();
    else h.onFocusOut(e as FocusEvent);
  };
  const attach = (m: ListboxModule): void => {
    if (disposed || handlers) return;
    handlers = m.attachListbox({ select, input, list, status, root, base, showText }, options);
    const events = held;
    held = [];
    events.forEach(play);
  };
  const load = (): void => {
    if (loading || handlers || typeof listbox !== 'function') return;
    loading = true;
    listbox().then(attach, (error: unknown) => {
      loading = false; // the next reach tries again
      held = [];
      console.error('[storefront] searchable select: its list failed to load', error);
    });
  };
  const onEvent = (e: Event): void => {
    if (handlers) return play(e);
    const key = (e as KeyboardEvent).key;
    if (e.type === 'keydown' && (key === 'Enter' || key === 'ArrowDown' || key === 'ArrowUp')) e.preventDefault();
    held.push(e);
    load();
  };
  // Typing replaces the shown value instead of appending to it.
  const onFocus = (): void => input.select();
  const onSelectChange = (): void => {
    if (!isOpen()) showText();
  };
  // Label clicks, error-notice links and validation focus the select: hand that focus over.
  const onSelectFocus = (): void => input.focus();
  // The text box only filters: its own input/change events must not look like field edits to the
  // checkout (typing refresh, update_totals_on_change); the select's change is the real one.
  const onInner = (e: Event): void => e.stopPropagation();
  const observer = new MutationObserver(mirror);

  HELD.forEach((type) => (type === 'focusout' ? root : input).addEventListener(type, onEvent));
  REACH.forEach((type) => root.addEventListener(type, load, { passive: true }));
  input.addEventListener('focus', onFocus);
  root.addEventListener('input', onInner);
  root.addEventListener('change', onInner);
  select.addEventListener('change', onSelectChange);
  select.addEventListener('focus', onSelectFocus);
  observer.observe(select, { attributes: true, attributeFilter: MIRRORED });
  mirror();
  showText();
  if (typeof listbox !== 'function') attach(listbox);

  return {
    select,
    sync() {
      mirror();
      if (!isOpen()) return showText();
      handlers?.rerender();
    },
    dispose() {
      disposed = true;
      held = [];
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
