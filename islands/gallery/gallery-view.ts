/**
 * The gallery as a slider from first paint (spec §2 "Gallery": a slider with thumbnail navigation). Until keen-slider
 * takes over (GalleryEnhancements, loaded when the shopper reaches for the gallery), the theme's CSS shows the
 * server's slides as a native scroll-snap track — swipes, trackpads and arrow keys scroll it — and this plain-DOM
 * module adds the thumbnail list (the space the theme reserved for it) and keeps it in step with the track.
 */
import { on } from '@storefront/runtime';

/** The slide shown and the way to show another, before and after keen-slider takes over. */
export interface GalleryView {
  /** The slide shown. */
  current: number;
  /** Marks slide `index` as the shown one (thumbnail state, where the full-screen gallery opens). */
  show(index: number): void;
  /** Shows slide `index`: through keen-slider once it has taken over, else by scrolling the native track. */
  goTo(index: number): void;
  /** Set by the slider when it takes over; moves it to a slide. */
  slideTo?: (index: number) => void;
  /** Told every {@link show} (the slider marks the other slides inert). */
  onShow?: (index: number) => void;
  /** Re-reads the thumbnails from the slides' `data-thumb` / `data-thumb-alt` (a variation image). */
  syncThumbs(): void;
  release(): void;
}

/** The track's slide under its start edge (RTL tracks scroll to negative positions). */
export const trackIndex = (track: HTMLElement): number =>
  track.clientWidth ? Math.round(Math.abs(track.scrollLeft) / track.clientWidth) : 0;

/**
 * Builds the view over `slides` in `track`; with `thumbs`, appends flexslider's thumbnail list
 * (`ol.flex-control-nav.flex-control-thumbs`, one button per slide) to `host`.
 */
export function createView(host: HTMLElement, track: HTMLElement | null, slides: HTMLElement[], thumbs: boolean) {
  const list = thumbs ? document.createElement('ol') : null;
  const buttons: HTMLButtonElement[] = [];
  const view: GalleryView = {
    current: 0,
    show(index) {
      view.current = index;
      buttons.forEach((b, i) => {
        if (i === index) b.setAttribute('aria-current', 'true');
        else b.removeAttribute('aria-current');
        b.firstElementChild!.classList.toggle('flex-active', i === index);
      });
      view.onShow?.(index);
    },
    goTo(index) {
      view.show(index);
      if (view.slideTo) return view.slideTo(index);
      const slide = slides[index];
      // offsetLeft differences are negative in RTL, as scrollLeft is there.
      if (track && slide) track.scrollTo({ left: slide.offsetLeft - slides[0]!.offsetLeft, behavior: 'smooth' });
    },
    syncThumbs() {
      buttons.forEach((b, i) => {
        const img = b.firstElementChild as HTMLImageElement;
        const slide = slides[i]!;
        img.src = slide.getAttribute('data-thumb') || slide.querySelector('img')?.getAttribute('src') || '';
        img.alt = slide.getAttribute('data-thumb-alt') || `${i + 1} / ${slides.length}`;
      });
    },
    release() {
      track?.removeEventListener('scrollend', onScrolled);
      offReset();
      list?.remove();
    },
  };
  const onScrolled = () => view.slideTo || view.show(trackIndex(track!));
  if (list) {
    list.className = 'flex-control-nav flex-control-thumbs';
    list.innerHTML = slides
      .map(
        () =>
          '<li><button type="button" class="flex-control-thumb"><img width="100" height="100" draggable="false"></button></li>',
      )
      .join('');
    list.querySelectorAll('button').forEach((button, i) => {
      button.onclick = () => view.goTo(i);
      buttons.push(button);
    });
    view.syncThumbs();
    host.append(list);
    if (track) onScrolled(); // a track the browser restored to a later slide
  }
  track?.addEventListener('scrollend', onScrolled);
  // WooCommerce's variation script asks the gallery to go back to the first slide (spec §9: 20 ms after an image).
  const offReset = on('woocommerce_gallery_reset_slide_position', () => view.goTo(0), host);
  return view;
}
