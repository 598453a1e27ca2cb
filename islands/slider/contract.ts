/**
 * The sliders' markup contract (`data-*` attributes mirroring the slick options of spec §2 'Sliders and carousels')
 * and its mapping to keen-slider options per type (spec §9 'Sliders'). Pure: no DOM writes.
 *
 * ```html
 * <div data-slider-type="content-carousel" class="slider-loading" role="region" aria-roledescription="carousel"
 *      aria-label="…" data-slides-to-show="4" data-show-991="2" data-scroll-one="true" data-autoplay="true">
 *   <div class="slider-track"><div>slide</div>…</div>
 * </div>
 * ```
 */
import type { KeenSliderOptions } from 'keen-slider';

/** The four slider types. */
export type SliderType = 'carousel' | 'content-carousel' | 'thumb' | 'default';
/** Breakpoints of the content carousel, widest first (each applies at that width and below). */
export const BREAKPOINTS = [1499, 1199, 991, 767, 543] as const;
/** Library defaults (spec §9): autoplay interval and transition speed, ms. */
export const AUTOPLAY_INTERVAL = 3000;
export const TRANSITION_SPEED = 500;
/** Thumbnails shown by default. */
export const THUMBS_SHOWING = 4;
/** The track inside the slider element; its children are the slides. */
export const TRACK = '.slider-track';
/** Class the server prints and the island removes once the slider is initialised. */
export const LOADING_CLASS = 'slider-loading';

/** A slider's configuration as read from its attributes (bad values fall back to the defaults). */
export interface SliderConfig {
  type: SliderType;
  /** Autoplay interval, ms. */
  interval: number;
  /** Transition speed, ms. */
  speed: number;
  fade: boolean;
  arrows: boolean;
  autoplay: boolean;
  dots: boolean;
  centre: boolean;
  /** Slides shown and scrolled above every breakpoint. */
  show: number;
  scroll: number;
  /** Per breakpoint (content carousel): slides shown and scrolled at that width and below. */
  responsive: { width: number; show: number; scroll: number }[];
  /** Id of the linked thumbnail slider (thumb type), and how many thumbnails it shows. */
  thumbs: string | null;
  thumbsShowing: number;
  /** Wait before autoplay starts, ms. */
  initialDelay: number;
}

const TYPES: readonly SliderType[] = ['carousel', 'content-carousel', 'thumb', 'default'];

function int(value: string | undefined, fallback: number, min: number, max: number): number {
  const n = value === undefined || value.trim() === '' ? NaN : Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}
function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  return value === '' || value === 'true' || value === '1' || value === 'yes';
}

/** Reads the configuration from a slider element's `dataset` (unknown type → `default`). */
export function readSliderConfig(data: Record<string, string | undefined>): SliderConfig {
  const type = (TYPES as readonly string[]).includes(data.sliderType ?? '')
    ? (data.sliderType as SliderType)
    : 'default';
  const show = type === 'default' || type === 'thumb' ? 1 : int(data.slidesToShow, 1, 1, 12);
  const scrollOne = flag(data.scrollOne, false) || type === 'carousel' || type === 'thumb';
  const scroll = scrollOne ? 1 : int(data.slidesToScroll, 1, 1, 12);
  let last = { show, scroll };
  const responsive =
    type === 'content-carousel'
      ? BREAKPOINTS.map((width) => {
          const s = int(data[`show-${width}`], last.show, 1, 12);
          last = { show: s, scroll: scrollOne ? 1 : int(data[`scroll-${width}`], Math.min(last.scroll, s), 1, 12) };
          return { width, ...last };
        })
      : [];
  return {
    type,
    interval: int(data.speed, AUTOPLAY_INTERVAL, 500, 60000),
    speed: int(data.animationSpeed, TRANSITION_SPEED, 0, 10000),
    fade: flag(data.fade, false) && (type === 'default' || type === 'thumb'),
    arrows: flag(data.arrows, true),
    autoplay: flag(data.autoplay, false),
    dots: flag(data.dots, type === 'carousel' || type === 'default'),
    centre: flag(data.centerMode, false),
    show,
    scroll,
    responsive,
    thumbs: type === 'thumb' && data.thumbs ? data.thumbs : null,
    thumbsShowing: int(data.thumbsShowing, THUMBS_SHOWING, 1, 12),
    initialDelay: int(data.initialDelay, 0, 0, 60000),
  };
}

/** The media query of a breakpoint: that width and below. */
export const breakpointQuery = (width: number): string => `(max-width: ${width}px)`;

/**
 * keen-slider options for a configuration: the carousel has variable-width slides (`perView: 'auto'`), the content
 * carousel one breakpoint per width (keen-slider applies the last matching one, so the narrowest wins), the default
 * and thumb sliders one slide; fade sliders leave the slides in place (opacity is set per slide).
 */
export function keenOptions(config: SliderConfig, rtl: boolean): KeenSliderOptions {
  const origin = config.centre ? ('center' as const) : ('auto' as const);
  const perView = config.type === 'carousel' ? ('auto' as const) : config.show;
  const options: KeenSliderOptions = {
    loop: true,
    rtl,
    defaultAnimation: { duration: config.speed },
    slides: { perView, origin },
  };
  if (config.responsive.length)
    options.breakpoints = Object.fromEntries(
      config.responsive.map((b) => [breakpointQuery(b.width), { slides: { perView: b.show, origin } }]),
    );
  return options;
}

/** Slides moved by one arrow press or autoplay step at the current width (`matches` answers a media query). */
export function scrollCount(config: SliderConfig, matches: (query: string) => boolean): number {
  let n = config.scroll;
  for (const b of config.responsive) if (matches(breakpointQuery(b.width))) n = b.scroll;
  return n;
}
