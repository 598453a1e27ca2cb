import KeenSlider, { type KeenSliderInstance, type KeenSliderOptions } from 'keen-slider';
import { TRACK, type SliderConfig } from './contract';
import type { SliderEnv } from './slider';

const keenSlider = KeenSlider as unknown as (container: HTMLElement, options: KeenSliderOptions) => KeenSliderInstance;

/**
 * The thumb type's linked thumbnail slider (`data-thumbs` names its element): `thumbsShowing` thumbnails in view,
 * scrolling one at a time; a click on one selects its slide in the main slider; the current one is marked
 * (`aria-current`, class `is-current`) and kept in view. Returns the cleanup.
 */
export function startThumbs(
  config: SliderConfig,
  main: KeenSliderInstance,
  env: SliderEnv,
  speed: number,
): (() => void) | undefined {
  const track = document.getElementById(config.thumbs!)?.querySelector<HTMLElement>(TRACK);
  const thumbs = track ? ([...track.children] as HTMLElement[]) : [];
  if (!track || !thumbs.length) return undefined;
  track.classList.add('keen-slider');
  thumbs.forEach((t) => t.classList.add('keen-slider__slide'));
  const nav = keenSlider(track, {
    selector: () => thumbs,
    rtl: env.rtl,
    defaultAnimation: { duration: speed },
    slides: { perView: config.thumbsShowing },
  });
  const mark = () => {
    const current = main.track.details?.rel ?? 0;
    thumbs.forEach((t, i) => {
      t.classList.toggle('is-current', i === current);
      t.setAttribute('aria-current', String(i === current));
    });
    const max = nav.track.details?.maxIdx ?? 0;
    nav.moveToIdx(Math.min(current, max), false, { duration: speed });
  };
  const onClick = (e: MouseEvent) => {
    const i = thumbs.findIndex((t) => t.contains(e.target as Node));
    if (i >= 0) main.moveToIdx(main.track.details.abs - main.track.details.rel + i, false, { duration: speed });
  };
  track.addEventListener('click', onClick);
  main.on('slideChanged', mark);
  mark();
  return () => {
    main.on('slideChanged', mark, true);
    track.removeEventListener('click', onClick);
    nav.animator.stop();
    nav.destroy();
    track.classList.remove('keen-slider');
    thumbs.forEach((t) => {
      t.classList.remove('keen-slider__slide', 'is-current');
      t.removeAttribute('aria-current');
    });
  };
}
