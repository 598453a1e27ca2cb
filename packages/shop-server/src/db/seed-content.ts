/**
 * Seeded editorial content: blog posts in two categories with threaded comments,
 * portfolio items, and product reviews (comments with a rating).
 */

/** Blog categories as [id, slug, name]. */
export const BLOG_CATEGORIES: ReadonlyArray<readonly [number, string, string]> = [
  [1, 'making', 'Making'],
  [2, 'studio-news', 'Studio news'],
];

/** A seeded blog post; ids from 3001 in this order, dates going back a week per post. */
export interface PostDef {
  slug: string;
  title: string;
  category: number;
  author: string;
  colour: string;
  paragraphs: string[];
  /** Comments; `reply` is the index (in this list) of the comment replied to. */
  comments: Array<{ author: string; text: string; reply?: number }>;
}

/** Blog posts, newest first. */
export const POSTS: readonly PostDef[] = [
  {
    slug: 'how-we-print-our-giclee-art-prints',
    title: 'How we print our giclée art prints',
    category: 1,
    author: 'Hannah Price',
    colour: '#2f5d8a',
    paragraphs: [
      'Every art print starts as a linocut, carved and proofed by hand in the studio.',
      'We scan the final proof at high resolution and print it with pigment inks on cotton rag paper, which will not fade for decades.',
      'Framed prints are fitted into solid oak frames made by a joiner two streets away.',
    ],
    comments: [
      { author: 'Sam Okafor', text: 'Lovely to see the process. Do you sell the original linocuts?' },
      { author: 'Hannah Price', text: 'Now and then! Keep an eye on the limited edition prints.', reply: 0 },
      { author: 'Sam Okafor', text: 'Thank you, I will.', reply: 1 },
      { author: 'Priya Shah', text: 'My A4 print arrived beautifully packed.' },
      { author: 'Tom Evans', text: 'Is the paper acid-free?' },
      { author: 'Hannah Price', text: 'Yes, it is 100% cotton and acid-free.', reply: 4 },
    ],
  },
  {
    slug: 'caring-for-linen',
    title: 'Caring for linen',
    category: 1,
    author: 'Hannah Price',
    colour: '#8c7b5a',
    paragraphs: [
      'Linen gets softer with every wash. Wash it at 40 degrees with a gentle detergent.',
      'Line-dry in the shade if you can, and iron while still a little damp for a crisp finish.',
    ],
    comments: [
      { author: 'Gwen Morgan', text: 'Can the cushion covers go in the tumble dryer?' },
      {
        author: 'Hannah Price',
        text: 'On low heat, yes, but line-drying keeps them looking better for longer.',
        reply: 0,
      },
    ],
  },
  {
    slug: 'autumn-open-studio',
    title: 'Autumn open studio',
    category: 2,
    author: 'Owen Clarke',
    colour: '#b36b00',
    paragraphs: [
      'Our studio is open to visitors on the first weekend of October, from ten until four.',
      'Come and try printing a tea towel, and meet the makers behind our cushions and cards.',
    ],
    comments: [{ author: 'Lucy Bennett', text: 'See you there!' }],
  },
  {
    slug: 'new-tea-towel-designs',
    title: 'New tea towel designs',
    category: 2,
    author: 'Owen Clarke',
    colour: '#2f6f7a',
    paragraphs: [
      'Two new tea towels join the range this month: seabirds and garden herbs.',
      'Both are screen printed on heavy cotton and come with bulk prices for cafés and gift shops.',
    ],
    comments: [],
  },
  {
    slug: 'choosing-a-frame',
    title: 'Choosing a frame for your print',
    category: 1,
    author: 'Hannah Price',
    colour: '#5a4a7a',
    paragraphs: [
      'Oak suits warm, earthy prints; white frames let bright colours speak for themselves.',
      'Leave a generous mount around small prints so they hold their own on a big wall.',
    ],
    comments: [{ author: 'Ellie Ward', text: 'The oak frame looks wonderful with the harbour print.' }],
  },
  {
    slug: 'dyeing-with-onion-skins',
    title: 'Dyeing with onion skins',
    category: 1,
    author: 'Owen Clarke',
    colour: '#a0522d',
    paragraphs: [
      'Onion skins give a warm gold on linen, deepening to rust with an iron mordant.',
      'We save skins from the café next door and dye small batches of napkins each month.',
    ],
    comments: [],
  },
  {
    slug: 'christmas-order-dates',
    title: 'Christmas order dates',
    category: 2,
    author: 'Owen Clarke',
    colour: '#2f5d3a',
    paragraphs: [
      'Order by the 18th of December for delivery before Christmas within the UK.',
      'Framed prints take a little longer: please order them by the 12th.',
    ],
    comments: [
      { author: 'Ravi Patel', text: 'Do you deliver to Northern Ireland in time?' },
      { author: 'Owen Clarke', text: 'Yes, the same dates apply.', reply: 0 },
    ],
  },
  {
    slug: 'meet-the-studio-dog',
    title: 'Meet the studio dog',
    category: 2,
    author: 'Hannah Price',
    colour: '#6b5a2d',
    paragraphs: [
      'Biscuit has joined the studio and has already claimed the offcut basket as her bed.',
      'She greets every visitor at the open studio, so do come and say hello.',
    ],
    comments: [],
  },
];

/** Portfolio items as [slug, title, category, colour, summary]; ids from 4001. */
export const PORTFOLIO: ReadonlyArray<readonly [string, string, string, string, string]> = [
  ['harbour-series', 'Harbour series', 'Prints', '#3b6e8f', 'Six linocuts of Bristol harbour through the seasons.'],
  ['botanical-linocuts', 'Botanical linocuts', 'Prints', '#3f6b35', 'Ferns, foxgloves and wild garlic, cut in lino.'],
  [
    'wedding-stationery',
    'Wedding stationery',
    'Cards',
    '#7a4a6b',
    'Invitations, place cards and thank-you notes for a summer wedding.',
  ],
  [
    'hotel-cushion-commission',
    'Hotel cushion commission',
    'Textiles',
    '#6b2d4f',
    'Ninety velvet cushions for a boutique hotel in Bath.',
  ],
  [
    'cafe-tea-towels',
    'Café tea towels',
    'Textiles',
    '#4d7a4a',
    'A tea towel design for a local café’s tenth birthday.',
  ],
  [
    'seasonal-window-display',
    'Seasonal window display',
    'Textiles',
    '#8e5b3a',
    'A printed fabric window for a department store.',
  ],
];

/** Product reviews as [product slug, author, rating, text]. */
export const REVIEWS: ReadonlyArray<readonly [string, string, number, string]> = [
  ['art-print', 'Priya Shah', 5, 'The colours are even better in person.'],
  ['art-print', 'James Hughes', 4, 'Lovely print, the frame took a week longer than expected.'],
  ['wool-throw', 'Gwen Morgan', 5, 'Warm and beautifully made.'],
  ['wool-throw', 'Tom Evans', 4, 'Great throw, slightly smaller than I imagined.'],
  ['wool-throw', 'Lucy Bennett', 5, 'Lives on our sofa now.'],
  ['linen-cushion', 'Sam Okafor', 3, 'Nice linen, the pad is a little flat.'],
  ['botanical-tea-towel', 'Hannah Lee', 5, 'Bought six for presents.'],
  ['greeting-card', 'Owen Davies', 4, 'Good heavy card.'],
];
