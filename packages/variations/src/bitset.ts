/**
 * Minimal fixed-size bitsets over Uint32Array (bit r = variation row r). Hot loops stay monomorphic
 * and allocation-free; callers pass preallocated destinations.
 */

/** Number of 32-bit words needed for `bits` bits. */
export function wordCount(bits: number): number {
  return (bits + 31) >>> 5;
}

/** Sets bit `i`. */
export function setBit(set: Uint32Array, i: number): void {
  const w = i >>> 5;
  set[w] = set[w]! | (1 << (i & 31));
}

/** Whether bit `i` is set. */
export function hasBit(set: Uint32Array, i: number): boolean {
  return ((set[i >>> 5]! >>> (i & 31)) & 1) === 1;
}

/** dst = a & b (dst may alias a or b). */
export function andInto(dst: Uint32Array, a: Uint32Array, b: Uint32Array): void {
  for (let k = 0, n = dst.length; k < n; k++) dst[k] = a[k]! & b[k]!;
}

/** Whether a & b has any bit; stops at the first common word. */
export function intersects(a: Uint32Array, b: Uint32Array): boolean {
  for (let k = 0, n = a.length; k < n; k++) if ((a[k]! & b[k]!) !== 0) return true;
  return false;
}

/** Whether a & b & c has any bit. */
export function intersects3(a: Uint32Array, b: Uint32Array, c: Uint32Array): boolean {
  for (let k = 0, n = a.length; k < n; k++) if ((a[k]! & b[k]! & c[k]!) !== 0) return true;
  return false;
}

/** Index of the lowest set bit, or −1 when empty. */
export function firstBit(set: Uint32Array): number {
  for (let k = 0, n = set.length; k < n; k++) {
    const w = set[k]!;
    if (w !== 0) return (k << 5) + (31 - Math.clz32(w & -w));
  }
  return -1;
}

/** Calls `fn` with each set bit in increasing order. */
export function forEachBit(set: Uint32Array, fn: (i: number) => void): void {
  for (let k = 0, n = set.length; k < n; k++) {
    let w = set[k]!;
    while (w !== 0) {
      const low = w & -w;
      fn((k << 5) + (31 - Math.clz32(low)));
      w ^= low;
    }
  }
}
