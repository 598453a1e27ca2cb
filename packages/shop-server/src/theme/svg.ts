/**
 * Generated SVG placeholder images: a coloured square with the image's title, so the shop ships
 * no binary files and every product image looks different.
 */
import type { Media } from '../domain/catalog';
import { esc } from '../views/format';

// The views' escaping: its entities (&amp; &lt; &gt; &quot; &#39;) are all valid XML too.
const xml = esc;

/** Splits a title into lines of about `max` characters. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, 4);
}

/** The placeholder for a media item, drawn on a 600-unit canvas and sized `width` × `height`. */
export function placeholderSvg(m: Pick<Media, 'title' | 'colour'>, width: number, height: number): string {
  const lines = wrap(m.title, 16);
  const top = 300 - (lines.length - 1) * 26;
  const text = lines
    .map((l, i) => `<text x="300" y="${top + i * 52}" text-anchor="middle" dominant-baseline="middle">${xml(l)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 600 600"` +
    ` role="img" aria-label="${xml(m.title)}">` +
    `<title>${xml(m.title)}</title><rect width="600" height="600" fill="${xml(m.colour)}"/>` +
    '<g fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="14">' +
    '<path d="M-50 120 L650 -40"/><path d="M-50 640 L650 480"/><circle cx="480" cy="470" r="90"/>' +
    '</g>' +
    '<rect x="40" y="40" width="520" height="520" fill="none" stroke="#ffffff" stroke-opacity="0.5"' +
    ' stroke-width="3"/>' +
    `<g fill="#ffffff" font-family="Georgia, 'Times New Roman', serif" font-size="44">${text}</g></svg>`
  );
}

/** The site icon. */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="6" fill="#1f3a5f"/>' +
  '<text x="16" y="22" font-family="Georgia, serif" font-size="18" fill="#fff" text-anchor="middle">L</text>' +
  '</svg>';
