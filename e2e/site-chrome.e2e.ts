/**
 * Site chrome and sliders in Chromium (production bundles): the sticky header shrinks above 992 px and not below with
 * zero layout shift (its offsets under the admin bar: admin-bar.e2e.ts), the search popup, To Top, dropdown menus by
 * mouse and keyboard, each slider type, a slider appended later, server-printed alert notices taking focus, and no page loading these islands before
 * the shopper scrolls or reaches for them.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  cls,
  expectAccessible,
  islandMounted,
  openWatched,
  reachFor,
  shiftSources,
  shopUrl,
  useBrowser,
} from './harness';

const { session } = useBrowser();

const open = (path: string, width?: number, height?: number) => openWatched(session, path, { width, height });
const headerBox = (page: Page) =>
  page.evaluate(() => {
    const r = document.getElementById('masthead')!.getBoundingClientRect();
    return { top: Math.round(r.top), height: Math.round(r.height) };
  });
const mainTop = (page: Page) =>
  page.evaluate(() => Math.round(document.getElementById('main')!.getBoundingClientRect().top + scrollY));

describe('site header (spec §2, §9)', () => {
  it('is sticky and shrinks to half its height above 992 px, moving nothing (CLS 0)', async () => {
    const { page, errors, scripts } = await open('/');
    expect(scripts.some((s) => s.includes('islands/site-chrome'))).toBe(false); // not before the first scroll
    const before = await headerBox(page);
    const contentTop = await mainTop(page);
    await page.mouse.move(640, 600);
    await page.mouse.wheel(0, 400);
    await islandMounted(page, 'a.to-top', 'site-chrome');
    await expect.poll(() => headerBox(page)).toEqual({ top: 0, height: before.height / 2 });
    expect(await mainTop(page)).toBe(contentTop);
    await page.mouse.wheel(0, -2000);
    await expect.poll(() => headerBox(page)).toEqual(before);
    expect(await cls(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('at 992 px and below it stays sticky but does not shrink', async () => {
    const { page } = await open('/', 992, 800);
    const before = await headerBox(page);
    await page.mouse.move(400, 500);
    await page.mouse.wheel(0, 600);
    await islandMounted(page, 'a.to-top', 'site-chrome');
    await page.waitForTimeout(400);
    expect(await headerBox(page)).toEqual({ top: 0, height: before.height });
    expect(await cls(page)).toBe(0);
  });

  it('search: opens from the header button focusing the field, closes on Escape and outside clicks, serves results', async () => {
    const { page, errors } = await open('/shop/');
    const toggle = page.locator('button.search-toggle');
    await reachFor(page, '#masthead', 'site-chrome', 'hover', toggle);
    await toggle.click();
    await expect.poll(() => page.locator('#search-popup').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('s');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await page.locator('#search-popup').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('search-toggle'))).toBe(true);
    await toggle.click();
    await page.mouse.click(640, 700);
    expect(await page.locator('#search-popup').isVisible()).toBe(false);
    await toggle.click();
    await page.keyboard.type('cushion');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\?s=cushion/);
    expect(await page.locator('h1').textContent()).toBe('Search results for: “cushion”');
    expect(await page.locator('ul.products li.product').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('dropdown menus: 200 ms hover delay by mouse (page clock); keyboard opens, moves and closes with Escape', async () => {
    // The page's own clock (installed before its scripts run) measures the delays: no wall-clock waits.
    const s = await session();
    await s.page.clock.install();
    const { page } = await openWatched(async () => s, '/blog/');
    const shop = page.locator('#site-navigation .menu > li.menu-item-has-children').first();
    const sub = shop.locator(':scope > ul.sub-menu');
    await reachFor(page, '#masthead', 'site-chrome', 'hover', page.locator('.site-title'));
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await shop.locator(':scope > a').hover();
    await page.clock.runFor(199);
    expect(await sub.isVisible()).toBe(false);
    await page.clock.runFor(1);
    expect(await sub.isVisible()).toBe(true);
    await sub.locator('a').first().hover(); // into the sub-menu: stays open
    await page.clock.runFor(1000);
    expect(await sub.isVisible()).toBe(true);
    await page.mouse.move(640, 800);
    await page.clock.runFor(199);
    expect(await sub.isVisible()).toBe(true);
    await page.clock.runFor(1);
    expect(await sub.isVisible()).toBe(false);
    await page.clock.resume();

    await shop.locator(':scope > a').focus();
    await page.keyboard.press('ArrowDown');
    expect(await sub.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Textiles');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cushions');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    expect(await sub.isVisible()).toBe(false);
    expect(await shop.locator(':scope > .sub-menu-toggle').getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.matches('.menu > li > .sub-menu-toggle'))).toBe(true);
  });

  it('To Top: appears after 200 px, fades in, scrolls to the top over 1200 ms', async () => {
    const { page } = await open('/shop/');
    const toTop = page.locator('a.to-top');
    await page.mouse.move(640, 600);
    await page.mouse.wheel(0, 150);
    await islandMounted(page, 'a.to-top', 'site-chrome');
    await page.waitForTimeout(200);
    expect(await toTop.isVisible()).toBe(false);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => toTop.isVisible()).toBe(true);
    const box = (await toTop.boundingBox())!;
    expect(Math.round(900 - (box.y + box.height))).toBe(52);
    expect(await toTop.textContent()).toBe('To Top');
    await toTop.click();
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0); // still on its way
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    await expect.poll(() => toTop.isVisible()).toBe(false);
  });
});

describe('sliders (spec §9 Sliders)', () => {
  const currentDot = (page: Page, slider: string) =>
    page.evaluate(
      (sel) =>
        [...document.querySelectorAll(`${sel} .slider-dot`)].findIndex(
          (d) => d.getAttribute('aria-current') === 'true',
        ),
      slider,
    );

  it('home: every type initialises with zero layout shift and passes axe', async () => {
    const { page, errors } = await open('/');
    await page.mouse.move(640, 400);
    for (const sel of [
      '.hero-slider',
      '.product-carousel [data-slider-type]',
      '.testimonials [data-slider-type]',
      '.makers [data-slider-type]',
    ]) {
      await page.locator(sel).scrollIntoViewIfNeeded();
      await islandMounted(page, sel, 'slider');
      expect(await page.locator(sel).getAttribute('class')).not.toContain('slider-loading');
    }
    await page.evaluate(() => scrollTo(0, 0));
    await page.waitForTimeout(300);
    expect(await cls(page)).toBe(0);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('the hero autoplays every 3000 ms and does not pause on hover; the pause button stops it', async () => {
    const { page } = await open('/');
    await page.locator('.hero-slider').hover();
    await islandMounted(page, '.hero-slider', 'slider');
    expect(await currentDot(page, '.hero-slider')).toBe(0);
    await expect.poll(() => currentDot(page, '.hero-slider'), { timeout: 5000 }).toBe(1);
    await page.locator('.hero-slider .slider-pause').click();
    const at = await currentDot(page, '.hero-slider');
    await page.waitForTimeout(3600);
    expect(await currentDot(page, '.hero-slider')).toBe(at);
  });

  it('content carousel: 4 products in view, the arrow scrolls one', async () => {
    const { page } = await open('/');
    const carousel = page.locator('.product-carousel [data-slider-type]');
    await carousel.scrollIntoViewIfNeeded();
    await islandMounted(page, '.product-carousel [data-slider-type]', 'slider');
    const inView = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.product-carousel .slider-track > li')]
          .map((li, i) => ((li as HTMLElement).inert ? -1 : i))
          .filter((i) => i >= 0),
      );
    expect(await inView()).toEqual([0, 1, 2, 3]);
    await carousel.locator('.slider-next').click();
    await expect.poll(inView).toEqual([1, 2, 3, 4]);
  });

  it('thumb: clicking a thumbnail shows its review; the logos carousel autoplays', async () => {
    const { page } = await open('/');
    await page.locator('.testimonials').scrollIntoViewIfNeeded();
    await islandMounted(page, '.testimonials [data-slider-type]', 'slider');
    await page.locator('#testimonial-thumbs .slider-thumb').nth(2).click();
    await expect
      .poll(() =>
        page
          .locator('.testimonials .testimonial')
          .nth(2)
          .evaluate((el) => getComputedStyle(el).opacity),
      )
      .toBe('1');
    expect(await page.locator('#testimonial-thumbs .slider-thumb').nth(2).getAttribute('aria-current')).toBe('true');
    await page.locator('.makers').scrollIntoViewIfNeeded();
    await islandMounted(page, '.makers [data-slider-type]', 'slider');
    await expect.poll(() => currentDot(page, '.makers'), { timeout: 5000 }).toBe(1);
  });

  it('a slider appended later (infinite scroll) initialises itself', async () => {
    const { page } = await open('/');
    await page.locator('.hero-slider').hover();
    await islandMounted(page, '.hero-slider', 'slider');
    await page.evaluate(() =>
      document
        .querySelector('main')!
        .insertAdjacentHTML(
          'afterbegin',
          '<div id="late" class="slider-loading" data-slider-type="default" role="region" aria-roledescription="carousel" aria-label="Late"><div class="slider-track"><div>A</div><div>B</div></div></div>',
        ),
    );
    await islandMounted(page, '#late', 'slider');
    expect(await page.locator('#late').getAttribute('class')).not.toContain('slider-loading');
    expect(await page.locator('#late .slider-dot').count()).toBe(2);
  });

  it('pages without sliders never load the slider code', async () => {
    const { page, scripts } = await open('/shop/');
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(500);
    expect(scripts.some((s) => s.includes('islands/slider'))).toBe(false);
    expect(scripts.some((s) => s.includes('keen-slider'))).toBe(false);
  });
});

describe('content effects (spec §2 Headlines, §9)', () => {
  it('typed headline types the next sentence; the CTA keeps the size CSS gave it; sections animate in; CLS 0', async () => {
    const { page, errors } = await open('/');
    const typed = page.locator('.typed-headline__text');
    // The CTA is below the first screen: its size is still the theme CSS's own.
    expect(await page.locator('.cta-title').getAttribute('data-island-mounted')).toBeNull();
    const cssSize = await page.locator('.cta-title').evaluate((el) => getComputedStyle(el).fontSize);
    expect(await typed.textContent()).toBe('Printed by hand in Bristol.');
    await expect.poll(() => typed.textContent(), { timeout: 8000 }).toBe('Made to last for years.');
    expect(await page.locator('.typed-headline .screen-reader-text').textContent()).toContain('Sent the same day.');
    // Bring the section within the 200 px hydration margin but still below the viewport: it is hidden, then revealed.
    await page.evaluate(() =>
      scrollTo(0, document.querySelector('.makers')!.getBoundingClientRect().top + scrollY - innerHeight - 100),
    );
    await islandMounted(page, '.makers', 'content-effects');
    await expect.poll(() => page.locator('.makers').getAttribute('data-animate-state')).toBe('hidden');
    await page.locator('.makers').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('.makers').getAttribute('data-animate-state')).toBe('revealed');
    await page.locator('.testimonials').scrollIntoViewIfNeeded();
    await page.locator('.cta').scrollIntoViewIfNeeded();
    await islandMounted(page, '.cta-title', 'content-effects');
    expect(await page.locator('.cta-title').evaluate((el) => getComputedStyle(el).fontSize)).toBe(cssSize);

    await expect.poll(() => page.locator('.makers').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await cls(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('on a phone (360 px) the hero slider takes over and the headline starts typing without moving anything', async () => {
    const { page, errors } = await open('/', 360, 740);
    // Before: a later hero slide wrapping onto more lines made the track taller until keen-slider's adaptive height
    // took the first slide's (0.002 of CLS on every load).
    await expect.poll(() => page.locator('.hero-slider').getAttribute('class')).not.toMatch(/slider-loading/);
    await expect.poll(() => page.locator('.typed-headline').getAttribute('class')).toMatch(/is-typing/);
    // It failed once in CI at 0.00038 and passed on every rerun: the message names what moved, should it again.
    expect(await cls(page), await shiftSources(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('reduced motion: the headline stays still and nothing animates', async () => {
    const s = await session();
    await s.page.emulateMedia({ reducedMotion: 'reduce' });
    await s.page.goto(shopUrl('/'));
    await islandMounted(s.page, '.typed-headline', 'content-effects');
    await s.page.waitForTimeout(3500);
    expect(await s.page.locator('.typed-headline__text').textContent()).toBe('Printed by hand in Bristol.');
    await s.page.locator('.makers').scrollIntoViewIfNeeded();
    await islandMounted(s.page, '.makers', 'content-effects');
    expect(await s.page.locator('.makers').getAttribute('data-animate-state')).toBeNull();
  });
});

describe('Bootstrap-style widgets (spec §2 generic widgets)', () => {
  it('tabs, collapse, tooltip and modal on the home page work by keyboard and pass axe when open', async () => {
    const { page, errors } = await open('/');
    const tab = page.locator('a[href="#care-iron"]');
    await tab.scrollIntoViewIfNeeded();
    await reachFor(page, 'a[href="#care-iron"]', 'widgets', 'hover', tab);
    await tab.click();
    expect(await page.getByRole('tab', { name: 'Ironing' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('#care-iron').isVisible()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    expect(await page.locator('#care-wash').isVisible()).toBe(true);

    const more = page.getByRole('button', { name: 'Delivery details' });
    await reachFor(page, '[data-target="#delivery-more"]', 'widgets', 'hover', more);
    await more.click();
    await expect.poll(() => page.locator('#delivery-more').isVisible()).toBe(true);
    expect(await more.getAttribute('aria-expanded')).toBe('true');

    const tip = page.getByRole('button', { name: 'UK delivery £3.95' });
    await reachFor(page, '[data-toggle="tooltip"]', 'widgets', 'focus', tip);
    await tip.blur();
    await tip.focus();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe('Free on orders over £40');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('tooltip').count()).toBe(0);

    const guide = page.getByRole('button', { name: 'Size guide' });
    await reachFor(page, '[data-toggle="modal"]', 'widgets', 'hover', guide);
    await guide.click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Size guide' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Size guide');
    expect(errors).toEqual([]);
  });
});

describe('alert notices (spec §2 notices)', () => {
  it('a notice the server prints at load gets focus after 500 ms', async () => {
    const s = await session();
    await s.page.goto(shopUrl('/shop/?add-to-cart=999999'));
    const notice = s.page.locator('.woocommerce-error[role=alert]');
    expect(await notice.count()).toBe(1);
    await expect.poll(() => notice.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
