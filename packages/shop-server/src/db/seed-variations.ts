/**
 * The seeded catalogue's attributes and variation sets: the art print (3 sizes × 2 types), the colour-block
 * cushion (40 variations, over WooCommerce's 30 threshold) and the made-to-measure curtain.
 */
import type { AttrDef, VariationDef } from './seed-types';

/** Print sizes. */
export const SIZE: AttrDef = {
  taxonomy: 'pa_size',
  label: 'Size',
  options: [
    ['a5', 'A5'],
    ['a4', 'A4'],
    ['a3', 'A3'],
  ],
};
/** Print finishes. */
export const TYPE: AttrDef = {
  taxonomy: 'pa_type',
  label: 'Type',
  options: [
    ['giclee', 'Giclée print'],
    ['framed', 'Framed print'],
  ],
};

/** Art print: 3 sizes × 2 types; prices rise with size; A3 framed is out of stock; A4 framed has its own image. */
export function artPrintVariations(): VariationDef[] {
  const base: Record<string, number> = { a5: 1000, a4: 1500, a3: 2200 };
  const dims: Record<string, readonly [string, string, string]> = {
    a5: ['14.8', '21', '0.1'],
    a4: ['21', '29.7', '0.1'],
    a3: ['29.7', '42', '0.1'],
  };
  const out: VariationDef[] = [];
  for (const type of ['giclee', 'framed'] as const) {
    for (const size of ['a5', 'a4', 'a3'] as const) {
      const framed = type === 'framed';
      const d = dims[size]!;
      out.push({
        attrs: { pa_size: size, pa_type: type },
        price: base[size]! + (framed ? 2000 : 0),
        sku: `AP-${size.toUpperCase()}-${framed ? 'FRM' : 'GIC'}`,
        weight: framed ? { a5: '0.9', a4: '1.4', a3: '2.2' }[size] : { a5: '0.05', a4: '0.1', a3: '0.2' }[size],
        dims: framed ? [String(Number(d[0]) + 6), String(Number(d[1]) + 6), '2.5'] : d,
        ...(framed && size === 'a3' ? { stock: 'outofstock' as const } : {}),
        ...(framed && size === 'a4' ? { image: 'A4 framed print in an oak frame' } : {}),
      });
    }
  }
  return out;
}

/** Cushion cover colours (slug, name). */
export const CUSHION_COLOURS: ReadonlyArray<readonly [string, string]> = [
  ['chalk', 'Chalk'],
  ['charcoal', 'Charcoal'],
  ['fern', 'Fern'],
  ['indigo', 'Indigo'],
  ['mustard', 'Mustard'],
  ['rust', 'Rust'],
  ['sage', 'Sage'],
  ['teal', 'Teal'],
];
/** Cushion sizes (slug, name, price in pence). */
export const CUSHION_SIZES: ReadonlyArray<readonly [string, string, number]> = [
  ['30x30', '30 × 30 cm', 1800],
  ['40x40', '40 × 40 cm', 2200],
  ['45x45', '45 × 45 cm', 2500],
  ['50x50', '50 × 50 cm', 2800],
  ['60x60', '60 × 60 cm', 3400],
];

/** Colour-block cushion cover: 8 colours × 5 sizes = 40 variations (over the 30 threshold). */
export function cushionVariations(): VariationDef[] {
  const out: VariationDef[] = [];
  CUSHION_COLOURS.forEach(([colour], ci) => {
    CUSHION_SIZES.forEach(([size, , price], si) => {
      const side = size.split('x')[0]!;
      out.push({
        attrs: { pa_colour: colour, pa_cushion_size: size },
        price,
        sku: `CBC-${colour.toUpperCase()}-${size}`,
        weight: (0.15 + si * 0.05).toFixed(2),
        dims: [side, side, '1'],
        // A few sold out and a few with little stock, so lookups meet both states.
        ...((ci + si) % 9 === 4 ? { stock: 'outofstock' as const } : {}),
        ...((ci * 5 + si) % 7 === 3 ? { stockQty: 3 } : {}),
      });
    });
  });
  return out;
}

/** Curtain widths (cm). */
export const WIDTHS = Array.from({ length: 10 }, (_, i) => 100 + i * 20);
/** Curtain drops (cm). */
export const DROPS = Array.from({ length: 10 }, (_, i) => 120 + i * 20);
/** Curtain fabrics. */
export const FABRICS: ReadonlyArray<readonly [string, string, number]> = [
  ['linen-natural', 'Linen natural', 3200],
  ['linen-white', 'Linen white', 3200],
  ['cotton-ecru', 'Cotton ecru', 2400],
  ['cotton-navy', 'Cotton navy', 2400],
  ['velvet-moss', 'Velvet moss', 4500],
  ['velvet-plum', 'Velvet plum', 4500],
  ['wool-grey', 'Wool grey', 4000],
  ['ticking-stripe', 'Ticking stripe', 2800],
  ['botanical-print', 'Botanical print', 3600],
  ['seabirds-print', 'Seabirds print', 3600],
];

/**
 * Made-to-measure curtains: 10 widths × 10 drops × 10 fabrics = 1,000 variations. The smallest size (100 × 120 cm)
 * is made only in the first fabric: its other nine fabrics are inactive and out of stock, as a shop retiring a size
 * leaves them, so the compact index carries inactive rows (the option filter disables those fabrics).
 */
export function curtainVariations(): VariationDef[] {
  const out: VariationDef[] = [];
  for (const [fabric, , rate] of FABRICS) {
    for (const w of WIDTHS) {
      for (const d of DROPS) {
        const area = (w * d) / 10000; // square metres
        const retired = w === WIDTHS[0] && d === DROPS[0] && fabric !== FABRICS[0]![0];
        out.push({
          attrs: { pa_width: `${w}cm`, pa_drop: `${d}cm`, pa_fabric: fabric },
          price: Math.round((4500 + area * rate) / 100) * 100,
          sku: `MTM-${fabric.toUpperCase()}-${w}-${d}`,
          weight: (area * 0.35).toFixed(2),
          dims: [String(w), String(d), '2'],
          ...(retired ? { active: false, stock: 'outofstock' as const } : {}),
        });
      }
    }
  }
  return out;
}
