/**
 * The Consent API stub's source (consent-stub.js) for servers that print it inline, first in `<head>` (the
 * reference shop; the WordPress plugin prints the build's minified copy, dist/consent-stub.js). Node only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'consent-stub.js');

/** The stub as an inline script's text: its leading comment and indentation dropped. */
export const CONSENT_STUB_SOURCE: string = readFileSync(FILE, 'utf8')
  .replace(/^\/\*[\s\S]*?\*\/\s*/, '')
  .replace(/^\s+/gm, '')
  .trim();
