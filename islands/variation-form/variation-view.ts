/**
 * What the shopper sees change (spec §4 "Variation lookup"): the found variation's meta, image, id, quantity and
 * panel (after 300 ms, sliding in over 200 ms), their reset, the no-matching notice and the server look-up.
 * Its own chunk: the controller loads it when the shopper first reaches for the form, or when a variation has to
 * be shown, so a product page's initial JS carries only availability and the form's state.
 */
import { emit } from '@storefront/runtime';
import { isHidden, slide } from '@storefront/runtime/ui';
import { applyQuantity, isSellable, resetMeta, resetQuantity, showMeta } from './display';
import { setVariationId } from './form-state';
import { resetVariationImage, updateVariationImage } from './image';
import { lookupVariation, type Lookup, type LookupHandlers } from './lookup';
import { showNoMatch } from './notices';
import { variationPanelHtml } from './template';
import { SEL, type VariationFormProps, type WcVariation } from './contract';
import { DISPLAY_TIMINGS } from './display-contract';

/** The display side of one variations form. */
export class VariationView {
  private showTimer: ReturnType<typeof setTimeout> | undefined;
  private cancelImageRefresh = () => {};
  /** Something of a variation is on the page (meta, image, quantity limits) that a reset has to put back. */
  private shown = false;

  constructor(
    private readonly form: HTMLFormElement,
    private readonly props: VariationFormProps,
  ) {}

  /** found_variation: meta, image, id and quantity now; the panel after 300 ms, sliding in over 200 ms. */
  found(variation: WcVariation): void {
    const { form } = this;
    this.shown = true;
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
        if ((panel.textContent ?? '').trim() && isHidden(panel)) void slide(panel, true, DISPLAY_TIMINGS.slideMs);
        else panel.style.display = '';
      }
      emit('show_variation', { variation, purchasable }, panel ?? form);
    }, DISPLAY_TIMINGS.showDelayMs);
  }

  /** reset_data: product meta, image and quantity back; the panel slides up; the button needs a selection. */
  resetData(): void {
    const { form } = this;
    clearTimeout(this.showTimer);
    // Most changes leave the selection incomplete again and again: once put back, there is nothing to restore.
    if (this.shown) {
      this.shown = false;
      resetMeta(form);
      this.cancelImageRefresh();
      resetVariationImage(form);
      this.cancelImageRefresh = updateVariationImage(form, false);
      resetQuantity(form);
    }
    const panel = form.querySelector<HTMLElement>(SEL.singleVariation);
    if (panel) void slide(panel, false, DISPLAY_TIMINGS.slideMs);
    emit('hide_variation', {}, panel ?? form);
  }

  /** The no-matching notice. */
  noMatch(): void {
    showNoMatch(this.form, this.props.texts.noMatching);
  }

  /** Starts a server look-up (see {@link lookupVariation}). */
  lookup(data: Record<string, string>, on: LookupHandlers): Lookup {
    return lookupVariation(this.form, { ...data }, this.props, on);
  }

  /** Stops pending timers (unmount). */
  stop(): void {
    clearTimeout(this.showTimer);
    this.cancelImageRefresh();
  }
}
