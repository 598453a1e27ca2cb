import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConsoleError } from '@storefront/test-kit';
import { trackLeaks } from '@storefront/test-kit/leaks';
import { Viewer } from './Viewer';
import { readFlipBookOptions, type FlipBookOptions } from './contract';
import { fakeEngine, type FakeEngineOptions } from './testing';
import { bookmarksKey } from './bookmarks';

const TEXT = (i: number) => (i === 4 || i === 9 ? `Page ${i + 1}: linen aprons` : `Page ${i + 1}`);

function options(extra: Partial<FlipBookOptions> = {}): FlipBookOptions {
  const host = document.createElement('div');
  host.className = '_df_book';
  host.id = 'df_7';
  host.setAttribute('source', '/docs/catalogue.pdf');
  host.dataset.title = 'Catalogue';
  return { ...readFlipBookOptions(host), ...extra };
}

async function setup(extra: Partial<FlipBookOptions> = {}, engineOptions: FakeEngineOptions = {}, narrow = false) {
  const fake = fakeEngine({ text: TEXT, ...engineOptions });
  const user = userEvent.setup();
  const view = render(<Viewer options={options(extra)} engine={fake.engine} narrow={narrow} />);
  if (!engineOptions.fail && !engineOptions.hang) await screen.findByRole('button', { name: 'Next page' });
  const status = () => document.querySelector('.fb-status')!.textContent;
  const rendered = () =>
    [...document.querySelectorAll<HTMLElement>('.fb-page[data-rendered]')]
      .map((p) => Number(p.dataset.page))
      .sort((a, b) => a - b);
  return { ...fake, user, view, status, rendered };
}

afterEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/');
});

describe('Viewer: loading and failure', () => {
  it('shows a loading state while the document loads', async () => {
    await setup({}, { hang: true });
    expect(screen.getByRole('status').textContent).toContain('Loading the document…');
    expect(screen.getByRole('region', { name: 'Catalogue' }).getAttribute('aria-busy')).toBe('true');
  });

  it('shows a clear message with a download link when the PDF is missing or broken', async () => {
    expectConsoleError('the document could not be loaded');
    await setup({}, { fail: true });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The document could not be loaded.');
    expect(within(alert).getByRole('link', { name: 'Download the PDF' }).getAttribute('href')).toBe(
      'http://localhost:3000/docs/catalogue.pdf',
    );
  });

  it('shows the message without a link, and loads nothing, when the book has no source', async () => {
    const { log } = await setup({ source: '' }, { fail: true });
    expect(screen.getByRole('alert').textContent).toContain('The document could not be loaded.');
    expect(screen.queryByRole('link')).toBeNull();
    expect(log.opened).toEqual([]);
  });
});

describe('Viewer: navigation', () => {
  it('opens on the cover, announces it, and renders only the pages near it', async () => {
    const { status, rendered } = await setup();
    expect(status()).toBe('Page 1 of 24');
    await waitFor(() => expect(rendered()).toEqual([1, 2, 3]));
    expect(screen.getByRole('button', { name: 'Previous page' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('turns with the buttons and the keys (← → Home End)', async () => {
    const { user, status } = await setup();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(status()).toBe('Pages 2–3 of 24');
    await user.keyboard('{ArrowRight}');
    expect(status()).toBe('Pages 4–5 of 24');
    await user.keyboard('{ArrowLeft}');
    expect(status()).toBe('Pages 2–3 of 24');
    await user.keyboard('{End}');
    expect(status()).toBe('Page 24 of 24');
    expect(screen.getByRole('button', { name: 'Next page' }).getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Home}');
    expect(status()).toBe('Page 1 of 24');
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(status()).toBe('Page 1 of 24');
  });

  it('mirrors a right-to-left book: pages in reverse order for page-flip, arrow keys swapped', async () => {
    const { user, status, rendered } = await setup({ rtl: true });
    const order = [...document.querySelectorAll<HTMLElement>('.fb-stage .fb-page')].map((p) => p.dataset.page);
    expect(order.slice(0, 3)).toEqual(['24', '23', '22']);
    expect(status()).toBe('Page 1 of 24');
    await waitFor(() => expect(rendered()).toEqual([1, 2, 3]));
    screen.getByRole('button', { name: 'Next page' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(status()).toBe('Pages 2–3 of 24');
    await user.keyboard('{ArrowLeft}');
    expect(status()).toBe('Pages 4–5 of 24');
    await user.keyboard('{ArrowRight}');
    expect(status()).toBe('Pages 2–3 of 24');
    await user.keyboard('{End}');
    expect(status()).toBe('Page 24 of 24');
    await waitFor(() => expect(rendered()).toEqual([22, 23, 24]));
  });

  it('jumps to a typed page number; a bad one is put back', async () => {
    const { user, status } = await setup();
    const input = screen.getByRole('textbox', { name: 'Page number' });
    await user.clear(input);
    await user.type(input, '10{Enter}');
    expect(status()).toBe('Pages 10–11 of 24');
    await user.clear(input);
    await user.type(input, '99{Enter}');
    expect((input as HTMLInputElement).value).toBe('10');
    expect(status()).toBe('Pages 10–11 of 24');
  });

  it('releases far pages: the rendered set follows the spread and stays small', async () => {
    const { user, rendered, log } = await setup();
    await waitFor(() => expect(rendered()).toEqual([1, 2, 3]));
    screen.getByRole('button', { name: 'Next page' }).focus();
    await user.keyboard('{End}');
    await waitFor(() => expect(rendered()).toEqual([22, 23, 24]));
    expect(document.querySelector('.fb-page[data-page="1"]')!.childElementCount).toBe(0);
    expect(log.renders.length).toBe(6);
  });

  it('opens at the page of a share link (URL hash) or of openPage', async () => {
    history.replaceState(null, '', '/catalogue/#dflip-df_7/12/');
    const first = await setup();
    expect(first.status()).toBe('Pages 12–13 of 24');
    first.view.unmount();
    history.replaceState(null, '', '/catalogue/');
    const second = await setup({ openPage: 5 });
    expect(second.status()).toBe('Pages 4–5 of 24');
  });

  it('follows a share link opened on the same page (hashchange)', async () => {
    const { status } = await setup();
    await act(async () => {
      history.replaceState(null, '', '/#dflip-df_7/15/');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(status()).toBe('Pages 14–15 of 24');
    await act(async () => {
      history.replaceState(null, '', '/#dflip-df_8/3/');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(status()).toBe('Pages 14–15 of 24');
  });

  it('starts in single-page mode on a narrow screen, and toggles it', async () => {
    const { user, status, log } = await setup({}, {}, true);
    expect(log.flippers[0]!.single).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(status()).toBe('Page 2 of 24');
    const toggle = screen.getByRole('button', { name: 'Single-page view' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(log.flippers.map((f) => f.single)).toEqual([true, false]);
    expect(log.flippers[1]!.start).toBe(1);
    expect(log.flippersDestroyed).toBe(1);
  });
});

describe('Viewer: zoom and full screen', () => {
  it('zooms in and out with the buttons and + / −, re-rendering the kept pages', async () => {
    const { user, log } = await setup();
    const stage = document.querySelector<HTMLElement>('.fb-stage')!;
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    expect(zoomOut.getAttribute('aria-disabled')).toBe('true');
    const before = log.renders.length;
    await user.click(zoomIn);
    expect(stage.style.width).toBe('150%');
    expect(log.renders.length).toBe(before + 3);
    await user.keyboard('+');
    expect(stage.style.width).toBe('200%');
    await user.keyboard('-');
    await user.click(zoomOut);
    expect(stage.style.width).toBe('');
  });

  it('double-click zooms in and back out', async () => {
    const { user } = await setup();
    const stage = document.querySelector<HTMLElement>('.fb-stage')!;
    await user.dblClick(document.querySelector('.fb-viewport')!);
    expect(stage.style.width).toBe('200%');
    await user.dblClick(document.querySelector('.fb-viewport')!);
    expect(stage.style.width).toBe('');
  });

  it('falls back to a full-viewport mode without the Fullscreen API; Escape leaves it', async () => {
    const { user } = await setup();
    const region = screen.getByRole('region', { name: 'Catalogue' });
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(region.classList.contains('fb--fullscreen')).toBe(true);
    expect(screen.getByRole('button', { name: 'Leave full screen' }).getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(region.classList.contains('fb--fullscreen')).toBe(false));
  });

  it('uses the Fullscreen API where the browser has it', async () => {
    const { user } = await setup();
    const region = screen.getByRole('region', { name: 'Catalogue' });
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    let element: Element | null = null;
    Object.defineProperty(document, 'fullscreenElement', { get: () => element, configurable: true });
    const request = vi.fn(async () => {
      element = region;
    });
    onTestFinished(() => {
      delete (document as { fullscreenEnabled?: boolean }).fullscreenEnabled;
      delete (document as { fullscreenElement?: Element }).fullscreenElement;
    });
    region.requestFullscreen = request;
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(request).toHaveBeenCalled();
    expect(region.classList.contains('fb--fullscreen')).toBe(false);
    expect(screen.getByRole('button', { name: 'Leave full screen' })).toBeTruthy();
  });
});

describe('Viewer: panels', () => {
  const toc = [
    { title: 'Textiles', page: 3, items: [{ title: 'Aprons', page: 5, items: [] }] },
    { title: 'Prints', page: 15, items: [] },
  ];

  it('lists the nested table of contents and jumps to an entry', async () => {
    const { user, status } = await setup({}, { toc });
    await user.click(screen.getByRole('button', { name: 'Table of contents' }));
    const nav = await screen.findByRole('navigation', { name: 'Table of contents' });
    await user.click(within(nav).getByRole('button', { name: /Aprons/ }));
    expect(status()).toBe('Pages 4–5 of 24');
    await user.click(within(nav).getByRole('button', { name: /Prints/ }));
    expect(status()).toBe('Pages 14–15 of 24');
  });

  it('says so when the document has no outline; autoEnableOutline opens the panel', async () => {
    await setup({ autoEnableOutline: true });
    expect(await screen.findByText('This document has no table of contents.')).toBeTruthy();
  });

  it('searches the text, lists results with page numbers, lands on the first and marks the hits', async () => {
    const { user, status } = await setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the document' }), 'LINEN');
    await user.click(within(document.querySelector('form')!).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('2 results')).toBeTruthy();
    expect(status()).toBe('Pages 4–5 of 24');
    await waitFor(() => expect(document.querySelector('.fb-page[data-page="5"] .fb-hit')).not.toBeNull());
    const results = screen.getAllByRole('button', { name: /^Page \d+ / });
    expect(results.map((b) => b.textContent)).toEqual(['Page 5 Page 5: linen aprons', 'Page 10 Page 10: linen aprons']);
    await user.click(results[1]!);
    expect(status()).toBe('Pages 10–11 of 24');
  });

  it('says when nothing is found', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox'), 'velvet{Enter}');
    expect(await screen.findByText('No results.')).toBeTruthy();
  });

  it('keeps bookmarks per document across a reload', async () => {
    const first = await setup({ openPage: 6 });
    await first.user.click(screen.getByRole('button', { name: 'Bookmarks' }));
    expect(screen.getByText('No bookmarks yet.')).toBeTruthy();
    await first.user.click(screen.getByRole('button', { name: 'Bookmark this page (6)' }));
    expect(JSON.parse(localStorage.getItem(bookmarksKey('http://localhost:3000/docs/catalogue.pdf'))!)).toEqual([6]);
    first.view.unmount();
    const second = await setup({ autoEnableOutline: false });
    await second.user.click(screen.getByRole('button', { name: 'Bookmarks' }));
    await second.user.click(screen.getByRole('button', { name: 'Page 6' }));
    expect(second.status()).toBe('Pages 6–7 of 24');
    expect(
      screen.getByRole('button', { name: 'Remove the bookmark on this page (6)' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('shares the page as a link with its hash, and the usual share links', async () => {
    const { user } = await setup({ openPage: 8 });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.queryByRole('button', { name: 'Share with…' })).toBeNull();
    const url = screen.getByRole('textbox', { name: 'Share' });
    expect((url as HTMLInputElement).value).toBe('http://localhost:3000/#dflip-df_7/8/');
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/#dflip-df_7/8/');
    expect(await screen.findByText('Link copied.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Email' }).getAttribute('href')).toContain('dflip-df_7%2F8%2F');
  });

  it('offers the Web Share API where the browser has it', async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    onTestFinished(() => void delete (navigator as { share?: unknown }).share);
    const { user } = await setup({ openPage: 4 });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'Share with…' }));
    expect(share).toHaveBeenCalledWith({ title: 'Catalogue', url: 'http://localhost:3000/#dflip-df_7/4/' });
  });

  it('shows 150×150 thumbnails and jumps to one', async () => {
    const { user, status } = await setup();
    await user.click(screen.getByRole('button', { name: 'Thumbnails' }));
    const thumbs = document.querySelectorAll('.fb-thumbs button');
    expect(thumbs.length).toBe(24);
    await user.click(screen.getByRole('button', { name: 'Page 9' }));
    expect(status()).toBe('Pages 8–9 of 24');
    expect(screen.getByRole('button', { name: 'Page 9' }).getAttribute('aria-current')).toBe('page');
  });

  it('draws thumbnails as they near the view and releases them when they leave', async () => {
    let notify: ((entries: Array<{ target: Element; isIntersecting: boolean }>) => void) | null = null;
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: typeof notify) {
          notify = cb;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    onTestFinished(() => void vi.unstubAllGlobals());
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Thumbnails' }));
    const item = (i: number) => document.querySelector(`.fb-thumbs [data-index="${i}"]`)!;
    const images = () =>
      [...document.querySelectorAll('.fb-thumbs img')].map((img) => img.closest('li')!.dataset.index);
    await act(async () => notify!([0, 1, 2].map((i) => ({ target: item(i), isIntersecting: true }))));
    await waitFor(() => expect(images()).toEqual(['0', '1', '2']));
    const img = document.querySelector('.fb-thumbs img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['150', '150']);
    await act(async () => notify!([{ target: item(0), isIntersecting: false }]));
    expect(images()).toEqual(['1', '2']);
    await user.click(screen.getByRole('button', { name: 'Close: Thumbnails' }));
    expect(disconnect).toHaveBeenCalled();
  });

  it('prints the current page through the browser print flow', async () => {
    const { user } = await setup({ openPage: 3 });
    const printed: string[][] = [];
    const print = vi.fn(() => {
      printed.push([...document.querySelectorAll<HTMLImageElement>('.fb-print img')].map((i) => i.alt));
    });
    vi.stubGlobal('print', print);
    onTestFinished(() => void vi.unstubAllGlobals());
    await user.click(screen.getByRole('button', { name: 'Print' }));
    await user.click(screen.getByRole('button', { name: 'Print this page' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(printed[0]).toEqual(['Page 3']);
    window.dispatchEvent(new Event('afterprint'));
    expect(document.querySelector('.fb-print')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Print the whole document' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    expect(printed[1]!.length).toBe(24);
  });

  it('links the download to the PDF, and hides download and print when the options say so', async () => {
    const { view } = await setup();
    expect(screen.getByRole('link', { name: 'Download the PDF' }).getAttribute('href')).toBe(
      'http://localhost:3000/docs/catalogue.pdf',
    );
    view.unmount();
    await setup({ enableDownload: false, enablePrint: false });
    expect(screen.queryByRole('link', { name: 'Download the PDF' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });
});

describe('Viewer: sound', () => {
  it('plays the page-turn sound when the visitor turns it on, and remembers it', async () => {
    const play = vi.fn();
    class FakeContext {
      sampleRate = 8000;
      currentTime = 0;
      destination = {};
      createBuffer = (_c: number, n: number) => ({ getChannelData: () => new Float32Array(n) });
      createBufferSource = () => ({ connect: (n: unknown) => n, start: play });
      createBiquadFilter = () => ({
        connect: (n: unknown) => n,
        frequency: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
      });
      createGain = () => ({ connect: (n: unknown) => n, gain: { value: 0 } });
      close = async () => undefined;
    }
    vi.stubGlobal('AudioContext', FakeContext);
    onTestFinished(() => void vi.unstubAllGlobals());
    const first = await setup();
    const toggle = screen.getByRole('button', { name: 'Page-turn sound' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await first.user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(play).not.toHaveBeenCalled();
    await first.user.click(toggle);
    await first.user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(play).toHaveBeenCalledTimes(1);
    first.view.unmount();
    await setup();
    expect(screen.getByRole('button', { name: 'Page-turn sound' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('Viewer: autoplay', () => {
  it('plays, and stops on the visitor’s own turn', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, status } = await setup({ autoPlayStart: true, autoPlayDuration: 1000 });
    const play = screen.getByRole('button', { name: 'Autoplay' });
    expect(play.getAttribute('aria-pressed')).toBe('true');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(status()).toBe('Pages 2–3 of 24');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(play.getAttribute('aria-pressed')).toBe('false');
    await act(async () => vi.advanceTimersByTime(5000));
    expect(status()).toBe('Pages 4–5 of 24');
  });

  it('does not start by itself when the visitor prefers reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (q: string) => ({ matches: q.includes('reduce'), addEventListener() {}, removeEventListener() {} }) as never,
    );
    await setup({ autoPlayStart: true });
    expect(screen.getByRole('button', { name: 'Autoplay' }).getAttribute('aria-pressed')).toBe('false');
  });
});

/** What the viewer's own code left running (React's root listeners and user-event's stay with the test's container). */
const ownLeaks = (leaks: string[]) => leaks.filter((l) => /islands\/flip-book\/(?![\w-]+\.test\.)/.test(l));

describe('Viewer: unmount', () => {
  it('frees the document, the book and every listener and timer', async () => {
    const tracker = trackLeaks();
    try {
      const { view, log, user } = await setup({ autoPlayStart: true });
      await user.click(screen.getByRole('button', { name: 'Thumbnails' }));
      await user.click(screen.getByRole('button', { name: 'Next page' }));
      view.unmount();
      expect(log.destroyed).toBe(1);
      expect(log.flippersDestroyed).toBe(1);
      expect(ownLeaks(tracker.leaks())).toEqual([]);
    } finally {
      tracker.restore();
    }
  });

  it('cancels a load still under way', async () => {
    const tracker = trackLeaks();
    try {
      const { view } = await setup({}, { hang: true });
      view.unmount();
      await act(async () => undefined);
      expect(ownLeaks(tracker.leaks())).toEqual([]);
    } finally {
      tracker.restore();
    }
  });
});
