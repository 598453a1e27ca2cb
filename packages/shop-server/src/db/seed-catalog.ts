/**
 * The seeded catalogue: a UK shop selling printed textiles (cushions, throws, tea towels,
 * napkins, curtains) and prints and cards. Products are listed in menu order; their ids are
 * assigned from 101 in this order, variations from 1001 (see seed.ts).
 */
import type { AttrDef, CategoryDef, ProductDef, VariationDef } from './seed-types';

/** Categories, parents first. */
export const CATEGORIES: readonly CategoryDef[] = [
  ['textiles', 'Textiles', null],
  ['cushions', 'Cushions', 'textiles'],
  ['throws', 'Throws', 'textiles'],
  ['tea-towels', 'Tea towels', 'textiles'],
  ['napkins', 'Napkins', 'textiles'],
  ['curtains', 'Curtains', 'textiles'],
  ['prints-and-cards', 'Prints and cards', null],
  ['prints', 'Prints', 'prints-and-cards'],
  ['cards', 'Cards', 'prints-and-cards'],
];

const SIZE: AttrDef = {
  taxonomy: 'pa_size',
  label: 'Size',
  options: [
    ['a5', 'A5'],
    ['a4', 'A4'],
    ['a3', 'A3'],
  ],
};
const TYPE: AttrDef = {
  taxonomy: 'pa_type',
  label: 'Type',
  options: [
    ['giclee', 'Giclée print'],
    ['framed', 'Framed print'],
  ],
};

/** Art print: 3 sizes × 2 types; prices rise with size; A3 framed is out of stock; A4 framed has its own image. */
function artPrintVariations(): VariationDef[] {
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

const CUSHION_COLOURS: ReadonlyArray<readonly [string, string]> = [
  ['chalk', 'Chalk'],
  ['charcoal', 'Charcoal'],
  ['fern', 'Fern'],
  ['indigo', 'Indigo'],
  ['mustard', 'Mustard'],
  ['rust', 'Rust'],
  ['sage', 'Sage'],
  ['teal', 'Teal'],
];
const CUSHION_SIZES: ReadonlyArray<readonly [string, string, number]> = [
  ['30x30', '30 × 30 cm', 1800],
  ['40x40', '40 × 40 cm', 2200],
  ['45x45', '45 × 45 cm', 2500],
  ['50x50', '50 × 50 cm', 2800],
  ['60x60', '60 × 60 cm', 3400],
];

/** Colour-block cushion cover: 8 colours × 5 sizes = 40 variations (over the 30 threshold). */
function cushionVariations(): VariationDef[] {
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

const WIDTHS = Array.from({ length: 10 }, (_, i) => 100 + i * 20);
const DROPS = Array.from({ length: 10 }, (_, i) => 120 + i * 20);
const FABRICS: ReadonlyArray<readonly [string, string, number]> = [
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
function curtainVariations(): VariationDef[] {
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

const lorem = (what: string): string =>
  `${what} Designed in our Bristol studio and made in small batches in the UK. Each piece is checked by hand before it leaves us.`;

/** Every product, in menu order. */
export const PRODUCTS: readonly ProductDef[] = [
  {
    slug: 'art-print',
    name: 'Art print',
    type: 'variable',
    cats: ['prints'],
    sku: 'ART-PRINT',
    colour: '#2f5d8a',
    images: 3,
    short: 'A giclée art print of our harbour linocut, in three sizes, unframed or framed.',
    description: lorem('Printed with archival pigment inks on 310 gsm cotton rag paper.'),
    weight: '0.1',
    dims: ['21', '29.7', '0.1'],
    attributes: [SIZE, TYPE],
    variations: artPrintVariations(),
    featured: true,
    sales: 140,
  },
  {
    slug: 'greeting-card',
    name: 'Greeting card',
    type: 'simple',
    cats: ['cards'],
    sku: 'CARD-GREET',
    price: 350,
    colour: '#b04a3b',
    short: 'A blank greeting card with a kraft envelope. Cheaper by the ten.',
    description: lorem('Printed on 350 gsm recycled board.'),
    weight: '0.02',
    dims: ['12', '17', '0.5'],
    tiers: [
      [1, 9, 350],
      [10, 49, 300],
      [50, null, 250],
    ],
    featured: true,
    sales: 320,
  },
  {
    slug: 'linen-cushion',
    name: 'Linen cushion',
    type: 'simple',
    cats: ['cushions'],
    sku: 'CUSH-LINEN',
    price: 3500,
    colour: '#8c7b5a',
    images: 2,
    short: 'A stonewashed linen cushion with a feather pad.',
    description: lorem('Stonewashed European linen with a concealed zip.'),
    stockQty: 8,
    weight: '0.8',
    dims: ['45', '45', '15'],
    featured: true,
    sales: 95,
  },
  {
    slug: 'wool-throw',
    name: 'Wool throw',
    type: 'simple',
    cats: ['throws'],
    sku: 'THROW-WOOL',
    price: 8500,
    colour: '#5b6b47',
    short: 'A lambswool throw woven in Wales.',
    description: lorem('Pure lambswool, woven on a Welsh mill.'),
    weight: '1.1',
    dims: ['130', '180', '1'],
    featured: true,
    sales: 80,
  },
  {
    slug: 'botanical-tea-towel',
    name: 'Botanical tea towel',
    type: 'simple',
    cats: ['tea-towels'],
    sku: 'TT-BOTAN',
    price: 900,
    colour: '#4d7a4a',
    short: 'A cotton tea towel printed with garden herbs. Buy three or more for less.',
    description: lorem('Heavy cotton, screen printed by hand.'),
    weight: '0.1',
    dims: ['50', '70', '0.2'],
    tiers: [
      [1, 2, 900],
      [3, 5, 800],
      [6, null, 700],
    ],
    sales: 210,
  },
  {
    slug: 'colour-block-cushion-cover',
    name: 'Colour-block cushion cover',
    type: 'variable',
    cats: ['cushions'],
    sku: 'CBC',
    colour: '#c27c2c',
    short: 'A cotton canvas cushion cover in eight colours and five sizes.',
    description: lorem('Cotton canvas with a contrast panel.'),
    attributes: [
      { taxonomy: 'pa_colour', label: 'Colour', options: CUSHION_COLOURS },
      { taxonomy: 'pa_cushion_size', label: 'Cushion size', options: CUSHION_SIZES.map(([s, n]) => [s, n] as const) },
    ],
    variations: cushionVariations(),
    sales: 60,
  },
  {
    slug: 'limited-edition-linocut',
    name: 'Limited edition linocut',
    type: 'variable',
    cats: ['prints'],
    sku: 'LINO-LTD',
    colour: '#1f2a44',
    short: 'A hand-pulled linocut in an edition of 50. Signed copies are limited to one per order.',
    description: lorem('Hand-pulled on Japanese washi paper.'),
    weight: '0.05',
    dims: ['30', '40', '0.1'],
    attributes: [
      {
        taxonomy: 'pa_edition',
        label: 'Edition',
        options: [
          ['signed', 'Signed'],
          ['unsigned', 'Unsigned'],
        ],
      },
    ],
    variations: [
      { attrs: { pa_edition: 'signed' }, price: 9500, sku: 'LINO-LTD-S', soldIndividually: true, stockQty: 5 },
      { attrs: { pa_edition: 'unsigned' }, price: 6500, sku: 'LINO-LTD-U', stockQty: 12 },
    ],
    sales: 25,
  },
  {
    slug: 'christmas-card-pack',
    name: 'Christmas card pack',
    type: 'variable',
    cats: ['cards'],
    sku: 'XMAS-PACK',
    colour: '#7a1f2b',
    short: 'Packs of eight Christmas cards in three designs. Bulk prices for offices and schools.',
    description: lorem('Eight cards and envelopes in a recycled sleeve.'),
    weight: '0.2',
    dims: ['12', '17', '3'],
    attributes: [
      {
        taxonomy: 'pa_design',
        label: 'Design',
        options: [
          ['robin', 'Robin'],
          ['holly', 'Holly'],
          ['snowy-village', 'Snowy village'],
        ],
      },
    ],
    // Same price for every design: like WooCommerce, the variations then carry an empty price_html.
    variations: [
      {
        attrs: { pa_design: 'robin' },
        price: 800,
        sku: 'XMAS-ROBIN',
        tiers: [
          [1, 4, 800],
          [5, null, 700],
        ],
      },
      {
        attrs: { pa_design: 'holly' },
        price: 800,
        sku: 'XMAS-HOLLY',
        tiers: [
          [1, 9, 800],
          [10, null, 600],
        ],
      },
      { attrs: { pa_design: 'snowy-village' }, price: 800, sku: 'XMAS-SNOW' },
    ],
    tiers: [
      [1, 4, 800],
      [5, 9, 720],
      [10, null, 640],
    ],
    sales: 180,
  },
  {
    slug: 'linen-napkins-set-of-4',
    name: 'Linen napkins, set of 4',
    type: 'simple',
    cats: ['napkins'],
    sku: 'NAP-LINEN-4',
    price: 2800,
    colour: '#9a8f7e',
    short: 'Four washed linen napkins.',
    description: lorem('Washed linen with mitred corners.'),
    weight: '0.3',
    dims: ['45', '45', '0.3'],
    sales: 70,
  },
  {
    slug: 'herringbone-throw',
    name: 'Herringbone throw',
    type: 'variable',
    cats: ['throws'],
    sku: 'THROW-HB',
    colour: '#54627a',
    short: 'A herringbone cotton throw in three colours.',
    description: lorem('Woven cotton in a classic herringbone.'),
    weight: '1.2',
    dims: ['130', '170', '1'],
    attributes: [
      {
        taxonomy: 'pa_colour',
        label: 'Colour',
        options: [
          ['grey', 'Grey'],
          ['navy', 'Navy'],
          ['mustard', 'Mustard'],
        ],
      },
      {
        taxonomy: 'pa_throw_size',
        label: 'Throw size',
        options: [
          ['single', 'Single'],
          ['double', 'Double'],
        ],
      },
    ],
    // Grey and mustard come in any size at one price (an empty attribute value means "any").
    variations: [
      { attrs: { pa_colour: 'grey', pa_throw_size: '' }, price: 6500, sku: 'THROW-HB-GREY' },
      { attrs: { pa_colour: 'navy', pa_throw_size: 'single' }, price: 6500, sku: 'THROW-HB-NAVY-S' },
      {
        attrs: { pa_colour: 'navy', pa_throw_size: 'double' },
        price: 8500,
        sku: 'THROW-HB-NAVY-D',
        stock: 'outofstock',
        active: false,
        dims: ['170', '220', '1'],
        weight: '1.7',
      },
      { attrs: { pa_colour: 'mustard', pa_throw_size: '' }, price: 7000, sku: 'THROW-HB-MUST' },
    ],
    sales: 40,
  },
  simple(
    'harbour-at-dawn-print',
    'Harbour at dawn print',
    ['prints'],
    'PRINT-HARB',
    1800,
    '#3b6e8f',
    150,
    'An A3 giclée print of Bristol harbour at first light.',
  ),
  simple(
    'velvet-cushion',
    'Velvet cushion',
    ['cushions'],
    'CUSH-VELV',
    4200,
    '#6b2d4f',
    55,
    'A cotton velvet cushion in plum.',
  ),
  simple(
    'seabirds-tea-towel',
    'Seabirds tea towel',
    ['tea-towels'],
    'TT-BIRDS',
    900,
    '#2f6f7a',
    190,
    'Gulls, terns and puffins on heavy cotton.',
  ),
  simple(
    'birthday-card',
    'Birthday card',
    ['cards'],
    'CARD-BDAY',
    325,
    '#c0392b',
    260,
    'A bright birthday card, blank inside.',
  ),
  simple(
    'cotton-waffle-throw',
    'Cotton waffle throw',
    ['throws'],
    'THROW-WAFF',
    5500,
    '#7a6a58',
    35,
    'A soft waffle-weave throw.',
  ),
  {
    ...simple(
      'original-watercolour',
      'Original watercolour',
      ['prints'],
      'ORIG-WC-01',
      24000,
      '#24566b',
      2,
      'A one-off watercolour of the Avon Gorge. Only one available.',
    ),
    soldIndividually: true,
    stockQty: 1,
  },
  simple(
    'cotton-napkins-set-of-6',
    'Cotton napkins, set of 6',
    ['napkins'],
    'NAP-COT-6',
    2200,
    '#8a6d3b',
    45,
    'Six everyday cotton napkins.',
  ),
  simple(
    'embroidered-cushion',
    'Embroidered cushion',
    ['cushions'],
    'CUSH-EMB',
    4800,
    '#375e4b',
    30,
    'A cushion with hand-embroidered wild flowers.',
  ),
  {
    ...simple(
      'mohair-throw',
      'Mohair throw',
      ['throws'],
      'THROW-MOH',
      12000,
      '#8e5b3a',
      15,
      'A mohair throw. Sold out until spring.',
    ),
    stock: 'outofstock',
  },
  simple(
    'thank-you-notecards',
    'Thank you notecards, pack of 8',
    ['cards'],
    'CARD-THX-8',
    900,
    '#5a4a78',
    120,
    'Eight small notecards with envelopes.',
  ),
  simple(
    'botanical-study-print',
    'Botanical study print',
    ['prints'],
    'PRINT-BOT',
    1400,
    '#3f6b35',
    90,
    'An A4 print of a fern study.',
  ),
  simple(
    'striped-tea-towels-set-of-3',
    'Striped tea towels, set of 3',
    ['tea-towels'],
    'TT-STRIPE-3',
    1800,
    '#9b3d2e',
    75,
    'Three striped cotton tea towels.',
  ),
  simple(
    'gingham-napkins',
    'Gingham napkins',
    ['napkins'],
    'NAP-GING',
    2000,
    '#a33b3b',
    20,
    'Four red gingham napkins.',
  ),
  simple(
    'postcard-set',
    'Postcard set',
    ['cards'],
    'CARD-POST',
    600,
    '#b36b00',
    100,
    'Six postcards of our favourite prints.',
  ),
  simple(
    'linen-table-runner',
    'Linen table runner',
    ['textiles'],
    'RUN-LINEN',
    3200,
    '#6e6250',
    28,
    'A washed linen runner for a six-seat table.',
  ),
  simple(
    'cotton-apron',
    'Cotton apron',
    ['textiles'],
    'APRON-COT',
    2400,
    '#34495e',
    50,
    'A cross-back cotton apron with two pockets.',
  ),
  simple('oven-glove', 'Oven glove', ['textiles'], 'GLOVE-OVEN', 1200, '#8b4513', 65, 'A padded double oven glove.'),
  simple(
    'ready-made-curtains',
    'Ready-made curtains',
    ['curtains'],
    'CURT-READY',
    6500,
    '#4a5d6e',
    22,
    'Lined cotton curtains, 168 × 183 cm.',
  ),
  simple(
    'wrapping-paper',
    'Wrapping paper',
    ['prints-and-cards'],
    'WRAP-01',
    450,
    '#6d4c8d',
    85,
    'Two sheets of printed recycled wrapping paper.',
  ),
  {
    slug: 'made-to-measure-curtains',
    name: 'Made-to-measure curtains',
    type: 'variable',
    cats: ['curtains'],
    sku: 'MTM',
    colour: '#455a64',
    short: 'Curtains made to your width and drop in ten fabrics.',
    description: lorem('Lined and interlined, with pencil-pleat heading tape.'),
    attributes: [
      { taxonomy: 'pa_width', label: 'Width', options: WIDTHS.map((w) => [`${w}cm`, `${w} cm`] as const) },
      { taxonomy: 'pa_drop', label: 'Drop', options: DROPS.map((d) => [`${d}cm`, `${d} cm`] as const) },
      { taxonomy: 'pa_fabric', label: 'Fabric', options: FABRICS.map(([s, n]) => [s, n] as const) },
    ],
    variations: curtainVariations(),
    sales: 12,
  },
];

/** A simple, in-stock product with one image. */
function simple(
  slug: string,
  name: string,
  cats: string[],
  sku: string,
  price: number,
  colour: string,
  sales: number,
  short: string,
): ProductDef {
  return { slug, name, type: 'simple', cats, sku, price, colour, sales, short, description: lorem(short) };
}
