/**
 * The home page's site-wide content widgets (spec §2 'Sliders and carousels', §9 'Sliders'): a hero `default`
 * slider, a `content-carousel` of products, a `thumb` testimonial slider with its thumbnail slider and a `carousel`
 * of maker logos, all in the slider island's markup contract (`data-*` attributes, `slider-loading` until it runs).
 */
import type { Media, Product } from '../domain/catalog';
import { attr, html, joinHtml, type Html } from './format';
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

/**
 * A slider of the slider island's contract: `div.storefront-slider.slider-loading` with its `data-*` settings (in
 * the order given), a carousel's ARIA role and name, and a `.slider-track` holding `content` (or, when `track` is
 * given, that element as the track).
 */
function slider(
  classes: string,
  settings: Array<[name: string, value: string]>,
  label: string,
  content: Html | Html[],
  track = html`<div class="slider-track">${content}</div>`,
): Html {
  return joinHtml(
    html`<div class="storefront-slider ${classes}slider-loading"`,
    settings.map(([name, value]) => attr(`data-${name}`, value)),
    html` role="region" aria-roledescription="carousel"`,
    attr('aria-label', label),
    html`>`,
    track,
    html`</div>`,
  );
}

/** Hero: a `default` slider (one slide, adaptive height, dots), autoplay with the library defaults. */
export function heroSlider(): Html {
  const slides = HERO.map(([title, text, href, cta], i) =>
    joinHtml(
      html`<div class="hero-slide hero-slide--${i + 1}">`,
      html`<h2>${title}</h2>`,
      html`<p>${text}</p>`,
      html`<a class="button" href="${href}">${cta}</a>`,
      html`</div>`,
    ),
  );
  const settings: Array<[string, string]> = [
    ['slider-type', 'default'],
    ['autoplay', 'true'],
  ];
  return slider('hero-slider ', settings, 'Highlights', slides);
}

/** A `content-carousel` of products: 4 in view, 3 below 1199 px, 2 below 767 px, 1 below 543 px; scrolls one. */
export function productCarousel(products: Product[], media: Map<number, Media>): Html {
  const items = products.map((p, i) => loopItem(p, media, i, products.length));
  const settings: Array<[string, string]> = [
    ['slider-type', 'content-carousel'],
    ['slides-to-show', '4'],
    ['show-1199', '3'],
    ['show-767', '2'],
    ['show-543', '1'],
    ['scroll-one', 'true'],
    ['dots', 'true'],
  ];
  const carousel = slider(
    '',
    settings,
    'Newest products',
    items,
    html`<ul class="products slider-track">${items}</ul>`,
  );
  const heading = html`<h2 id="new-title">New in the studio</h2>`;
  return html`<section class="product-carousel woocommerce" aria-labelledby="new-title">${heading}
${carousel}</section>`;
}

/** Testimonials: a `thumb` slider (fading quotes) linked to a thumbnail slider of the customers' names. */
export function testimonials(): Html {
  const slides = QUOTES.map(([quote, who]) =>
    joinHtml(
      html`<figure class="testimonial">`,
      html`<blockquote><p>${quote}</p></blockquote>`,
      html`<figcaption>${who}</figcaption>`,
      html`</figure>`,
    ),
  );
  const thumbs = QUOTES.map(([, who]) =>
    joinHtml(
      html`<button type="button" class="slider-thumb">`,
      html`<span class="screen-reader-text">Show the review by </span>${who}`,
      html`</button>`,
    ),
  );
  const settings: Array<[string, string]> = [
    ['slider-type', 'thumb'],
    ['fade', 'true'],
    ['thumbs', 'testimonial-thumbs'],
    ['thumbs-showing', '4'],
    ['arrows', 'false'],
    ['autoplay', 'true'],
    ['speed', '5000'],
    ['initial-delay', '1000'],
  ];
  const heading = html`<h2 id="testimonials-title">What customers say</h2>`;
  return html`<section class="testimonials" data-animate="fade-up" aria-labelledby="testimonials-title">${heading}
${slider('', settings, 'Customer reviews', slides)}
<div id="testimonial-thumbs" class="slider-thumbs"><div class="slider-track">${thumbs}</div></div></section>`;
}

/** Makers we work with: a `carousel` of variable-width logos, scrolling one at a time. */
export function makerLogos(): Html {
  const logos = MAKERS.map((m) => html`<div class="maker-logo"><span>${m}</span></div>`);
  const settings: Array<[string, string]> = [
    ['slider-type', 'carousel'],
    ['autoplay', 'true'],
  ];
  const heading = html`<h2 id="makers-title">Made with</h2>`;
  return html`<section class="makers" data-animate="fade-in" aria-labelledby="makers-title">${heading}
${slider('', settings, 'Makers we work with', logos)}</section>`;
}

const TYPED = [
  'Printed by hand in Bristol.',
  'Made to last for years.',
  'Wrapped without plastic.',
  'Sent the same day.',
];

/** A typed headline (content-effects island): all four sentences for screen readers, the first shown at load. */
export function typedHeadline(): Html {
  return joinHtml(
    html`<p class="typed-headline"`,
    TYPED.map((t, i) => attr(`data-typed-sentence-${i + 1}`, t)),
    html`>`,
    html`<span class="screen-reader-text">${TYPED.join(' ')}</span>`,
    html`<span class="typed-headline__text" aria-hidden="true">${TYPED[0]}</span>`,
    html`</p>`,
  );
}

/** A call-to-action with fitted title text, entry-animated. */
export function studioCta(): Html {
  return joinHtml(
    html`<section class="cta" data-animate="fade-up" aria-labelledby="cta-title">`,
    html`<div class="cta-fit">`,
    html`<h2 class="cta-title" id="cta-title" data-fit-text>Visit our Bristol studio</h2>`,
    html`</div>`,
    html`<a class="button" href="/blog/">Read about open days</a>`,
    html`</section>`,
  );
}

/** The care tabs (Bootstrap's `data-toggle="tab"`): tab links and their panes. */
function careTabs(): Html {
  const tabs = joinHtml(
    html`<ul class="nav nav-tabs">`,
    html`<li class="active"><a href="#care-wash" data-toggle="tab">Washing</a></li>`,
    html`<li><a href="#care-iron" data-toggle="tab">Ironing</a></li>`,
    html`</ul>`,
  );
  const panes = joinHtml(
    html`<div class="tab-content">`,
    html`<div id="care-wash" class="tab-pane active in"><p>Wash at 30 °C inside out; line dry.</p></div>`,
    html`<div id="care-iron" class="tab-pane"><p>Iron on the reverse while slightly damp.</p></div>`,
    html`</div>`,
  );
  return html`${tabs}
${panes}`;
}

/** The size guide: a Bootstrap modal, hidden until its button opens it. */
function sizeGuideModal(): Html {
  return joinHtml(
    html`<div id="size-guide" class="modal fade" tabindex="-1" aria-labelledby="size-guide-title" hidden>`,
    html`<div class="modal-dialog">`,
    html`<h2 id="size-guide-title">Size guide</h2>`,
    html`<p>Cushion covers: 45 × 45 cm. Throws: 130 × 170 cm. Tea towels: 50 × 70 cm.</p>`,
    html`<button type="button" class="button" data-dismiss="modal">Close</button>`,
    html`</div>`,
    html`</div>`,
  );
}

/** A `button.button` driving a Bootstrap data-API widget through its attributes. */
const widgetButton = (text: string, ...attrs: Html[]): Html =>
  html`<button type="button" class="button"${attrs}>${text}</button>`;

/** Bootstrap 3 data-API widgets as themes print them: tabs, a collapsible section, a tooltip, a popover, a modal. */
export function widgetShowcase(): Html {
  const heading = html`<h2 id="care-title">Care and delivery</h2>`;
  const collapse = widgetButton(
    'Delivery details',
    attr('data-toggle', 'collapse'),
    attr('data-target', '#delivery-more'),
  );
  const tooltip = widgetButton(
    'UK delivery £3.95',
    attr('data-toggle', 'tooltip'),
    attr('title', 'Free on orders over £40'),
  );
  const popover = widgetButton(
    'Returns',
    attr('data-toggle', 'popover'),
    attr('title', 'Returns'),
    attr('data-content', 'Return unused items within 30 days for a full refund.'),
  );
  const modal = widgetButton('Size guide', attr('data-toggle', 'modal'), attr('data-target', '#size-guide'));
  // The three buttons are inline: the line breaks between them are the spaces the page shows.
  return html`<section class="widget-showcase" aria-labelledby="care-title">${heading}
${careTabs()}
<p>${collapse}</p>
<div id="delivery-more" class="collapse"><p>Orders placed before 2 pm are sent the same day by Royal Mail.</p></div>
<p>${tooltip}
${popover}
${modal}</p>
${sizeGuideModal()}
</section>`;
}
