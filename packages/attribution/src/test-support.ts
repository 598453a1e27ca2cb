/**
 * Test support (not exported): a visitor with an in-memory cookie jar and a hand-driven clock, browsing
 * pages through the tracker.
 */
import { memoryCookieJar, type MemoryCookieJar } from './cookie-jar';
import type { TrackerOptions } from './settings';
import { runTracker } from './tracker';
import type { SbjsData } from './types';

/** 2026-03-14 12:00:00 UTC. */
export const T0 = Date.UTC(2026, 2, 14, 12, 0, 0);

/** Minutes in ms. */
export const minutes = (n: number) => n * 60_000;

/** A simulated visitor. */
export interface Visitor {
  jar: MemoryCookieJar;
  /** Moves the clock forward. */
  wait(ms: number): void;
  now(): number;
  /** One page view of `href` arriving from `referrer`. */
  view(href: string, referrer?: string): SbjsData;
}

/** Creates a visitor on shop.example (cookies on `.shop.example`) with the given tracker options. */
export function visitor(options: TrackerOptions = {}, userAgent = 'TestAgent/1.0'): Visitor {
  let time = T0;
  const now = () => time;
  const jar = memoryCookieJar(now);
  return {
    jar,
    now,
    wait(ms) {
      time += ms;
    },
    view(href, referrer = '') {
      return runTracker(
        { timezoneOffset: 0, ...options },
        { cookies: jar, now, page: { href, referrer, userAgent }, random: () => 0.5 },
      );
    },
  };
}

/** The shop's home page. */
export const SHOP = 'https://www.shop.example/';
