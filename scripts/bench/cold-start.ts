/**
 * One cold start of the variation index in a fresh Node process (spawned by variations.ts): compact JSON from
 * the file named on the command line → decode → index → the first availability pass, before anything of the
 * module has run or been compiled. Prints the milliseconds.
 */
import { readFileSync } from 'node:fs';
import { createVariationIndexFromCompact } from '@storefront/variations';

const json = readFileSync(process.argv[2]!, 'utf8');
const t = performance.now();
const index = createVariationIndexFromCompact(json);
index.update({});
console.log((performance.now() - t).toFixed(3));
