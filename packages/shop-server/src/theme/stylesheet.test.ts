import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STYLESHEET, THEME_CSS_FILES } from './stylesheet';

const cssDir = new URL('./css/', import.meta.url);
const previewSource = readFileSync(new URL('../../../../.storybook/preview.ts', import.meta.url), 'utf8');

describe('theme stylesheet', () => {
  it('serves every file of css/, each once, in THEME_CSS_FILES order', () => {
    const onDisk = readdirSync(cssDir).filter((f) => f.endsWith('.css'));
    expect([...THEME_CSS_FILES].sort()).toEqual(onDisk.sort());
    let at = -1;
    for (const file of THEME_CSS_FILES) {
      const text = readFileSync(new URL(file, cssDir), 'utf8');
      const found = STYLESHEET.indexOf(text);
      expect(found, file).toBeGreaterThan(at);
      at = found;
    }
  });

  it('is what Storybook loads too, in the same order', () => {
    const imported = [...previewSource.matchAll(/theme\/css\/([\w-]+\.css)'/g)].map((m) => m[1]);
    expect(imported).toEqual([...THEME_CSS_FILES]);
  });
});
