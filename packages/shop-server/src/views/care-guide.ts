/**
 * The care guide page (`/care-guide/`): Bootstrap 3's scrollspy and affix as themes print them — an article spied
 * on (`data-spy="scroll"`, `data-target` = its table of contents) beside an affixed table of contents
 * (`data-spy="affix"`) — and a WordPress responsive video embed whose player is the shop's local double.
 */
import { attr, html, joinHtml, type Html } from './format';

/** The guide's sections: id, title, paragraphs. */
const SECTIONS: readonly (readonly [string, string, readonly string[]])[] = [
  ['guide-wash', 'Washing', ['Wash at 30 °C inside out with similar colours.', 'Use a mild, bleach-free detergent.']],
  ['guide-dry', 'Drying', ['Line dry in the shade; never tumble dry printed linen.', 'Reshape while damp.']],
  ['guide-iron', 'Ironing', ['Iron on the reverse while slightly damp.', 'Keep the iron off the printed side.']],
  ['guide-store', 'Storing', ['Store folded in a dry, dark cupboard.', 'Air linen before storing it for a season.']],
];

/** Local double of a video provider's player page (no third-party request): served at `/video-double/studio-tour`. */
export const VIDEO_DOUBLE_URL = '/video-double/studio-tour';

/** The player page the embed loads: a labelled placeholder standing in for the provider's player. */
export function videoDoublePage(): Html {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Studio tour (video double)</title>
</head><body><p>Studio tour — local video player double</p></body></html>`;
}

/** A WordPress video embed block (`.wp-block-embed.is-type-video`, 16:9) inside `.wp-embed-responsive`. */
function videoEmbed(): Html {
  return joinHtml(
    html`<figure class="wp-block-embed is-type-video is-provider-video-double wp-embed-aspect-16-9 wp-has-aspect-ratio">`,
    html`<div class="wp-block-embed__wrapper">`,
    html`<iframe title="Studio tour"${attr('src', VIDEO_DOUBLE_URL)} width="500" height="281" loading="lazy" allowfullscreen></iframe>`,
    html`</div><figcaption>A tour of the print studio</figcaption></figure>`,
  );
}

/** The page body: the affixed, spied table of contents and the sections. */
export function careGuidePage(): Html {
  const toc = joinHtml(
    html`<div class="guide-toc-column"><nav id="guide-toc" class="guide-toc" aria-label="Care guide"`,
    attr('data-spy', 'affix'),
    attr('data-offset-top', 160),
    attr('data-offset-bottom', 900),
    html`><ul class="nav">`,
    SECTIONS.map(([id, title]) => html`<li><a${attr('href', `#${id}`)}>${title}</a></li>`),
    html`</ul></nav></div>`,
  );
  const sections = SECTIONS.map(
    ([id, title, text]) =>
      html`<section${attr('id', id)} class="guide-section"><h2>${title}</h2>${text.map((t) => html`<p>${t}</p>`)}</section>`,
  );
  return joinHtml(
    html`<h1>Care guide</h1>`,
    html`<div class="care-guide wp-embed-responsive">`,
    toc,
    html`<article class="guide-body" data-spy="scroll" data-target="#guide-toc" data-offset="120">`,
    videoEmbed(),
    sections,
    html`</article></div>`,
  );
}
