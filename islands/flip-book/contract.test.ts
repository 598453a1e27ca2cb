import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_AUTOPLAY_MS, MIN_AUTOPLAY_MS, bookId, readFlipBookOptions, safeUrl } from './contract';

const el = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
};
const win = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete win.option_df_12;
  document.body.innerHTML = '';
  document.documentElement.dir = '';
});

describe('readFlipBookOptions', () => {
  it("reads DearFlip's attributes on div._df_book", () => {
    const o = readFlipBookOptions(
      el(
        '<div class="_df_book" id="df_12" source="/docs/cat.pdf" height="500" backgroundcolor="#eeeeee" data-title="Catalogue"></div>',
      ),
    );
    expect(o).toMatchObject({
      id: '12',
      source: 'http://localhost:3000/docs/cat.pdf',
      height: 500,
      backgroundColor: '#eeeeee',
      title: 'Catalogue',
      display: 'inline',
    });
  });

  it('lets window.option_df_{id} override the attributes, as DearFlip does', () => {
    win.option_df_12 = {
      source: '/other.pdf',
      pageMode: '1',
      direction: 2,
      openPage: '4',
      autoEnableOutline: 'true',
      enableDownload: false,
      autoPlayStart: 'true',
      autoPlayDuration: '2500',
    };
    const o = readFlipBookOptions(el('<div class="_df_book" id="df_12" source="/docs/cat.pdf"></div>'));
    expect(o).toMatchObject({
      source: 'http://localhost:3000/other.pdf',
      singlePage: true,
      rtl: true,
      openPage: 4,
      autoEnableOutline: true,
      enableDownload: false,
      autoPlayStart: true,
      autoPlayDuration: 2500,
    });
  });

  it('reads wpoptions JSON and ignores it when it is not JSON', () => {
    const ok = el(`<div class="_df_book" id="df_3" wpoptions='{"source":"/a.pdf","enableSound":"false"}'></div>`);
    expect(readFlipBookOptions(ok)).toMatchObject({ source: 'http://localhost:3000/a.pdf', enableSound: false });
    const bad = el(`<div class="_df_book" id="df_3" source="/b.pdf" wpoptions="{nope"></div>`);
    expect(readFlipBookOptions(bad).source).toBe('http://localhost:3000/b.pdf');
  });

  it('falls back to the defaults for unknown or bad values, and never throws', () => {
    win.option_df_12 = {
      height: 'tall',
      autoPlayDuration: 5,
      openPage: -3,
      backgroundColor: 'red;}body{x:y',
      pageMode: 7,
    };
    const o = readFlipBookOptions(el('<div class="_df_book" id="df_12"></div>'));
    expect(o).toMatchObject({
      source: '',
      height: 0,
      autoPlayDuration: MIN_AUTOPLAY_MS,
      openPage: 1,
      backgroundColor: '',
      singlePage: false,
      enableDownload: true,
      enablePrint: true,
      autoPlay: true,
      autoPlayStart: false,
    });
    win.option_df_12 = 'not an object';
    expect(readFlipBookOptions(el('<div class="_df_book" id="df_12"></div>')).autoPlayDuration).toBe(
      DEFAULT_AUTOPLAY_MS,
    );
  });

  it('accepts [data-island="flip-book"][data-source] and drops javascript: URLs', () => {
    expect(readFlipBookOptions(el('<div data-island="flip-book" data-source="/x.pdf"></div>')).source).toBe(
      'http://localhost:3000/x.pdf',
    );
    expect(readFlipBookOptions(el('<div class="_df_book" source="javascript:alert(1)"></div>')).source).toBe('');
  });

  it('treats ._df_thumb and ._df_button as popups titled by their text', () => {
    const o = readFlipBookOptions(el('<div class="_df_thumb" id="df_9" source="/l.pdf">Lookbook</div>'));
    expect(o).toMatchObject({ display: 'popup', title: 'Lookbook', id: '9' });
    expect(readFlipBookOptions(el('<a class="_df_button" source="/l.pdf">Open</a>')).display).toBe('popup');
  });

  it('is right to left on an RTL page', () => {
    document.documentElement.dir = 'rtl';
    expect(readFlipBookOptions(el('<div class="_df_book" source="/a.pdf"></div>')).rtl).toBe(true);
  });
});

describe('helpers', () => {
  it('bookId strips df_', () => {
    expect(bookId(el('<div id="df_77"></div>'))).toBe('77');
    expect(bookId(el('<div></div>'))).toBe('');
  });
  it('safeUrl keeps http(s) only', () => {
    expect(safeUrl('https://cdn.example/x.pdf')).toBe('https://cdn.example/x.pdf');
    expect(safeUrl('data:application/pdf;base64,AAAA')).toBe('');
    expect(safeUrl('')).toBe('');
  });
});
