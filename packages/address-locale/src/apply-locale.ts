import { LOCALE_FIELD_SELECTORS } from './default-fields';
import { fieldsFor } from './fields';
import { readAddressTexts } from './globals';
import { swapStateField, type StateSwap } from './state-field';
import type { AddressData, AddressType, FieldDefinition } from './types';

const LAYOUT = ['form-row-first', 'form-row-last', 'form-row-wide'];
const INPUTS = 'input, select, textarea';

/** Marker texts; defaults come from the page's `wc_address_i18n_params` / `wc_country_select_params`. */
export interface LocaleTexts {
  required: string;
  optional: string;
  selectState: string;
}

/** What {@link applyLocale} changed. */
export interface AppliedLocale {
  fields: FieldDefinition[];
  state: StateSwap | null;
  /** True when rows were moved to follow the priorities. */
  reordered: boolean;
}

function setLabel(row: HTMLElement, def: FieldDefinition, texts: LocaleTexts): void {
  const label = row.querySelector('label');
  if (!label) return;
  const doc = row.ownerDocument;
  // Same markup WooCommerce prints: "Label&nbsp;<abbr class="required" title="required">*</abbr>"
  // or "Label&nbsp;<span class="optional">(optional)</span>".
  const marker = def.required ? doc.createElement('abbr') : doc.createElement('span');
  if (def.required) {
    marker.className = 'required';
    marker.title = texts.required;
    marker.textContent = '*';
  } else {
    marker.className = 'optional';
    marker.textContent = `(${texts.optional})`;
  }
  label.replaceChildren(doc.createTextNode(`${def.label}\u00a0`), marker);
}

function setRequired(row: HTMLElement, def: FieldDefinition): void {
  row.classList.toggle('validate-required', def.required);
  if (!def.required) row.classList.remove('woocommerce-invalid', 'woocommerce-invalid-required-field');
  for (const input of row.querySelectorAll<HTMLElement>(INPUTS)) {
    if (input instanceof HTMLInputElement && input.type === 'hidden') continue;
    if (def.required) {
      input.setAttribute('aria-required', 'true');
      input.setAttribute('required', '');
    } else {
      input.removeAttribute('aria-required');
      input.removeAttribute('required');
    }
  }
}

function setHidden(row: HTMLElement, hidden: boolean): void {
  // The `hidden` attribute, never inline styles (the page contract); a `display: none` some
  // older markup or script left is dropped when the field shows again.
  row.hidden = hidden;
  if (!hidden && row.style.display === 'none') row.style.removeProperty('display');
  if (!hidden) return;
  // Spec §4: hidden fields are cleared, so a stale value is never posted.
  for (const input of row.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(INPUTS)) {
    if (input instanceof HTMLInputElement && (input.type === 'checkbox' || input.type === 'radio')) continue;
    input.value = '';
  }
}

function setLayout(row: HTMLElement, def: FieldDefinition): void {
  row.classList.remove(...LAYOUT);
  row.classList.add(...def.class);
}

/**
 * Moves the `.form-row` children of each container so they follow `data-priority`, as
 * WooCommerce's address script does (a row without a priority comes right after the previous
 * one). Rows are moved only when the order actually changes.
 */
export function sortRowsByPriority(containers: Iterable<Element>): boolean {
  let moved = false;
  for (const container of containers) {
    const rows = Array.from(container.children).filter((c): c is HTMLElement => c.classList.contains('form-row'));
    let last = 0;
    const keyed = rows.map((row, index) => {
      const p = Number.parseInt(row.dataset['priority'] ?? '', 10);
      last = Number.isFinite(p) ? p : last + 1;
      return { row, priority: last, index };
    });
    const sorted = [...keyed].sort((a, b) => a.priority - b.priority || a.index - b.index);
    const from = sorted.findIndex((k, i) => k.row !== rows[i]);
    if (from < 0) continue;
    // The rows before the first one out of place stay put: a field the shopper is typing in there keeps its focus
    // (the rules may arrive while the shopper types).
    for (const k of sorted.slice(from)) container.appendChild(k.row);
    moved = true;
  }
  return moved;
}

/**
 * Applies a country's address rules to a billing or shipping address inside `root` (the form or
 * the address's wrapper): swaps the state field (select / text / hidden, keeping a still-valid
 * value), then — like WooCommerce's address script for the locale fields (address_1, address_2,
 * city, state, postcode) — sets labels with their '*' / '(optional)' marker, required flags
 * (validate-required, aria-required), placeholders and visibility (hidden fields are cleared);
 * every field also gets its priority and layout classes, and the rows are re-ordered by priority
 * (so JP/HU show the last name first).
 *
 * It fires no event: the caller emits `country_to_state_changed` (country, wrapper) afterwards,
 * as WooCommerce does, and re-validates if it wants to.
 */
export function applyLocale(
  root: ParentNode,
  country: string,
  type: AddressType,
  data?: AddressData,
  texts: LocaleTexts = readAddressTexts(),
): AppliedLocale {
  const fields = fieldsFor(country, type, data);
  const stateDef = fields.find((f) => f.key === 'state');
  const state = stateDef ? swapStateField(root, stateDef, texts.selectState) : null;
  const containers = new Set<Element>();

  for (const def of fields) {
    const row = root.querySelector<HTMLElement>(`#${def.rowId}`);
    if (!row) continue;
    row.dataset['priority'] = String(def.priority);
    setLayout(row, def);
    if (row.parentElement) containers.add(row.parentElement);
    if (!(def.key in LOCALE_FIELD_SELECTORS)) continue;
    setLabel(row, def, texts);
    if (def.placeholder !== undefined && def.key !== 'state') {
      row.querySelector(INPUTS)?.setAttribute('placeholder', def.placeholder);
    }
    setRequired(row, def);
    setHidden(row, def.hidden);
  }
  return { fields, state, reordered: sortRowsByPriority(containers) };
}
