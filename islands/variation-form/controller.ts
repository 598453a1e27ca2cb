/**
 * The variation form's behaviour, framework-free (the React component only starts and stops it). Matching and
 * option availability come from `@storefront/variations`' bitset index, built from `data-product_variations`
 * or, for large products, from the compact `data-variation-index` (details then come from `get_variation`);
 * with neither, every full choice is looked up on the server. The flow follows WooCommerce's events, emitted on
 * the form so themes and plugins (through the jQuery bridge) see the same sequence:
 * change → woocommerce_variation_select_change → found_variation | reset_data → show_variation | hide_variation
 * → woocommerce_variation_has_changed.
 */
import { emit, on } from '@storefront/runtime';
import { announce } from '@storefront/runtime/ui';
import { chosenSummary, type VariationFormState, type VariationIndex } from '@storefront/variations';
import { isShown, slideDown, slideUp } from './dom';
import { applyQuantity, isSellable, resetMeta, resetQuantity, setButtonState, setVariationId, showMeta } from './display';
import { resetVariationImage, updateVariationImage } from './image';
import { buildIndex } from './build-index';
import { lookupVariation, type Lookup } from './lookup';
import { clearNotices, showNoMatch } from './notices';
import { applyAvailability, readSelectField, restoreOptions, type SelectField } from './options';
import { variationPanelHtml } from './template';
import { measured } from './perf';
import { SEL, TIMINGS, type VariationFormProps, type WcVariation } from './contract';

/** One enhanced `form.variations_form`. Call {@link start}; the returned function undoes everything. */
export class VariationFormController {
  private readonly fields: SelectField[];
  private readonly index: VariationIndex | null;
  private readonly variations: WcVariation[] | null;
  private loading = true;
  private showTimer: ReturnType<typeof setTimeout> | undefined;
  private cancelImageRefresh = () => {};
  private lookup: Lookup | null = null;
  private resetAlertTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly form: HTMLFormElement,
    private readonly props: VariationFormProps,
    private readonly alert: (message: string) => void = (m) => window.alert(m),
  ) {
    this.fields = [...form.querySelectorAll<HTMLSelectElement>(SEL.selects)].map(readSelectField);
    const built = measured('sf-variation-build', () => buildIndex(this.fields, props.variations, props.compactIndex));
    this.index = built.index;
    this.variations = built.variations;
  }

  /** Attaches the listeners and schedules the first check (100 ms, after the gallery). */
  start(): () => void {
    const { form } = this;
    const offs = [
      on('check_variations', () => this.check(), form),
      on('found_variation', (d) => d.variation && typeof d.variation === 'object' && this.onFound(d.variation as WcVariation), form),
      on('reset_data', () => this.onResetData(), form),
      on('show_variation', (d) => setButtonState(form, d.purchasable ? 'enabled' : 'unavailable'), form),
      on('hide_variation', () => setButtonState(form, 'selection-needed'), form),
    ];
    const onChange = (e: Event) => {
      if ((e.target as Element | null)?.matches?.(SEL.selects)) measured('sf-variation-change', () => this.onChange());
    };
    const onClick = (e: MouseEvent) => {
      const target = e.target as Element | null;
      if (target?.closest?.(SEL.reset)) {
        e.preventDefault();
        this.reset();
      } else if (target?.closest?.(SEL.button)) this.guardAddToCart(e);
    };
    const onKey = (e: KeyboardEvent) => {
      if ((e.key === ' ' || e.key === 'Enter') && (e.target as Element | null)?.closest?.(SEL.reset)) {
        e.preventDefault();
        this.reset();
      }
    };
    const onSubmit = (e: SubmitEvent) => this.guardAddToCart(e);
    form.addEventListener('change', onChange);
    form.addEventListener('click', onClick);
    form.addEventListener('keydown', onKey);
    form.addEventListener('submit', onSubmit);
    // The reset link acts as a button (Space works too): say so.
    form.querySelectorAll(SEL.reset).forEach((a) => a.setAttribute('role', 'button'));
    this.toggleResetLink(false);
    const first = setTimeout(() => {
      measured('sf-variation-start', () => this.check());
      this.loading = false;
    }, TIMINGS.initialCheckMs);
    return () => {
      clearTimeout(first);
      clearTimeout(this.showTimer);
      clearTimeout(this.resetAlertTimer);
      this.cancelImageRefresh();
      this.lookup?.abort();
      offs.forEach((off) => off());
      form.removeEventListener('change', onChange);
      form.removeEventListener('click', onClick);
      form.removeEventListener('keydown', onKey);
      form.removeEventListener('submit', onSubmit);
    };
  }

  /** Current select values by attribute name. */
  private selection(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const f of this.fields) out[f.name] = f.el.value;
    return out;
  }

  /** A select changed: clear the variation id and notices, then check (WooCommerce's onChange). */
  private onChange(): void {
    setVariationId(this.form, '');
    clearNotices(this.form);
    if (this.variations) emit('woocommerce_variation_select_change', {}, this.form);
    this.check();
    emit('woocommerce_variation_has_changed', {}, this.form);
  }

  /** The look-up (spec §4 "Variation lookup"): availability, then match locally or on the server. */
  check(): void {
    if (!this.index) return this.checkOnServer();
    const state = this.index.update(this.selection());
    this.applyOptions(state);
    const { count, chosenCount, data } = state.summary;
    if (count > 0 && chosenCount === count && state.found) {
      const local = this.variations?.[state.found.row];
      if (local) emit('found_variation', { variation: local }, this.form);
      else this.startLookup(data);
    } else if (state.noMatch) this.noMatch();
    else emit('reset_data', {}, this.form);
    this.toggleResetLink(state.resetVisible);
  }

  /** No data and no index: a full choice is looked up on the server; anything less resets the display. */
  private checkOnServer(): void {
    this.fields.forEach(restoreOptions);
    const { count, chosenCount, data } = chosenSummary(this.fields.map((f) => f.name), this.selection());
    if (count > 0 && chosenCount === count) this.startLookup(data);
    else {
      this.lookup?.abort();
      emit('reset_data', {}, this.form);
    }
    this.toggleResetLink(chosenCount > 0);
  }

  private startLookup(data: Record<string, string>): void {
    this.lookup?.abort();
    this.lookup = lookupVariation(this.form, { ...data }, this.props, {
      found: (v) => emit('found_variation', { variation: v }, this.form),
      // The index said a variation exists; an empty answer still means none can be bought now.
      none: () => this.noMatch(),
      failed: () => emit('reset_data', {}, this.form),
    });
  }

  private applyOptions(state: VariationFormState): void {
    const byName = new Map(state.attributes.map((a) => [a.name, a] as const));
    for (const f of this.fields) applyAvailability(f, byName.get(f.name), state.selection[f.name] ?? '');
    emit('woocommerce_update_variation_values', {}, this.form);
  }

  /** No variation matches: reset the display and, except during the first check, say so. */
  private noMatch(): void {
    emit('reset_data', {}, this.form);
    if (!this.loading) showNoMatch(this.form, this.props.texts.noMatching);
  }

  /** found_variation: meta, image, id and quantity now; the panel after 300 ms, sliding in over 200 ms. */
  private onFound(variation: WcVariation): void {
    const { form } = this;
    showMeta(form, variation);
    this.cancelImageRefresh();
    this.cancelImageRefresh = updateVariationImage(form, variation);
    setVariationId(form, variation.variation_id);
    applyQuantity(form, variation);
    clearTimeout(this.showTimer);
    this.showTimer = setTimeout(() => {
      const panel = form.querySelector<HTMLElement>(SEL.singleVariation);
      const purchasable = isSellable(variation);
      if (panel) {
        panel.innerHTML = variationPanelHtml(variation, this.props.texts);
        if ((panel.textContent ?? '').trim() && !isShown(panel)) slideDown(panel, TIMINGS.slideMs);
        else panel.style.display = '';
      }
      emit('show_variation', { variation, purchasable }, panel ?? form);
    }, TIMINGS.showDelayMs);
  }

  /** reset_data: product meta, image and quantity back; the panel slides up; the button needs a selection. */
  private onResetData(): void {
    const { form } = this;
    clearTimeout(this.showTimer);
    resetMeta(form);
    this.cancelImageRefresh();
    resetVariationImage(form);
    this.cancelImageRefresh = updateVariationImage(form, false);
    resetQuantity(form);
    const panel = form.querySelector<HTMLElement>(SEL.singleVariation);
    if (panel) slideUp(panel, TIMINGS.slideMs);
    emit('hide_variation', {}, panel ?? form);
  }

  /** The reset link (spec §4 "Reset link"). */
  reset(): void {
    measured('sf-variation-reset', () => {
      this.lookup?.abort();
      // All cleared first, then a change per select, as WooCommerce does: swatch plugins listening to the
      // selects follow, and the last check (nothing chosen) emits reset_data.
      for (const f of this.fields) f.el.value = '';
      for (const f of this.fields) f.el.dispatchEvent(new Event('change', { bubbles: true }));
      if (this.fields.length === 0) this.onChange();
      this.announceReset();
      this.fields[0]?.el.focus();
    });
  }

  private announceReset(): void {
    const text = this.props.texts.resetAlert;
    const region = this.form.querySelector<HTMLElement>(SEL.resetAlert);
    if (!region) return void announce(text);
    region.textContent = text;
    clearTimeout(this.resetAlertTimer);
    // Emptied again so the same words are spoken on the next reset.
    this.resetAlertTimer = setTimeout(() => (region.textContent = ''), TIMINGS.resetAlertClearMs);
  }

  private toggleResetLink(visible: boolean): void {
    this.form.querySelectorAll<HTMLElement>(SEL.reset).forEach((a) => {
      a.style.visibility = visible ? 'visible' : 'hidden';
      a.style.display = visible ? 'inline-block' : 'none';
    });
  }

  /** A disabled add-to-cart button does nothing but explain why (spec §5 Add to cart). */
  private guardAddToCart(e: Event): void {
    const button = this.form.querySelector(SEL.button);
    if (!button?.classList.contains('disabled')) return;
    e.preventDefault();
    if (button.classList.contains('wc-variation-is-unavailable')) this.alert(this.props.texts.unavailable);
    else if (button.classList.contains('wc-variation-selection-needed')) this.alert(this.props.texts.makeASelection);
  }
}
