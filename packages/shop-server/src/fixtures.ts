/**
 * Well-known seeded ids and slugs, for tests (unit and end-to-end) that drive the shop.
 * db/db.test.ts checks every value here against a freshly seeded database.
 */
export const FIXTURES = {
  /** Variable, £10–£42, category Prints (child of Prints and cards); attributes Size (pa_size) and Type (pa_type). */
  artPrint: {
    id: 101,
    slug: 'art-print',
    sku: 'ART-PRINT',
    variations: {
      a5Giclee: 1001,
      a4Giclee: 1002,
      a3Giclee: 1003,
      a5Framed: 1004,
      /** Has its own image (media 5004). */
      a4Framed: 1005,
      /** Out of stock (still active). */
      a3Framed: 1006,
    },
  },
  /** Simple, £3.50, bulk tiers 1–9 £3.50 / 10–49 £3.00 / 50+ £2.50. */
  greetingCard: { id: 102, slug: 'greeting-card', sku: 'CARD-GREET' },
  /** Simple, £35, managed stock of 8 ('8 in stock', max 8). */
  linenCushion: { id: 103, slug: 'linen-cushion', sku: 'CUSH-LINEN' },
  /** Simple, £85. */
  woolThrow: { id: 104, slug: 'wool-throw', sku: 'THROW-WOOL' },
  /** Simple, £9, bulk tiers 1–2 £9 / 3–5 £8 / 6+ £7. */
  botanicalTeaTowel: { id: 105, slug: 'botanical-tea-towel', sku: 'TT-BOTAN' },
  /** Variable, 8 colours × 5 sizes = 40 variations (over the threshold: data-product_variations="false"). */
  cushionCover: { id: 106, slug: 'colour-block-cushion-cover', variations: 40, firstVariation: 1007 },
  /** Variable; 'signed' (1047) is sold individually, 'unsigned' (1048) has 12 in stock. */
  linocut: { id: 107, slug: 'limited-edition-linocut', variations: { signed: 1047, unsigned: 1048 } },
  /** Variable, all £8 (so price_html is ''); tiers on the parent, Robin and Holly; none on Snowy village. */
  christmasPack: {
    id: 108,
    slug: 'christmas-card-pack',
    bulkTableIds: [108, 1049, 1050],
    variations: { robin: 1049, holly: 1050, snowyVillage: 1051 },
  },
  /** Variable with "any size" variations (grey 1052, mustard 1055) and an inactive out-of-stock one (navy double 1054). */
  herringboneThrow: {
    id: 110,
    slug: 'herringbone-throw',
    variations: { greyAny: 1052, navySingle: 1053, navyDouble: 1054, mustardAny: 1055 },
  },
  /** Simple, sold individually, 1 in stock. */
  originalWatercolour: { id: 116, slug: 'original-watercolour', sku: 'ORIG-WC-01' },
  /** Simple, out of stock ('Read more' in listings). */
  mohairThrow: { id: 119, slug: 'mohair-throw' },
  /** Variable, 10 widths × 10 drops × 10 fabrics = 1,000 variations (ids 1056–2055). */
  curtains: { id: 130, slug: 'made-to-measure-curtains', variations: 1000, firstVariation: 1056 },
  /** Simple, virtual (nothing to ship), £25, category Cards; added by migration 160. */
  eGiftCard: { id: 131, slug: 'e-gift-card', sku: 'GIFT-E' },
  /** 31 products: listing pages of 12, 12 and 7. */
  productCount: 31,
  blogPost: { id: 3001, slug: 'how-we-print-our-giclee-art-prints' },
  /** The seeded customer account (log in with username or email). Saved GB address: 12 Harbour Street, Bristol BS1 4DJ. */
  customer: { customerId: 1, username: 'customer', email: 'customer@example.com', password: 'customer-password' },
  /** The customer's pending, unpaid order (2 × Greeting card + flat rate, £10.95) for the order-pay page. */
  pendingOrder: {
    orderId: 901,
    key: 'wc_order_seedpending01',
    total: 1095,
    payUrl: '/checkout/order-pay/901/?pay_for_order=true&key=wc_order_seedpending01',
  },
} as const;
