/**
 * The variation form's behaviour (the island module starts it on the form and stops it at unmount). Matching and
 * option availability come from `@storefront/variations`' bitset index, built from `data-product_variations`
 * or, for large products, from the compact `data-variation-index` (details then come from `get_variation`);
 * with neither, every full choice is looked up on the server. The flow follows WooCommerce's events, emitted on
 * the form so themes and plugins (through the jQuery bridge) see the same sequence:
 * change → woocommerce_variation_select_change → found_variation | reset_data → show_variation | hide_variation
 * → woocommerce_variation_has_changed.
 *
 * Only availability and the form's state are here. What the shopper sees change (meta, image, panel, notices,
 * server look-ups) is variation-view.ts, a chunk loaded when the shopper first reaches for the form (pointer,
 * touch, focus, key) or when something has to be shown; calls made while it loads run in order once it is in.
 */
import { emit, on } from '@storefront/runtime';
import { chosenSummary, type VariationFormState, type VariationIndex } from '@storefront/variations';
import { buildIndex } from './build-index';
import { buttonReason, clearNotices, setButtonState, setVariationId } from './form-state';
import { applyAvailability, readSelectField, restoreOptions, type SelectField } from './options';
import { measured } from './perf';
import type { Lookup } from './lookup';
import { ResetLink } from './reset-link';
import { ViewLoader } from './view-loader';
import { CLASSES, SEL, TIMINGS, type VariationFormProps, type WcVariation } from './contract';

/** Events that show the shopper is about to use the form: the display code is fetched then. */
const REACH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** One enhanced `form.variations_form`. Call {@link start}; the returned function undoes everything. */
export class VariationFormController {
  private readonly fields: SelectField[];
  private index: VariationIndex | null = null;
  private variations: WcVariation[] | null = null;
  /** Set while the compact index is being decoded (its decoder is a chunk of its own). */
  private indexing: Promise<void> | null = null;
  private loading = true;
  private stopped = false;
  private readonly view: ViewLoader;
  private readonly resetLink: ResetLink;
  private lookup: Lookup | null = null;
  private lookupTimer: ReturnType<typeof setTimeout> | undefined;
  private lookupSeq = 0;
  /** Each field's position among the index's attributes (see applyOptions). */
  private readonly places: number[] = [];
  /** True while a reset clears the selects: only the last select's change runs the check. */
  private skipCheck = false;

  constructor(
    private readonly form: HTMLFormElement,
    private readonly props: VariationFormProps,
    private readonly alert: (message: string) => void = (m) => window.alert(m),
  ) {
    this.fields = [...form.querySelectorAll<HTMLSelectElement>(SEL.selects)].map(readSelectField);
    this.view = new ViewLoader(form, props);
    this.resetLink = new ResetLink(form, props.texts.resetAlert);
    const built = buildIndex(this.fields, props.variations, props.compactIndex);
    if (built instanceof Promise) {
      this.indexing = built.then((b) => {
        this.index = b.index;
        this.variations = b.variations;
        this.indexing = null;
      });
    } else {
      this.index = built.index;
      this.variations = built.variations;
    }
  }

  /** Attaches the listeners and schedules the first check (100 ms, after the gallery). */
  start(): () => void {
    const { form } = this;
    const offs = [
      on('check_variations', () => this.check(), form),
      on(
        'found_variation',
        (d) => {
          if (d.variation && typeof d.variation === 'object') this.view.run((v) => v.found(d.variation as WcVariation));
        },
        form,
      ),
      on('reset_data', () => this.onResetData(), form),
      on(
        'show_variation',
        (d) => setButtonState(form, d.purchasable ? 'enabled' : 'unavailable', this.props.texts),
        form,
      ),
      on('hide_variation', () => setButtonState(form, 'selection-needed', this.props.texts), form),
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
    const onReach = () => {
      REACH_EVENTS.forEach((t) => form.removeEventListener(t, onReach));
      void this.view.load();
    };
    form.addEventListener('change', onChange);
    form.addEventListener('click', onClick);
    form.addEventListener('keydown', onKey);
    form.addEventListener('submit', onSubmit);
    REACH_EVENTS.forEach((t) => form.addEventListener(t, onReach, { passive: true }));
    this.resetLink.show(false);
    const first = setTimeout(
      () =>
        this.whenIndexed(() => {
          measured('sf-variation-start', () => this.check());
          this.loading = false;
        }),
      TIMINGS.initialCheckMs,
    );
    return () => {
      this.stopped = true;
      clearTimeout(first);
      this.resetLink.stop();
      this.cancelLookup();
      this.view.stop();
      offs.forEach((off) => off());
      form.removeEventListener('change', onChange);
      form.removeEventListener('click', onClick);
      form.removeEventListener('keydown', onKey);
      form.removeEventListener('submit', onSubmit);
      REACH_EVENTS.forEach((t) => form.removeEventListener(t, onReach));
    };
  }

  /** Runs `fn` now, or once the compact index is decoded. */
  private whenIndexed(fn: () => void): void {
    if (!this.indexing) return fn();
    void this.indexing.then(() => this.stopped || fn());
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
    if (!this.skipCheck) this.check();
    emit('woocommerce_variation_has_changed', {}, this.form);
  }

  /** The look-up (spec §4 "Variation lookup"): availability, then match locally or on the server. */
  check(): void {
    if (this.indexing) return this.whenIndexed(() => this.check());
    if (!this.index) return this.checkOnServer();
    this.cancelLookup();
    const state = this.index.update(this.selection());
    this.applyOptions(state);
    const { count, chosenCount, data } = state.summary;
    if (count > 0 && chosenCount === count && state.found) {
      const local = this.variations?.[state.found.row];
      if (local) emit('found_variation', { variation: local }, this.form);
      else this.startLookup(data);
    } else if (state.noMatch) this.noMatch();
    else emit('reset_data', {}, this.form);
    this.resetLink.show(state.resetVisible);
  }

  /** No data and no index: a full choice is looked up on the server; anything less resets the display. */
  private checkOnServer(): void {
    this.fields.forEach(restoreOptions);
    const { count, chosenCount, data } = chosenSummary(
      this.fields.map((f) => f.name),
      this.selection(),
    );
    if (count > 0 && chosenCount === count) this.startLookup(data);
    else {
      this.cancelLookup();
      emit('reset_data', {}, this.form);
    }
    this.resetLink.show(chosenCount > 0);
  }

  /**
   * Starts a server look-up once this change's work is done (a task later, so the selects update first) and
   * the display code is in. A newer check cancels it, and aborts a running one.
   */
  private startLookup(data: Record<string, string>): void {
    this.cancelLookup();
    const seq = this.lookupSeq;
    this.lookupTimer = setTimeout(
      () =>
        this.view.run((view) => {
          if (seq !== this.lookupSeq) return;
          this.lookup = measured('sf-variation-lookup', () =>
            view.lookup(data, {
              found: (v) => emit('found_variation', { variation: v }, this.form),
              // The index said a variation exists; an empty answer still means none can be bought now.
              none: () => this.noMatch(),
              failed: () => emit('reset_data', {}, this.form),
            }),
          );
        }),
      0,
    );
  }

  private cancelLookup(): void {
    this.lookupSeq++;
    clearTimeout(this.lookupTimer);
    this.lookup?.abort();
    this.lookup = null;
  }

  private applyOptions(state: VariationFormState): void {
    // The index lists attributes in its own order, the same on every change: each field's place is read once.
    const names = this.index!.attributeNames;
    this.fields.forEach((f, i) => {
      const at = (this.places[i] ??= names.lastIndexOf(f.name));
      applyAvailability(f, state.attributes[at], state.selection[f.name] ?? '');
    });
    emit('woocommerce_update_variation_values', {}, this.form);
  }

  /** No variation matches: reset the display and, except during the first check, say so. */
  private noMatch(): void {
    emit('reset_data', {}, this.form);
    if (!this.loading) this.view.run((v) => v.noMatch());
  }

  /**
   * reset_data: the display goes back (variation-view.ts). Before anything was ever shown there is nothing to put
   * back: the empty panel is hidden and hide_variation sets the button's state, without loading the display code.
   */
  private onResetData(): void {
    const panel = this.form.querySelector<HTMLElement>(SEL.singleVariation);
    if (this.view.requested || (panel?.textContent ?? '').trim()) return this.view.run((v) => v.resetData());
    if (panel) panel.style.display = 'none';
    emit('hide_variation', {}, panel ?? this.form);
  }

  /** The reset link (spec §4 "Reset link"). */
  reset(): void {
    measured('sf-variation-reset', () => {
      this.cancelLookup();
      // All cleared first, then a change per select, as WooCommerce does: swatch plugins listening to the
      // selects follow. One check, on the last change, settles everything (nothing chosen emits reset_data).
      for (const f of this.fields) f.el.value = '';
      this.fields.forEach((f, i) => {
        this.skipCheck = i < this.fields.length - 1;
        f.el.dispatchEvent(new Event('change', { bubbles: true }));
      });
      this.skipCheck = false;
      if (this.fields.length === 0) this.onChange();
      this.resetLink.announce();
      this.fields[0]?.el.focus();
    });
  }

  /**
   * A disabled add-to-cart button does nothing but explain why (spec §5 Add to cart): the alert says what its
   * description says (the selection-needed or the unavailable text, set with the button's state).
   */
  private guardAddToCart(e: Event): void {
    const button = this.form.querySelector<HTMLElement>(SEL.button);
    if (!button?.classList.contains(CLASSES.disabled)) return;
    e.preventDefault();
    const why = buttonReason(button);
    if (why) this.alert(why);
  }
}
