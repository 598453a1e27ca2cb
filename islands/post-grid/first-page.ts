import { FADE_MARKS, PARTS } from './contract';

/**
 * Hands the first page's fade-in over from the theme CSS to the island. The theme fades the grid's items in
 * from first paint (spec §9: 150 ms apart, 350 ms each); once the listing is marked live only items marked as
 * the first page keep that CSS animation, so items the island adds later (appended or filtered in, which it
 * fades by script) never get it as well. Marking changes no animation that runs: a first-page item fading
 * goes on fading, once. Done once per listing: a second mount leaves the marks as they are.
 */
export function markFirstPage(host: Element): void {
  if (host.hasAttribute(FADE_MARKS.live)) return;
  host.querySelectorAll(`${PARTS.grid} > ${PARTS.item}`).forEach((el) => el.setAttribute(FADE_MARKS.firstPage, ''));
  host.setAttribute(FADE_MARKS.live, '');
}
