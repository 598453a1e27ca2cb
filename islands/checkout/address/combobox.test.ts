import { fireEvent } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '@storefront/test-kit';
import { createCombobox, type Combobox, type ComboboxOptions } from './combobox';
import * as listbox from './listbox';

// The searchable select (ARIA 1.2 combobox + listbox) over a native select (spec §5 "Searchable select messages").

const COUNTRIES: Array<[string, string]> = [
  ['', 'Select a country / region…'],
  ['GB', 'United Kingdom (UK)'],
  ['IE', 'Ireland'],
  ['DE', 'Germany'],
  ['CI', "Côte d'Ivoire"],
  ['US', 'United States (US)'],
];

let select: HTMLSelectElement;
let box: Combobox;
let changes: string[];
const input = (): HTMLInputElement => document.querySelector('[role="combobox"]') as HTMLInputElement;
const list = (): HTMLElement => document.querySelector('[role="listbox"]') as HTMLElement;
const status = (): string => document.querySelector('[role="status"]')?.textContent ?? '';
const shown = (): string[] => Array.from(list().querySelectorAll('[role="option"]')).map((o) => o.textContent ?? '');
const activeText = (): string | null | undefined => {
  const id = input().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};
const key = (k: string, init: KeyboardEventInit = {}): boolean => fireEvent.keyDown(input(), { key: k, ...init });
const typeText = (text: string): void => {
  input().value = text;
  fireEvent.input(input());
};

function setup(value = 'GB', options: ComboboxOptions = {}): void {
  document.body.innerHTML = `<form><p class="form-row" id="billing_country_field"><label for="billing_country">Country / Region&nbsp;<abbr class="required" title="required">*</abbr></label>
    <span class="woocommerce-input-wrapper"><select id="billing_country" name="billing_country" class="country_select">${COUNTRIES.map(
      ([v, t]) => `<option value="${v}">${t}</option>`,
    ).join('')}</select></span></p></form>`;
  select = document.querySelector('select') as HTMLSelectElement;
  select.value = value;
  changes = [];
  select.addEventListener('change', () => changes.push(select.value));
  box = createCombobox(select, options, listbox); // the list's code at once (see the lazy tests at the end)
}

beforeEach(() => setup());
afterEach(() => box.dispose());

describe('structure and accessibility', () => {
  it('adds a labelled combobox controlling a listbox; the select stays as a hidden source of truth', () => {
    const label = document.querySelector('label') as HTMLLabelElement;
    expect(input().getAttribute('aria-labelledby')).toBe(label.id);
    expect(label.id).not.toBe('');
    expect(input().getAttribute('aria-controls')).toBe(list().id);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().getAttribute('aria-autocomplete')).toBe('list');
    expect(input().hasAttribute('name')).toBe(false);
    expect(input().value).toBe('United Kingdom (UK)');
    expect(input().placeholder).toBe('Select a country / region…');
    expect(list().hidden).toBe(true);
    expect(select.getAttribute('aria-hidden')).toBe('true');
    expect(select.tabIndex).toBe(-1);
    expect(select.classList.contains('sf-combobox-source')).toBe(true);
    expect(select.hidden).toBe(false); // not display:none, so validation and autofill still see it
    expect(document.getElementById('sf-combobox-style')).not.toBeNull();
  });

  it('mirrors aria-invalid / aria-required / aria-describedby of the select onto the text box', async () => {
    select.setAttribute('aria-invalid', 'true');
    select.setAttribute('aria-required', 'true');
    await new Promise((r) => setTimeout(r, 0));
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-required')).toBe('true');
    select.removeAttribute('aria-invalid');
    await new Promise((r) => setTimeout(r, 0));
    expect(input().hasAttribute('aria-invalid')).toBe(false);
  });

  it('focus given to the select (label click, error link) moves to the text box, its text selected', () => {
    select.focus();
    expect(document.activeElement).toBe(input());
    expect([input().selectionStart, input().selectionEnd]).toEqual([0, 'United Kingdom (UK)'.length]);
  });

  it("the text box's own input and change events stay inside the combobox", () => {
    const seen = vi.fn();
    document.body.addEventListener('input', seen);
    document.body.addEventListener('change', seen);
    typeText('ire');
    fireEvent.change(input());
    expect(seen).not.toHaveBeenCalled();
    key('Enter');
    expect(seen).toHaveBeenCalledOnce(); // the select's change
    expect((seen.mock.calls[0]?.[0] as Event).target).toBe(select);
  });

  it('dispose() removes the combobox and gives the select back', () => {
    box.dispose();
    expect(input()).toBeNull();
    expect(select.hasAttribute('aria-hidden')).toBe(false);
    expect(select.hasAttribute('tabindex')).toBe(false);
    expect(select.classList.contains('sf-combobox-source')).toBe(false);
  });
});

describe('keyboard', () => {
  it('ArrowDown opens on the current option; arrows move (wrapping); Enter picks and fires one change', () => {
    key('ArrowDown');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(list().hidden).toBe(false);
    expect(shown()).toHaveLength(5); // the empty placeholder option is not listed
    expect(activeText()).toBe('United Kingdom (UK)');
    expect(
      document.getElementById(input().getAttribute('aria-activedescendant') ?? '')?.getAttribute('aria-selected'),
    ).toBe('true');
    key('ArrowDown');
    expect(activeText()).toBe('Ireland');
    key('ArrowUp');
    key('ArrowUp');
    expect(activeText()).toBe('United States (US)'); // wrapped from the first to the last
    expect(key('Enter')).toBe(false); // default prevented: never submits the checkout
    expect(select.value).toBe('US');
    expect(changes).toEqual(['US']);
    expect(input().value).toBe('United States (US)');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('typing filters (case- and accent-insensitive) and Enter picks the first match', () => {
    typeText('cote');
    expect(shown()).toEqual(["Côte d'Ivoire"]);
    expect(activeText()).toBe("Côte d'Ivoire");
    key('Enter');
    expect(select.value).toBe('CI');
    typeText('UNITED');
    expect(shown()).toEqual(['United Kingdom (UK)', 'United States (US)']);
  });

  it('Escape closes without changing the value and restores the text', () => {
    typeText('ger');
    expect(key('Escape')).toBe(false);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(select.value).toBe('GB');
    expect(input().value).toBe('United Kingdom (UK)');
    expect(changes).toEqual([]);
  });

  it('Enter on the already selected option fires no change; Alt+ArrowDown opens, Alt+ArrowUp closes', () => {
    key('ArrowDown', { altKey: true });
    expect(input().getAttribute('aria-expanded')).toBe('true');
    key('ArrowUp', { altKey: true });
    expect(input().getAttribute('aria-expanded')).toBe('false');
    key('ArrowDown');
    key('Enter');
    expect(changes).toEqual([]);
  });

  it('Tab closes and leaving the field restores the text of the selected option', () => {
    typeText('ire');
    key('Tab');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    typeText('ire');
    fireEvent.focusOut(input(), { relatedTarget: document.body });
    expect(input().value).toBe('United Kingdom (UK)');
    expect(select.value).toBe('GB');
  });
});

describe('messages', () => {
  it('"No matches found" in the status region, list collapsed', () => {
    typeText('zzz');
    expect(status()).toBe('No matches found');
    expect(list().hidden).toBe(true);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    key('Enter');
    expect(status()).toBe('No matches found');
    expect(select.value).toBe('GB');
    typeText('ger');
    expect(status()).toBe('');
    expect(shown()).toEqual(['Germany']);
  });

  it('minimum input length: "Please enter N or more characters", singular for 1', () => {
    box.dispose();
    setup('GB', { minimumInputLength: 2 });
    key('ArrowDown');
    expect(status()).toBe('Please enter 2 or more characters');
    typeText('g');
    expect(status()).toBe('Please enter 1 or more characters');
    typeText('ge');
    expect(shown()).toEqual(['Germany']);
  });

  it('maximum input length: "Please delete N characters", singular for 1', () => {
    box.dispose();
    setup('GB', { maximumInputLength: 3 });
    typeText('germa');
    expect(status()).toBe('Please delete 2 characters');
    typeText('germ');
    expect(status()).toBe('Please delete 1 character');
  });

  it('uses the page wordings it is given', () => {
    box.dispose();
    setup('GB', { messages: { i18n_no_matches: 'Nothing found' } });
    typeText('zzz');
    expect(status()).toBe('Nothing found');
  });
});

describe('mouse', () => {
  it('a click opens and closes; hovering activates; clicking an option picks it', () => {
    fireEvent.click(input());
    expect(input().getAttribute('aria-expanded')).toBe('true');
    const germany = Array.from(list().querySelectorAll('li')).find((li) => li.textContent === 'Germany') as HTMLElement;
    fireEvent.mouseOver(germany);
    expect(activeText()).toBe('Germany');
    // mousedown is prevented so the text box keeps the focus
    expect(fireEvent.mouseDown(germany)).toBe(false);
    fireEvent.click(germany);
    expect(select.value).toBe('DE');
    expect(changes).toEqual(['DE']);
    expect(input().value).toBe('Germany');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(input());
    fireEvent.click(input());
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });
});

describe('the select as source of truth', () => {
  it('a change made to the select elsewhere (autofill, scripts) shows in the text box', () => {
    select.value = 'IE';
    fireEvent.change(select);
    expect(input().value).toBe('Ireland');
  });

  it('sync() picks up options and values replaced without an event', () => {
    select.innerHTML = '<option value="">Select an option…</option><option value="CA">California</option>';
    select.value = 'CA';
    box.sync();
    expect(input().value).toBe('California');
    select.value = '';
    box.sync();
    expect(input().value).toBe('');
    expect(input().placeholder).toBe('Select an option…');
    key('ArrowDown');
    expect(shown()).toEqual(['California']);
  });

  it('a state select without a label of its own falls back to its aria-label', () => {
    document.body.innerHTML = '<select id="x" aria-label="State"><option value="a">A</option></select>';
    const other = createCombobox(document.querySelector('select') as HTMLSelectElement, {}, listbox);
    expect(input().getAttribute('aria-label')).toBe('State');
    other.dispose();
  });

  it('scrolls the active option into view when the browser can', () => {
    const spy = vi.fn();
    Element.prototype.scrollIntoView = spy;
    key('ArrowDown');
    key('ArrowDown');
    expect(spy).toHaveBeenCalled();
  });
});

describe("the list's code loads when the shopper reaches for the box", () => {
  /** A loader the test lets finish; it counts its calls. */
  function deferred() {
    const calls: number[] = [];
    let settle: { resolve(m: typeof listbox): void; reject(e: unknown): void } | undefined;
    const load = () => {
      calls.push(1);
      return new Promise<typeof listbox>((resolve, reject) => (settle = { resolve, reject }));
    };
    return { load, calls, resolve: () => settle!.resolve(listbox), reject: (e: unknown) => settle!.reject(e) };
  }
  const lazy = (load: () => Promise<typeof listbox>) => {
    box.dispose();
    document.body.innerHTML = `<form><label for="c">Country</label><select id="c">${COUNTRIES.map(
      ([v, t]) => `<option value="${v}">${t}</option>`,
    ).join('')}</select></form>`;
    select = document.querySelector('select') as HTMLSelectElement;
    select.value = 'GB';
    changes = [];
    select.addEventListener('change', () => changes.push(select.value));
    box = createCombobox(select, {}, load);
  };

  it('shows the text box at once and loads nothing until a pointer or focus reaches it', () => {
    const loader = deferred();
    lazy(loader.load);
    expect(input().value).toBe('United Kingdom (UK)');
    expect(select.getAttribute('aria-hidden')).toBe('true');
    expect(loader.calls).toHaveLength(0);
    fireEvent.pointerOver(input());
    fireEvent.focusIn(input());
    expect(loader.calls).toHaveLength(1);
  });

  it('typing and Enter made while it loads are played in order once it is in; Enter never submits meanwhile', async () => {
    const loader = deferred();
    lazy(loader.load);
    const submits: Event[] = [];
    select.form!.addEventListener('submit', (e) => submits.push(e));
    typeText('germ');
    expect(key('Enter')).toBe(false); // stopped at once
    expect(key('ArrowDown')).toBe(false);
    expect(select.value).toBe('GB');
    loader.resolve();
    await vi.waitFor(() => expect(select.value).toBe('DE'));
    expect(changes).toEqual(['DE']);
    expect(submits).toHaveLength(0);
    expect(input().getAttribute('aria-expanded')).toBe('true'); // the ArrowDown after Enter opened the list
    key('Escape');
    expect(input().value).toBe('Germany');
    expect(loader.calls).toHaveLength(1);
  });

  it('a click while it loads opens the list once it is in', async () => {
    const loader = deferred();
    lazy(loader.load);
    fireEvent.pointerDown(input());
    fireEvent.click(input());
    loader.resolve();
    await vi.waitFor(() => expect(input().getAttribute('aria-expanded')).toBe('true'));
    expect(shown()).toContain('Ireland');
  });

  it('a failed load logs, drops what was held and tries again at the next reach', async () => {
    const logged = expectConsoleError('[storefront] searchable select: its list failed to load');
    const loader = deferred();
    lazy(loader.load);
    typeText('irel');
    loader.reject(new Error('offline'));
    await vi.waitFor(() => expect(logged).toHaveLength(1));
    expect(select.value).toBe('GB');
    fireEvent.pointerDown(input());
    expect(loader.calls).toHaveLength(2);
    loader.resolve();
    fireEvent.click(input());
    await vi.waitFor(() => expect(input().getAttribute('aria-expanded')).toBe('true'));
  });

  it('after dispose, a list that arrives late attaches nothing', async () => {
    const loader = deferred();
    lazy(loader.load);
    typeText('irel');
    const detached = input();
    box.dispose();
    loader.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(detached.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('[role="combobox"]')).toBeNull();
  });
});
