import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountIsland } from '@storefront/test-kit';
import island from './mount';

const $ = <T extends HTMLElement = HTMLElement>(s: string) => document.querySelector<T>(s)!;
const key = (el: Element, k: string) =>
  el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
async function mountAll() {
  for (const el of document.querySelectorAll<HTMLElement>('[data-toggle]')) await mountIsland(island, el);
}
function media(reduce: boolean) {
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: reduce && q.includes('reduced'), media: q }));
}

beforeEach(() => {
  vi.useFakeTimers();
  media(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('collapse', () => {
  beforeEach(() => {
    document.body.innerHTML = `<button type="button" data-toggle="collapse" data-target="#more">More</button><div id="more" class="collapse"><p>Details</p></div>`;
  });

  it('shows and hides its target over 350 ms, with aria-expanded', async () => {
    await mountAll();
    const b = $('button');
    expect(b.getAttribute('aria-expanded')).toBe('false');
    expect(b.getAttribute('aria-controls')).toBe('more');
    b.click();
    expect(b.getAttribute('aria-expanded')).toBe('true');
    expect($('#more').classList.contains('collapsing')).toBe(true);
    vi.advanceTimersByTime(350);
    expect($('#more').className).toBe('collapse in');
    b.click();
    vi.advanceTimersByTime(350);
    expect($('#more').className).toBe('collapse');
    expect(b.getAttribute('aria-expanded')).toBe('false');
  });

  it('reduced motion: at once', async () => {
    media(true);
    await mountAll();
    $('button').click();
    expect($('#more').className).toBe('collapse in');
  });
});

describe('tabs', () => {
  beforeEach(() => {
    document.body.innerHTML = `<ul class="nav nav-tabs"><li class="active"><a href="#one" data-toggle="tab">One</a></li><li><a href="#two" data-toggle="tab">Two</a></li><li><a href="#three" data-toggle="tab">Three</a></li></ul>
<div class="tab-content"><div id="one" class="tab-pane active in">1</div><div id="two" class="tab-pane">2</div><div id="three" class="tab-pane">3</div></div>`;
  });

  it('are ARIA tabs; a click shows its pane; arrows, Home and End move', async () => {
    await mountAll();
    const tabs = [...document.querySelectorAll<HTMLElement>('[data-toggle=tab]')];
    expect($('ul').getAttribute('role')).toBe('tablist');
    expect(tabs.map((t) => t.getAttribute('role'))).toEqual(['tab', 'tab', 'tab']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect($('#two').getAttribute('role')).toBe('tabpanel');
    expect($('#two').getAttribute('aria-labelledby')).toBe(tabs[1]!.id);
    tabs[1]!.click();
    expect($('#two').classList.contains('active')).toBe(true);
    expect($('#one').classList.contains('active')).toBe(false);
    key(tabs[1]!, 'ArrowRight');
    expect(document.activeElement).toBe(tabs[2]);
    expect($('#three').classList.contains('active')).toBe(true);
    key(tabs[2]!, 'ArrowRight');
    expect(document.activeElement).toBe(tabs[0]);
    key(tabs[0]!, 'End');
    expect(document.activeElement).toBe(tabs[2]);
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
  });
});

describe('tooltip and popover', () => {
  it('a tooltip shows on focus and hover with aria-describedby, and hides on Escape, blur and leave', async () => {
    document.body.innerHTML = `<button type="button" data-toggle="tooltip" title="Free over £40">Delivery</button>`;
    await mountAll();
    const b = $('button');
    expect(b.hasAttribute('title')).toBe(false);
    b.focus();
    const tip = document.getElementById(b.getAttribute('aria-describedby')!)!;
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(tip.textContent).toBe('Free over £40');
    key(b, 'Escape');
    expect(tip.isConnected).toBe(false);
    expect(b.hasAttribute('aria-describedby')).toBe(false);
    b.dispatchEvent(new Event('pointerenter'));
    expect(tip.isConnected).toBe(true);
    b.dispatchEvent(new Event('pointerleave'));
    expect(tip.isConnected).toBe(false);
  });

  it('a popover toggles on click with its title and content', async () => {
    document.body.innerHTML = `<button type="button" data-toggle="popover" title="Care" data-content="Wash at 30°">Care</button>`;
    await mountAll();
    $('button').click();
    expect($('.popover').textContent).toBe('CareWash at 30°');
    $('button').click();
    expect(document.querySelector('.popover')).toBeNull();
  });
});

describe('modal', () => {
  beforeEach(() => {
    document.body.innerHTML = `<button type="button" data-toggle="modal" data-target="#sizes">Size guide</button>
<div id="sizes" class="modal fade" tabindex="-1" aria-labelledby="sizes-title" hidden><div class="modal-dialog"><h2 id="sizes-title">Sizes</h2><button type="button" class="close" data-dismiss="modal">Close</button></div></div>`;
  });

  it('opens as a modal dialog with focus inside and the page locked; Escape closes and returns focus', async () => {
    await mountAll();
    const trigger = $('[data-toggle=modal]');
    trigger.focus();
    trigger.click();
    expect($('#sizes').hidden).toBe(false);
    expect($('#sizes').getAttribute('aria-modal')).toBe('true');
    expect($('#sizes').getAttribute('role')).toBe('dialog');
    expect(document.body.classList.contains('modal-open')).toBe(true);
    expect(document.activeElement).toBe($('.close'));
    key(document.activeElement!, 'Escape');
    expect($('#sizes').hidden).toBe(true);
    expect(document.body.classList.contains('modal-open')).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('the dismiss button and the backdrop close it', async () => {
    await mountAll();
    $('[data-toggle=modal]').click();
    $('.close').click();
    expect($('#sizes').hidden).toBe(true);
    $('[data-toggle=modal]').click();
    $('#sizes').click();
    expect($('#sizes').hidden).toBe(true);
  });
});

describe('dropdown', () => {
  it('opens on click and ArrowDown, moves with arrows, closes on Escape (focus back) and outside clicks', async () => {
    document.body.innerHTML = `<div class="dropdown"><button type="button" data-toggle="dropdown">Sort</button><ul class="dropdown-menu"><li><a href="?o=1">Price</a></li><li><a href="?o=2">Name</a></li></ul></div><p>Out</p>`;
    await mountAll();
    const b = $('[data-toggle=dropdown]');
    b.click();
    expect($('.dropdown').classList.contains('open')).toBe(true);
    expect(b.getAttribute('aria-expanded')).toBe('true');
    $('p').click();
    expect($('.dropdown').classList.contains('open')).toBe(false);
    b.focus();
    key(b, 'ArrowDown');
    expect(document.activeElement?.textContent).toBe('Price');
    key(document.activeElement!, 'ArrowDown');
    expect(document.activeElement?.textContent).toBe('Name');
    key(document.activeElement!, 'Escape');
    expect($('.dropdown').classList.contains('open')).toBe(false);
    expect(document.activeElement).toBe(b);
  });
});
