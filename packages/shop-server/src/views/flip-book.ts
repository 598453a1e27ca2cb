/**
 * Flip-book markup as the DearFlip plugin prints it: the inline book `div._df_book` with its attributes and the
 * shortcode's `script.df-shortcode-script` setting `window.option_df_{id}`, and the popup thumb `div._df_thumb`.
 */
import { attr, html, joinHtml, rawHtml, scriptJson, type Html } from './format';

/** One book on a page. */
export interface FlipBookMarkup {
  /** DearFlip's numeric post id. */
  id: number;
  source: string;
  title: string;
  /** The shortcode's options (`window.option_df_{id}`). */
  options: Record<string, unknown>;
}

const shortcodeScript = (b: FlipBookMarkup, nonce: string): Html =>
  joinHtml(
    html`<script class="df-shortcode-script"${attr('nonce', nonce)}>`,
    html`window.option_df_${rawHtml(String(b.id))} = ${rawHtml(scriptJson({ source: b.source, ...b.options }))};`,
    html`</script>`,
  );

/** The inline book. */
export function flipBookInline(b: FlipBookMarkup, nonce: string): Html {
  return joinHtml(
    html`<div class="_df_book df-container"`,
    attr('id', `df_${b.id}`),
    attr('source', b.source),
    attr('data-title', b.title),
    html` webgl="true" backgroundcolor="#f3f3f3" height="auto"></div>`,
    shortcodeScript(b, nonce),
  );
}

/** The popup variant: a thumb that opens the book in a lightbox. */
export function flipBookThumb(b: FlipBookMarkup, label: string, nonce: string): Html {
  return joinHtml(
    html`<div class="_df_thumb"`,
    attr('id', `df_${b.id}`),
    attr('source', b.source),
    attr('data-title', b.title),
    html`>${label}</div>`,
    shortcodeScript(b, nonce),
  );
}

/** The 'Catalogue' page: the inline catalogue and the lookbook popup. */
export function cataloguePage(catalogue: FlipBookMarkup, lookbook: FlipBookMarkup, nonce: string): Html {
  return joinHtml(
    html`<h1 class="entry-title">Catalogue</h1><div class="entry-content">`,
    html`<p>Leaf through our autumn catalogue, or open the lookbook.</p>`,
    flipBookInline(catalogue, nonce),
    html`<h2>Lookbook</h2><p>`,
    flipBookThumb(lookbook, 'Open the lookbook', nonce),
    html`</p></div>`,
  );
}

/** A page holding one document's book (`/flip-book/{slug}/`). */
export function flipBookPage(book: FlipBookMarkup, nonce: string): Html {
  return joinHtml(html`<h1 class="entry-title">${book.title}</h1>`, flipBookInline(book, nonce));
}
