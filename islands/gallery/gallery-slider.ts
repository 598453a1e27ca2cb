import KeenSlider, { type KeenSliderInstance, type KeenSliderOptions } from 'keen-slider';

// keen-slider's default export is a plain factory returning the instance. Its types declare a constructor, but
// the production build minifies it into an arrow function (terser's unsafe_arrows), which `new` cannot call.
const keenSlider = KeenSlider as unknown as (container: HTMLElement, options: KeenSliderOptions) => KeenSliderInstance;
import type { SliderOptions } from './contract';

/** What the gallery needs from the slider. */
export interface GallerySlider {
  /** Animates to slide `index` over the configured speed. */
  moveTo(index: number): void;
  /** Re-measures after the images changed (a variation image arrived). */
  refresh(): void;
  destroy(): void;
}

/**
 * Turns WooCommerce's gallery wrapper into a keen-slider track: slide animation at `opts.speed`, no loop,
 * no arrows, no autoplay (keen-slider has none unless a plugin adds it). `onChange` gets the new index.
 * Smooth height: the track follows the current slide's height (CSS transitions it). `initial` is the slide the
 * native scroll-snap track shows: keen-slider starts there and the track's scroll goes back to 0 in the same task,
 * so nothing moves on screen.
 */
export function createSlider(
  wrapper: HTMLElement,
  slides: HTMLElement[],
  opts: SliderOptions,
  onChange: (index: number) => void,
  initial = 0,
): GallerySlider {
  wrapper.classList.add('keen-slider');
  wrapper.scrollLeft = 0;
  slides.forEach((s) => s.classList.add('keen-slider__slide'));
  const fitHeight = (s: KeenSliderInstance) => {
    if (!opts.smoothHeight) return;
    const slide = s.slides[s.track.details?.rel ?? 0];
    if (slide?.offsetHeight) wrapper.style.height = `${slide.offsetHeight}px`;
  };
  const slider = keenSlider(wrapper, {
    selector: () => slides,
    initial,
    loop: opts.loop,
    rtl: opts.rtl,
    defaultAnimation: { duration: opts.speed },
    created: fitHeight,
    updated: fitHeight,
    slideChanged(s) {
      fitHeight(s);
      onChange(s.track.details.rel);
    },
  });
  return {
    moveTo(index) {
      slider.moveToIdx(index, false, { duration: opts.speed });
    },
    refresh() {
      slider.update();
      fitHeight(slider);
    },
    destroy() {
      slider.destroy();
      wrapper.classList.remove('keen-slider');
      wrapper.style.removeProperty('height');
      slides.forEach((s) => s.classList.remove('keen-slider__slide'));
    },
  };
}
