import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape';

describe('escapeHtml', () => {
  it('writes the five markup characters as references and leaves other text alone', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a> £5 — ok`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt; £5 — ok',
    );
  });

  it('round-trips through the parser as the same text, in content and in attributes', () => {
    const text = `"'<img src=x onerror=alert(1)>&amp;`;
    const div = document.createElement('div');
    div.innerHTML = `<span title="${escapeHtml(text)}">${escapeHtml(text)}</span>`;
    const span = div.firstElementChild!;
    expect(span.textContent).toBe(text);
    expect(span.getAttribute('title')).toBe(text);
    expect(div.querySelector('img')).toBeNull();
  });
});
