/**
 * Theme rules for the sliders (`[data-slider-type]`, the slider island): before the island mounts the track already
 * shows its first slides with the geometry keen-slider gives them (slides per view from the `data-*` attributes, per
 * breakpoint), and the controls' space is reserved, so initialising moves nothing (CLS 0). Fade sliders stack their
 * slides in one grid cell.
 */
const COUNTS = [1, 2, 3, 4, 5, 6];
const BREAKPOINTS = [1499, 1199, 991, 767, 543];
const share = (n: number) => `flex-basis: ${+(100 / n).toFixed(4)}%; max-width: ${+(100 / n).toFixed(4)}%;`;
const perView = (attr: string) =>
  COUNTS.map((n) => `[data-slider-type="content-carousel"][${attr}="${n}"] .slider-track > * { ${share(n)} }`).join(
    '\n',
  );

export const SLIDER_CSS = `/* Sliders */
[data-slider-type] { position: relative; margin: 0 0 2rem; }
[data-slider-type] .slider-track { display: flex; overflow: hidden; align-items: flex-start; position: relative; margin: 0; padding: 0; list-style: none; }
[data-slider-type] .slider-track > * { flex: 0 0 100%; max-width: 100%; min-width: 0; margin: 0; }
[data-slider-type="carousel"] .slider-track > * { flex: 0 0 auto; max-width: none; }
${perView('data-slides-to-show')}
${BREAKPOINTS.map((w) => `@media (max-width: ${w}px) {\n${perView(`data-show-${w}`)}\n}`).join('\n')}
.slider-track.keen-slider { user-select: none; -webkit-user-select: none; touch-action: pan-y; -webkit-tap-highlight-color: transparent; }
.slider-track.keen-slider > .keen-slider__slide { position: relative; overflow: hidden; }
[data-slider-type="default"] .slider-track { transition: height .5s ease; }
[data-fade="true"] .slider-track { display: grid; }
[data-fade="true"] .slider-track > * { grid-area: 1 / 1; }
[data-fade="true"] .slider-track > :not(:first-child) { opacity: 0; }
[data-slider-type="default"]:not([data-dots="false"]), [data-slider-type="carousel"]:not([data-dots="false"]), [data-slider-type][data-dots="true"] { padding-bottom: 2.5rem; }
.slider-dots { position: absolute; left: 0; right: 0; bottom: 0; height: 2.5rem; display: flex; justify-content: center; align-items: center; gap: .5rem; }
button.slider-dot { width: 1.5rem; height: 1.5rem; padding: 0; border-radius: 50%; border: 2px solid var(--brand); background: var(--paper); }
button.slider-dot[aria-current="true"] { background: var(--brand); }
button.slider-arrow { position: absolute; top: calc(50% - 1.5rem); z-index: 2; width: 2.5rem; height: 2.5rem; padding: 0; border-radius: 50%; font-size: 1.5rem; line-height: 1; }
.slider-prev { left: .5rem; }
.slider-next { right: .5rem; }
.slider-prev::before { content: "‹"; }
.slider-next::before { content: "›"; }
[dir="rtl"] .slider-prev { left: auto; right: .5rem; }
[dir="rtl"] .slider-next { right: auto; left: .5rem; }
[dir="rtl"] .slider-prev::before { content: "›"; }
[dir="rtl"] .slider-next::before { content: "‹"; }
button.slider-pause { position: absolute; top: .5rem; right: .5rem; z-index: 2; padding: .3rem .6rem; font-size: .8rem; }
button.slider-pause::before { content: "❚❚"; }
button.slider-pause[aria-label="Start autoplay"]::before { content: "▶"; }
.slider-thumbs .slider-track { display: flex; overflow: hidden; }
.slider-thumbs .slider-track > * { flex: 0 0 25%; max-width: 25%; min-width: 0; }
button.slider-thumb { background: var(--paper); color: var(--ink); border: 2px solid var(--line); border-radius: 4px; }
button.slider-thumb.is-current { border-color: var(--brand); background: var(--tint); }
`;

/** The home page's slides. */
export const HOME_SLIDES_CSS = `/* Home page sliders */
.hero-slide { min-height: 16rem; padding: 2.5rem 4rem; color: #fff; }
.hero-slide h2 { font-size: 2rem; margin: 0 0 .5rem; }
.hero-slide .button { background: #fff; color: var(--brand); border-color: #fff; }
.hero-slide--1 { background: #1f3a5f; }
.hero-slide--2 { background: #7a2e12; }
.hero-slide--3 { background: #234b23; }
[data-slider-type="content-carousel"] .slider-track > * { padding: 0 .75rem; }
.testimonial { margin: 0; padding: 1.5rem 3rem; min-height: 9rem; background: var(--tint); }
.testimonial blockquote { margin: 0; font: italic 1.2rem/1.5 Georgia, serif; }
.testimonial figcaption { margin-top: .5rem; color: var(--muted); }
.slider-thumbs { margin: -1rem 0 2rem; }
.slider-thumbs button.slider-thumb { width: calc(100% - .5rem); margin: 0 .25rem; padding: .4rem; }
/* The add-to-cart island's empty message slot is a flex item of the product card: hidden while empty, so its
   hydration adds no 6.4 px gap (it moved every product card, and what follows, as it scrolled into view). */
li.product .sf-add-to-cart:empty { display: none; }
.maker-logo { padding: 0 .5rem; }
.maker-logo span { display: block; padding: 1rem 1.5rem; border: 1px solid var(--line); font: 600 1.1rem Georgia, serif; white-space: nowrap; }
`;
