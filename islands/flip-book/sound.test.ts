import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTurnSound, rememberSound, soundPreference } from './sound';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('page-turn sound', () => {
  it('remembers the visitor’s choice, else the default', () => {
    expect(soundPreference(false)).toBe(false);
    expect(soundPreference(true)).toBe(true);
    rememberSound(true);
    expect(soundPreference(false)).toBe(true);
    rememberSound(false);
    expect(soundPreference(true)).toBe(false);
  });

  it('synthesises the sound with Web Audio (no file) and closes its context', () => {
    const started = vi.fn();
    const close = vi.fn(async () => undefined);
    const node = () => ({ connect: (n: unknown) => n, start: started, buffer: null, type: '', gain: { value: 0 } });
    class FakeContext {
      sampleRate = 8000;
      currentTime = 0;
      destination = {};
      createBuffer = (_c: number, length: number) => ({ getChannelData: () => new Float32Array(length) });
      createBufferSource = node;
      createBiquadFilter = () => ({
        ...node(),
        frequency: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
      });
      createGain = node;
      close = close;
    }
    vi.stubGlobal('AudioContext', FakeContext);
    const sound = createTurnSound();
    sound.play();
    sound.play();
    expect(started).toHaveBeenCalledTimes(2);
    sound.close();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('is silent where Web Audio is missing or fails', () => {
    vi.stubGlobal('AudioContext', undefined);
    expect(() => createTurnSound().play()).not.toThrow();
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw new Error('no audio device');
        }
      },
    );
    expect(() => createTurnSound().play()).not.toThrow();
  });
});
