/**
 * The page-turn sound, synthesised with Web Audio (a short filtered noise sweep: no audio file to download). The
 * visitor's choice is remembered in localStorage.
 */
import { safeStorage } from './bookmarks';

const KEY = 'storefront-flip-book-sound';

/** Whether the sound is on: the visitor's remembered choice, else `fallback`. */
export function soundPreference(fallback: boolean, storage = safeStorage()): boolean {
  try {
    const v = storage?.getItem(KEY);
    return v === null || v === undefined ? fallback : v === 'on';
  } catch {
    return fallback;
  }
}

/** Remembers the visitor's choice. */
export function rememberSound(on: boolean, storage = safeStorage()): void {
  try {
    storage?.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Not remembered; it still applies for this visit.
  }
}

/** A page-turn sound player; `close()` frees its audio context. */
export function createTurnSound(): { play(): void; close(): void } {
  let ctx: AudioContext | null = null;
  return {
    play() {
      const Ctx = globalThis.AudioContext;
      if (!Ctx) return;
      try {
        ctx ??= new Ctx();
        const length = Math.floor(ctx.sampleRate * 0.25);
        const buffer = ctx.createBuffer(1, length, ctx.sampleRate);
        const data = buffer.getChannelData(0);
        for (let i = 0; i < length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / length) ** 2;
        const source = ctx.createBufferSource();
        source.buffer = buffer;
        const filter = ctx.createBiquadFilter();
        filter.type = 'bandpass';
        filter.frequency.setValueAtTime(3000, ctx.currentTime);
        filter.frequency.exponentialRampToValueAtTime(800, ctx.currentTime + 0.25);
        const gain = ctx.createGain();
        gain.gain.value = 0.25;
        source.connect(filter).connect(gain).connect(ctx.destination);
        source.start();
      } catch {
        // No audio output: silence.
      }
    },
    close() {
      void ctx?.close().catch(() => undefined);
      ctx = null;
    },
  };
}
