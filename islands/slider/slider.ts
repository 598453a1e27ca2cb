import KeenSlider, { type KeenSliderInstance, type KeenSliderOptions } from 'keen-slider';
import type { Scope } from '@storefront/runtime/ui';
import { button, LABELS } from './controls';
import { keenOptions, LOADING_CLASS, scrollCount, TRACK, type SliderConfig } from './contract';
import { startThumbs } from './thumbs';

// keen-slider's default export is a plain factory (see islands/gallery/gallery-slider.ts): terser turns it into an
// arrow function, which `new` cannot call.
const keenSlider = KeenSlider as unknown as (container: HTMLElement, options: KeenSliderOptions) => KeenSliderInstance;

/** What the page says about motion, read once at mount. */
export interface SliderEnv {
  rtl: boolean;
  reducedMotion: boolean;
  /** Answers a media query (window.matchMedia). */
  matches(query: string): boolean;
}

/**
 * Turns the server's slider markup into a keen-slider: slides labelled as a carousel's groups, off-screen slides
 * inert, arrows / dots / pause as named buttons (inside the space the theme reserves, so nothing moves), autoplay
 * every `interval` ms that never pauses on hover but stops for reduced motion, while focus is inside, and with the
 * pause button; fade by opacity; adaptive height for the default type; a linked thumbnail slider for the thumb type.
 */
export function startSlider(host: HTMLElement, config: SliderConfig, env: SliderEnv, scope: Scope): void {
  const track = host.querySelector<HTMLElement>(TRACK);
  const slides = track ? ([...track.children] as HTMLElement[]) : [];
  if (!track || !slides.length) return;
  const count = slides.length;
  slides.forEach((s, i) => {
    // A plain box becomes a 'slide' group; list items and figures keep their own role (a list stays a list).
    if (s.matches('div, section, article') && !s.hasAttribute('role')) {
      s.setAttribute('role', 'group');
      s.setAttribute('aria-roledescription', 'slide');
    }
    if (!s.hasAttribute('aria-label') && !s.hasAttribute('aria-labelledby'))
      s.setAttribute('aria-label', LABELS.slide(i + 1, count));
  });
  const speed = env.reducedMotion ? 0 : config.speed;
  const opts = { signal: scope.signal };
  const dots: HTMLButtonElement[] = [];
  const step = () => scrollCount(config, env.matches);
  let paused = !config.autoplay || env.reducedMotion;
  let focused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (delay = config.interval) => {
    clearTimeout(timer);
    track.setAttribute('aria-live', paused ? 'polite' : 'off');
    if (!paused && !focused) timer = setTimeout(() => move(1), delay);
  };

  const fitHeight = (s: KeenSliderInstance) => {
    if (config.type !== 'default' || config.fade) return;
    const slide = slides[s.track.details?.rel ?? 0];
    if (slide?.offsetHeight) track.style.height = `${slide.offsetHeight}px`;
  };
  const showing = (s: KeenSliderInstance) => {
    const details = s.track.details;
    if (!details) return;
    details.slides.forEach((d, i) => {
      const el = slides[i];
      if (!el) return;
      if (config.fade) el.style.opacity = String(d.portion);
      el.inert = d.portion === 0;
    });
    const page = Math.floor(details.rel / step());
    dots.forEach((d, i) => d.setAttribute('aria-current', String(i === page)));
  };

  track.classList.add('keen-slider');
  if (!config.fade) slides.forEach((s) => s.classList.add('keen-slider__slide'));
  const slider = keenSlider(track, {
    ...keenOptions(config, env.rtl),
    defaultAnimation: { duration: speed },
    ...(config.fade ? { selector: null, slides: { number: count, perView: 1 } } : { selector: () => slides }),
    created(s) {
      fitHeight(s);
      showing(s);
      host.classList.remove(LOADING_CLASS);
      host.removeAttribute('aria-busy');
    },
    updated: fitHeight,
    slideChanged: fitHeight,
    detailsChanged: showing,
    dragStarted: () => clearTimeout(timer),
    dragEnded: () => schedule(),
  });
  // Every move (autoplay, arrows, dots) restarts the autoplay interval from its start.
  const moveTo = (idx: number) => {
    slider.moveToIdx(idx, true, { duration: speed });
    schedule();
  };
  // The absolute index of slide 0 in the current loop round (looping sliders count on past the last slide).
  const home = () => slider.track.details.abs - slider.track.details.rel;
  const move = (by: number) => moveTo(slider.track.details.abs + by * step());

  const controls = document.createElement('div');
  controls.className = 'slider-controls';
  if (config.arrows && count > 1) {
    const prev = button('slider-arrow slider-prev', LABELS.previous);
    const next = button('slider-arrow slider-next', LABELS.next);
    prev.addEventListener('click', () => move(-1), opts);
    next.addEventListener('click', () => move(1), opts);
    controls.append(prev, next);
  }
  if (config.dots && count > 1) {
    const pages = Math.ceil(count / step());
    const nav = document.createElement('div');
    nav.className = 'slider-dots';
    for (let i = 0; i < pages; i++) {
      const dot = button('slider-dot', LABELS.dot(i + 1, pages));
      dot.addEventListener('click', () => moveTo(home() + i * step()), opts);
      dots.push(dot);
    }
    nav.append(...dots);
    controls.append(nav);
  }
  if (config.autoplay && !env.reducedMotion && count > 1) {
    const pause = button('slider-pause', LABELS.pause);
    pause.addEventListener(
      'click',
      () => {
        paused = !paused;
        pause.setAttribute('aria-label', paused ? LABELS.play : LABELS.pause);
        schedule();
      },
      opts,
    );
    controls.append(pause);
  }
  host.append(controls);
  showing(slider);

  // Autoplay waits while keyboard focus is inside the slider (the shopper is reading or using a slide).
  host.addEventListener(
    'focusin',
    () => {
      focused = true;
      clearTimeout(timer);
    },
    opts,
  );
  host.addEventListener(
    'focusout',
    (e) => {
      if (host.contains(e.relatedTarget as Node | null)) return;
      focused = false;
      schedule();
    },
    opts,
  );
  schedule(config.initialDelay + config.interval);

  const stopThumbs = config.thumbs ? startThumbs(config, slider, env, speed) : undefined;
  scope.add(() => {
    clearTimeout(timer);
    stopThumbs?.();
    slider.animator.stop(); // keen-slider's destroy leaves a running animation's frame pending
    slider.destroy();
    controls.remove();
    track.classList.remove('keen-slider');
    track.removeAttribute('aria-live');
    track.style.removeProperty('height');
    slides.forEach((s) => {
      s.classList.remove('keen-slider__slide');
      s.style.removeProperty('opacity');
      s.inert = false;
    });
  });
}
