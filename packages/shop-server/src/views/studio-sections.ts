/**
 * Two home-page sections in the markup themes print for them: a stellar.js parallax band (a background at half the
 * page's speed, a stamp a little faster; content-effects island) and an Isotope-style filterable / sortable grid of
 * prints whose button groups use Bootstrap's data API (`data-toggle="buttons"`, `data-target`; widgets island).
 */
import { attr, html, joinHtml, type Html } from './format';

/** The parallax band: `data-stellar-background-ratio` on the section, `data-stellar-ratio` on its stamp. */
export function pressParallax(): Html {
  return joinHtml(
    html`<section class="parallax-band" data-stellar-background-ratio="0.5" aria-labelledby="press-title">`,
    html`<h2 id="press-title">From our proofing press</h2>`,
    html`<p>Every print is pulled by hand, one sheet at a time.</p>`,
    html`<span class="parallax-band__stamp" data-stellar-ratio="1.2" aria-hidden="true">Est. 2009</span>`,
    html`</section>`,
  );
}

const PRINTS: ReadonlyArray<readonly [title: string, technique: 'linocut' | 'screen' | 'letterpress', year: number]> = [
  ['Harbour at dusk', 'linocut', 2023],
  ['Clifton rooftops', 'screen', 2019],
  ['Wild garlic', 'letterpress', 2021],
  ['Avon gorge', 'linocut', 2017],
  ['Market day', 'screen', 2024],
  ['Ferry crossing', 'linocut', 2016],
];
const TECHNIQUES = { linocut: 'Linocut', screen: 'Screen print', letterpress: 'Letterpress' } as const;

/** A `data-toggle="buttons"` group for the grid: `buttons` are [label, attribute, value], the first one pressed. */
function buttonGroup(label: string, buttons: ReadonlyArray<readonly [string, string, string]>): Html {
  const items = buttons.map(([text, name, value], i) =>
    joinHtml(
      html`<button type="button"`,
      attr('class', i ? 'button' : 'button active'),
      attr('aria-pressed', String(!i)),
      attr(name, value),
      html`>${text}</button>`,
    ),
  );
  return joinHtml(
    html`<div class="button-group" role="group"`,
    attr('aria-label', label),
    html` data-toggle="buttons" data-target="#print-grid">`,
    items,
    html`</div>`,
  );
}

/** The print room: filter by technique, sort by title or year, Isotope's `data-isotope` options on the grid. */
export function printRoomGrid(): Html {
  const options = {
    itemSelector: '.print-grid-item',
    layoutMode: 'fitRows',
    getSortData: { title: '.print-title', year: '[data-year] parseInt' },
  };
  const filters = buttonGroup('Show prints by technique', [
    ['All', 'data-filter', '*'],
    ...Object.entries(TECHNIQUES).map(([key, name]) => [name, 'data-filter', `.${key}`] as const),
  ]);
  const sorts = buttonGroup('Sort prints', [
    ['Newest', 'data-sort-by', 'original-order'],
    ['Title', 'data-sort-by', 'title'],
    ['Oldest', 'data-sort-by', 'year'],
  ]);
  const items = PRINTS.map(([title, technique, year]) =>
    joinHtml(
      html`<li`,
      attr('class', `print-grid-item ${technique}`),
      attr('data-year', String(year)),
      html`><h3 class="print-title">${title}</h3><p>${TECHNIQUES[technique]}, ${String(year)}</p></li>`,
    ),
  );
  return joinHtml(
    html`<section class="print-room" aria-labelledby="print-room-title">`,
    html`<h2 id="print-room-title">From the print room</h2>`,
    html`<div class="grid-controls">`,
    filters,
    sorts,
    html`</div>`,
    html`<ul id="print-grid" class="print-grid" data-item-label="prints"`,
    attr('data-isotope', JSON.stringify(options)),
    html`>`,
    items,
    html`</ul>`,
    html`</section>`,
  );
}
