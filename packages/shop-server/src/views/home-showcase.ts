/**
 * The home page's site-wide content widgets (spec §2 'Sliders and carousels', §9 'Sliders'): a hero `default`
 * slider, a `content-carousel` of products, a `thumb` testimonial slider with its thumbnail slider and a `carousel`
 * of maker logos, all in the slider island's markup contract (`data-*` attributes, `slider-loading` until it runs).
 */
import type { Media, Product } from '../domain/catalog';
import { html, rawHtml, type Html } from './format';
import { loopItem } from './loop';

const HERO: ReadonlyArray<readonly [title: string, text: string, href: string, cta: string]> = [
  [
    'Printed in Bristol',
    'Cushions, throws and tea towels printed by hand in our studio.',
    '/product-category/textiles/',
    'Shop textiles',
  ],
  [
    'Linocut prints',
    'Limited editions pulled on our proofing press, signed and numbered.',
    '/product-category/prints/',
    'Shop prints',
  ],
  [
    'Cards for every season',
    'Blank greeting cards printed on recycled board.',
    '/product-category/cards/',
    'Shop cards',
  ],
];

const QUOTES: ReadonlyArray<readonly [quote: string, who: string]> = [
  ['The cushion covers are even better in person: the colours are rich and the linen is soft.', 'Amira, Leeds'],
  ['Beautifully wrapped and sent the same day. The print now hangs in our hallway.', 'Tom, Cardiff'],
  ['I order my Christmas cards here every year; people always ask where they came from.', 'Helen, York'],
];

const MAKERS = [
  'Loom & Press',
  'Harbourside Linen',
  'Avon Inks',
  'Clifton Paper Co.',
  'Stokes Croft Print',
  'Westcountry Wool',
];

/** Hero: a `default` slider (one slide, adaptive height, dots), autoplay with the library defaults. */
export function heroSlider(): Html {
  const slides = HERO.map(
    ([title, text, href, cta], i) =>
      html`<div class="hero-slide hero-slide--${i + 1}"><h2>${title}</h2><p>${text}</p><a class="button" href="${href}">${cta}</a></div>`,
  );
  return html`<div class="storefront-slider hero-slider slider-loading" data-slider-type="default" data-autoplay="true" role="region" aria-roledescription="carousel" aria-label="Highlights"><div class="slider-track">${slides}</div></div>`;
}

/** A `content-carousel` of products: 4 in view, 3 below 1199 px, 2 below 767 px, 1 below 543 px; scrolls one. */
export function productCarousel(products: Product[], media: Map<number, Media>): Html {
  return html`<section class="product-carousel woocommerce" aria-labelledby="new-title"><h2 id="new-title">New in the studio</h2>
<div class="storefront-slider slider-loading" data-slider-type="content-carousel" data-slides-to-show="4" data-show-1199="3" data-show-767="2" data-show-543="1" data-scroll-one="true" data-dots="true" role="region" aria-roledescription="carousel" aria-label="Newest products"><ul class="products slider-track">${products.map((p, i) => loopItem(p, media, i, products.length))}</ul></div></section>`;
}

/** Testimonials: a `thumb` slider (fading quotes) linked to a thumbnail slider of the customers' names. */
export function testimonials(): Html {
  const slides = QUOTES.map(
    ([quote, who]) =>
      html`<figure class="testimonial"><blockquote><p>${quote}</p></blockquote><figcaption>${who}</figcaption></figure>`,
  );
  const thumbs = QUOTES.map(
    ([, who]) =>
      html`<button type="button" class="slider-thumb"><span class="screen-reader-text">Show the review by </span>${who}</button>`,
  );
  return html`<section class="testimonials" data-animate="fade-up" aria-labelledby="testimonials-title"><h2 id="testimonials-title">What customers say</h2>
<div class="storefront-slider slider-loading" data-slider-type="thumb" data-fade="true" data-thumbs="testimonial-thumbs" data-thumbs-showing="4" data-arrows="false" data-autoplay="true" data-speed="5000" data-initial-delay="1000" role="region" aria-roledescription="carousel" aria-label="Customer reviews"><div class="slider-track">${slides}</div></div>
<div id="testimonial-thumbs" class="slider-thumbs"><div class="slider-track">${thumbs}</div></div></section>`;
}

/** Makers we work with: a `carousel` of variable-width logos, scrolling one at a time. */
export function makerLogos(): Html {
  const logos = MAKERS.map((m) => html`<div class="maker-logo"><span>${m}</span></div>`);
  return html`<section class="makers" data-animate="fade-in" aria-labelledby="makers-title"><h2 id="makers-title">Made with</h2>
<div class="storefront-slider slider-loading" data-slider-type="carousel" data-autoplay="true" role="region" aria-roledescription="carousel" aria-label="Makers we work with"><div class="slider-track">${logos}</div></div></section>`;
}

const TYPED = [
  'Printed by hand in Bristol.',
  'Made to last for years.',
  'Wrapped without plastic.',
  'Sent the same day.',
];

/** A typed headline (content-effects island): all four sentences for screen readers, the first shown at load. */
export function typedHeadline(): Html {
  const attrs = TYPED.map((t, i) => ` data-typed-sentence-${i + 1}="${t}"`).join('');
  return html`<p class="typed-headline"${rawHtml(attrs)}><span class="screen-reader-text">${TYPED.join(' ')}</span><span class="typed-headline__text" aria-hidden="true">${TYPED[0]}</span></p>`;
}

/** A call-to-action with fitted title text, entry-animated. */
export function studioCta(): Html {
  return html`<section class="cta" data-animate="fade-up" aria-labelledby="cta-title"><div class="cta-fit"><h2 class="cta-title" id="cta-title" data-fit-text>Visit our Bristol studio</h2></div><a class="button" href="/blog/">Read about open days</a></section>`;
}

/** Bootstrap 3 data-API widgets as themes print them: tabs, a collapsible section, a tooltip, a popover, a modal. */
export function widgetShowcase(): Html {
  return html`<section class="widget-showcase" aria-labelledby="care-title"><h2 id="care-title">Care and delivery</h2>
<ul class="nav nav-tabs"><li class="active"><a href="#care-wash" data-toggle="tab">Washing</a></li><li><a href="#care-iron" data-toggle="tab">Ironing</a></li></ul>
<div class="tab-content"><div id="care-wash" class="tab-pane active in"><p>Wash at 30 °C inside out; line dry.</p></div><div id="care-iron" class="tab-pane"><p>Iron on the reverse while slightly damp.</p></div></div>
<p><button type="button" class="button" data-toggle="collapse" data-target="#delivery-more">Delivery details</button></p>
<div id="delivery-more" class="collapse"><p>Orders placed before 2 pm are sent the same day by Royal Mail.</p></div>
<p><button type="button" class="button" data-toggle="tooltip" title="Free on orders over £40">UK delivery £3.95</button>
<button type="button" class="button" data-toggle="popover" title="Returns" data-content="Return unused items within 30 days for a full refund.">Returns</button>
<button type="button" class="button" data-toggle="modal" data-target="#size-guide">Size guide</button></p>
<div id="size-guide" class="modal fade" tabindex="-1" aria-labelledby="size-guide-title" hidden><div class="modal-dialog"><h2 id="size-guide-title">Size guide</h2><p>Cushion covers: 45 × 45 cm. Throws: 130 × 170 cm. Tea towels: 50 × 70 cm.</p><button type="button" class="button" data-dismiss="modal">Close</button></div></div>
</section>`;
}
