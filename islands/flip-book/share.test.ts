import { describe, expect, it } from 'vitest';
import { pageFromHash, pageHash, shareLinks, shareUrl } from './share';

describe('share', () => {
  it('links to the page through the hash, replacing any hash already there', () => {
    expect(shareUrl('https://shop.test/catalogue/?a=1#top', '12', 7)).toBe(
      'https://shop.test/catalogue/?a=1#dflip-df_12/7/',
    );
    expect(pageHash('cat', 3)).toBe('#dflip-df_cat/3/');
  });
  it('reads the page back for the same book only', () => {
    expect(pageFromHash('#dflip-df_12/7/', '12')).toBe(7);
    expect(pageFromHash('#dflip-df_12/7', '12')).toBe(7);
    expect(pageFromHash('#dflip-df_13/7/', '12')).toBeNull();
    expect(pageFromHash('#dflip-df_12/0/', '12')).toBeNull();
    expect(pageFromHash('#top', '12')).toBeNull();
    expect(pageFromHash('#%E0%A4%A', '12')).toBeNull();
  });
  it('offers the usual share links with the URL encoded', () => {
    const links = shareLinks('https://shop.test/c/#dflip-df_1/2/', 'Our catalogue');
    expect(links.map((l) => l.name)).toEqual(['Facebook', 'X', 'LinkedIn', 'Pinterest', 'Email']);
    for (const l of links) expect(l.href).toContain(encodeURIComponent('https://shop.test/c/#dflip-df_1/2/'));
    expect(links[4]!.href).toBe(
      'mailto:?subject=Our%20catalogue&body=https%3A%2F%2Fshop.test%2Fc%2F%23dflip-df_1%2F2%2F',
    );
  });
});
