/**
 * The local captcha double's media (a stand-in for MailPoet's built-in captcha, which draws a distorted phrase):
 * the phrase as plain SVG text, and a short silent WAV for the audio control. Readable on purpose — it is a
 * double for tests and the demo, not a defence.
 */
import { attr, html, joinHtml } from './format';

/** An SVG image showing `phrase`. */
export function captchaSvg(phrase: string): string {
  return String(
    joinHtml(
      html`<svg xmlns="http://www.w3.org/2000/svg" width="220" height="60" viewBox="0 0 220 60">`,
      html`<rect width="220" height="60" fill="#f3f0ea"/>`,
      html`<text x="110" y="40" font-family="monospace" font-size="28" text-anchor="middle" fill="#222"`,
      attr('data-phrase', phrase),
      html`>${phrase}</text>`,
      html`</svg>`,
    ),
  );
}

/** 0.1 s of silence, 8 kHz mono 8-bit. */
export function silentWav(): Uint8Array<ArrayBuffer> {
  const samples = 800;
  const bytes = new Uint8Array(new ArrayBuffer(44 + samples)).fill(128);
  const buf = Buffer.from(bytes.buffer);
  buf.write('RIFF', 0);
  buf.writeUInt32LE(36 + samples, 4);
  buf.write('WAVEfmt ', 8);
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(8000, 24);
  buf.writeUInt32LE(8000, 28);
  buf.writeUInt16LE(1, 32);
  buf.writeUInt16LE(8, 34);
  buf.write('data', 36);
  buf.writeUInt32LE(samples, 40);
  return bytes;
}
