/** Demo content: menus, content pages, recipes, FAQ, countries, shop settings and dealer cities. */
import type { Tr } from './catalog-data.ts';

export interface MenuItemDef {
  title: Tr;
  uri: Tr;
  button?: boolean;
  dealerOnly?: boolean;
  unit4Only?: boolean;
  children?: MenuItemDef[];
}

export interface MenuDef {
  handle: string;
  title: Tr;
  items: MenuItemDef[];
}

/** uri values are locale-less paths; category uris are filled in from the catalogue. */
export const menuDefs: MenuDef[] = [
  {
    handle: 'header',
    title: ['Hoofdmenu', 'Main menu'],
    items: [
      { title: ['Espressomachines', 'Espresso machines'], uri: ['/espressomachines', '/espresso-machines'] },
      { title: ['Koffiemolens', 'Coffee grinders'], uri: ['/koffiemolens', '/coffee-grinders'] },
      { title: ['Koffie', 'Coffee'], uri: ['/koffie', '/coffee'] },
      { title: ['Aanbiedingen', 'Deals'], uri: ['/aanbiedingen', '/deals'] },
      { title: ['Recepten', 'Recipes'], uri: ['/recepten', '/recipes'] },
      { title: ['Vind een dealer', 'Find a dealer'], uri: ['/vind-een-dealer', '/find-a-dealer'] },
      {
        title: ['Service', 'Service'],
        uri: ['/service/faq', '/service/faq'],
        children: [
          { title: ['Veelgestelde vragen', 'FAQ'], uri: ['/service/faq', '/service/faq'] },
          { title: ['Verzending', 'Shipping'], uri: ['/verzending', '/shipping'] },
          { title: ['Retourneren', 'Returns'], uri: ['/retourneren', '/returns'] },
          { title: ['Garantie', 'Warranty'], uri: ['/garantie', '/warranty'] },
        ],
      },
      { title: ['Over ons', 'About us'], uri: ['/over-ons', '/about-us'] },
      { title: ['Bestellen', 'Dealer order'], uri: ['/dealer-order', '/dealer-order'], dealerOnly: true },
      {
        title: ['Downloads', 'Downloads'],
        uri: ['/dealer-downloads', '/dealer-downloads'],
        dealerOnly: true,
      },
      { title: ['Offertes', 'Quotes'], uri: ['/dashboard/offertes', '/dashboard/offers'], unit4Only: true },
      { title: ['Contact', 'Contact'], uri: ['/contact', '/contact'], button: true },
    ],
  },
  {
    handle: 'footer',
    title: ['Footer', 'Footer'],
    items: [
      {
        title: ['Klantenservice', 'Customer service'],
        uri: ['', ''],
        children: [
          { title: ['Veelgestelde vragen', 'FAQ'], uri: ['/service/faq', '/service/faq'] },
          { title: ['Contact', 'Contact'], uri: ['/contact', '/contact'] },
          { title: ['Verzending', 'Shipping'], uri: ['/verzending', '/shipping'] },
          { title: ['Retourneren', 'Returns'], uri: ['/retourneren', '/returns'] },
          { title: ['Garantie', 'Warranty'], uri: ['/garantie', '/warranty'] },
        ],
      },
      {
        title: ['Over ons', 'About us'],
        uri: ['', ''],
        children: [
          { title: ['Over ons', 'About us'], uri: ['/over-ons', '/about-us'] },
          { title: ['Vind een dealer', 'Find a dealer'], uri: ['/vind-een-dealer', '/find-a-dealer'] },
          { title: ['Recepten', 'Recipes'], uri: ['/recepten', '/recipes'] },
          { title: ['Aanbiedingen', 'Deals'], uri: ['/aanbiedingen', '/deals'] },
        ],
      },
      {
        title: ['Informatie', 'Information'],
        uri: ['', ''],
        children: [
          {
            title: ['Algemene voorwaarden', 'Terms and conditions'],
            uri: ['/algemene-voorwaarden', '/terms-and-conditions'],
          },
          { title: ['Privacybeleid', 'Privacy policy'], uri: ['/privacy', '/privacy-policy'] },
          { title: ['Dealer worden', 'Become a dealer'], uri: ['/contact', '/contact'] },
        ],
      },
    ],
  },
  {
    handle: 'trade',
    title: ['Zakelijk', 'Trade'],
    items: [
      { title: ['Offertes', 'Quotes'], uri: ['/dashboard/offertes', '/dashboard/offers'], unit4Only: true },
      {
        title: ['Keuringen', 'Inspections'],
        uri: ['/dashboard/keuringen', '/dashboard/inspections'],
        unit4Only: true,
      },
      { title: ['Bestellen', 'Dealer order'], uri: ['/dealer-order', '/dealer-order'], dealerOnly: true },
    ],
  },
];

export interface PageDef {
  key: string;
  typeCode: 'content' | 'recipe_category' | 'recipe' | 'faq_category' | 'faq';
  title: Tr;
  slug: Tr;
  intro: Tr;
  content: Tr;
  parent?: string;
  image?: boolean;
  colour?: string;
  extra?: { key: string; value: string }[];
}

const p = (nl: string, en: string): Tr => [`<p>${nl}</p>`, `<p>${en}</p>`];

export const contentPages: PageDef[] = [
  {
    key: 'about',
    typeCode: 'content',
    title: ['Over ons', 'About us'],
    slug: ['over-ons', 'about-us'],
    intro: [
      'Sinds 1998 de specialist in espresso, koffie en keukenapparatuur.',
      'Specialists in espresso, coffee and kitchen equipment since 1998.',
    ],
    content: [
      '<h2>Wie wij zijn</h2><p>Wij zijn een familiebedrijf uit Utrecht met een passie voor goede koffie. In onze showroom kunt u meer dan tweehonderd machines uitproberen.</p><h2>Onze werkplaats</h2><p>Onze eigen technische dienst onderhoudt en repareert alle merken die wij verkopen.</p>',
      '<h2>Who we are</h2><p>We are a family business from Utrecht with a passion for good coffee. In our showroom you can try more than two hundred machines.</p><h2>Our workshop</h2><p>Our own service department maintains and repairs every brand we sell.</p>',
    ],
    image: true,
  },
  {
    key: 'shipping',
    typeCode: 'content',
    title: ['Verzending', 'Shipping'],
    slug: ['verzending', 'shipping'],
    intro: [
      'Gratis verzending vanaf € 50 in Nederland en België.',
      'Free shipping from € 50 in the Netherlands and Belgium.',
    ],
    content: [
      '<h2>Levertijd</h2><p>Op werkdagen voor 17:00 besteld is morgen in huis.</p><h2>Kosten</h2><p>Onder € 50 rekenen wij € 6,95 verzendkosten.</p>',
      '<h2>Delivery time</h2><p>Ordered on a working day before 17:00, delivered tomorrow.</p><h2>Costs</h2><p>Below € 50 we charge € 6.95 for shipping.</p>',
    ],
  },
  {
    key: 'returns',
    typeCode: 'content',
    title: ['Retourneren', 'Returns'],
    slug: ['retourneren', 'returns'],
    intro: ['30 dagen bedenktijd op al onze producten.', 'A 30-day cooling-off period on all our products.'],
    content: p(
      'U kunt producten binnen 30 dagen na ontvangst kosteloos retourneren in de originele verpakking.',
      'You can return products free of charge within 30 days of receipt in their original packaging.',
    ),
  },
  {
    key: 'warranty',
    typeCode: 'content',
    title: ['Garantie', 'Warranty'],
    slug: ['garantie', 'warranty'],
    intro: [
      'Twee jaar garantie, drie jaar op espressomachines.',
      'Two years of warranty, three years on espresso machines.',
    ],
    content: p(
      'Op alle espressomachines geven wij drie jaar garantie op onderdelen en arbeid.',
      'All espresso machines carry a three-year warranty on parts and labour.',
    ),
  },
  {
    key: 'privacy',
    typeCode: 'content',
    title: ['Privacybeleid', 'Privacy policy'],
    slug: ['privacy', 'privacy-policy'],
    intro: ['Hoe wij met uw gegevens omgaan.', 'How we handle your data.'],
    content: p(
      'Wij bewaren uw gegevens alleen zolang dat nodig is voor uw bestelling en de wettelijke bewaartermijn.',
      'We keep your data only as long as needed for your order and the legal retention period.',
    ),
  },
  {
    key: 'terms',
    typeCode: 'content',
    title: ['Algemene voorwaarden', 'Terms and conditions'],
    slug: ['algemene-voorwaarden', 'terms-and-conditions'],
    intro: ['De voorwaarden die gelden voor elke bestelling.', 'The terms that apply to every order.'],
    content: p(
      'Op alle aanbiedingen en overeenkomsten zijn deze algemene voorwaarden van toepassing.',
      'These terms and conditions apply to all offers and agreements.',
    ),
  },
  {
    key: 'contact',
    typeCode: 'content',
    title: ['Contact', 'Contact'],
    slug: ['contact', 'contact'],
    intro: [
      'Wij helpen u graag, op werkdagen van 9:00 tot 17:30.',
      'We are happy to help, on working days from 9:00 to 17:30.',
    ],
    content: [
      '<p>Bel ons op <a href="tel:+31302001234">030 200 1234</a> of mail naar <a href="mailto:info@koffiedemo.nl">info@koffiedemo.nl</a>.</p>',
      '<p>Call us on <a href="tel:+31302001234">+31 30 200 1234</a> or email <a href="mailto:info@koffiedemo.nl">info@koffiedemo.nl</a>.</p>',
    ],
  },
];

const recipes: [Tr, Tr, string][] = [
  [['Cappuccino', 'Cappuccino'], ['Espresso met opgeschuimde melk', 'Espresso with foamed milk'], 'brown'],
  [
    ['Flat white', 'Flat white'],
    ['Dubbele ristretto met zijdezachte melk', 'Double ristretto with silky milk'],
    'white',
  ],
  [
    ['Espresso tonic', 'Espresso tonic'],
    ['Verfrissend met tonic en citroen', 'Refreshing with tonic and lemon'],
    'yellow',
  ],
  [
    ['Affogato', 'Affogato'],
    ['Vanille-ijs overgoten met espresso', 'Vanilla ice cream drowned in espresso'],
    'redfruit',
  ],
  [['IJskoffie', 'Iced latte'], ['Koude latte met ijsblokjes', 'Cold latte over ice'], 'blue'],
  [['Cortado', 'Cortado'], ['Espresso met een scheutje warme melk', 'Espresso cut with warm milk'], 'orange'],
  [
    ['Irish coffee', 'Irish coffee'],
    ['Koffie met whiskey en room', 'Coffee with whiskey and cream'],
    'darkgreen',
  ],
  [
    ['Dalgona koffie', 'Dalgona coffee'],
    ['Opgeklopte koffie op koude melk', 'Whipped coffee on cold milk'],
    'green',
  ],
];

export const recipePages: PageDef[] = [
  {
    key: 'recipes',
    typeCode: 'recipe_category',
    title: ['Recepten', 'Recipes'],
    slug: ['recepten', 'recipes'],
    intro: ['Koffierecepten om thuis te maken.', 'Coffee recipes to make at home.'],
    content: p(
      'Van klassieke cappuccino tot espresso tonic.',
      'From a classic cappuccino to an espresso tonic.',
    ),
    image: true,
    colour: 'brown',
  },
  ...recipes.map(
    ([title, intro, colour], i): PageDef => ({
      key: `recipe-${i + 1}`,
      typeCode: 'recipe',
      parent: 'recipes',
      title,
      slug: [title[0].toLowerCase().replace(/\s+/g, '-'), title[1].toLowerCase().replace(/\s+/g, '-')],
      intro,
      content: [
        `<h2>Ingrediënten</h2><ul><li>1 dubbele espresso</li><li>150 ml melk</li></ul><h2>Bereiding</h2><p>${intro[0]}. Zet eerst de espresso en werk daarna af.</p>`,
        `<h2>Ingredients</h2><ul><li>1 double espresso</li><li>150 ml milk</li></ul><h2>Method</h2><p>${intro[1]}. Brew the espresso first, then finish the drink.</p>`,
      ],
      image: true,
      colour,
      extra: [
        { key: 'preparation_time', value: String(3 + i) },
        { key: 'difficulty', value: i % 3 === 0 ? 'easy' : i % 3 === 1 ? 'medium' : 'hard' },
      ],
    }),
  ),
];

const faqCategories: { title: Tr; slug: Tr; questions: [Tr, Tr][] }[] = [
  {
    title: ['Bestellen en betalen', 'Ordering and payment'],
    slug: ['bestellen-en-betalen', 'ordering-and-payment'],
    questions: [
      [
        ['Welke betaalmethoden kan ik gebruiken?', 'Which payment methods can I use?'],
        [
          'iDEAL, Bancontact, creditcard, PayPal, Klarna en overboeking.',
          'iDEAL, Bancontact, credit card, PayPal, Klarna and bank transfer.',
        ],
      ],
      [
        ['Kan ik op rekening bestellen?', 'Can I order on account?'],
        [
          'Zakelijke klanten en dealers kunnen op rekening bestellen.',
          'Business customers and dealers can order on account.',
        ],
      ],
      [
        ['Hoe gebruik ik een kortingscode?', 'How do I use a discount code?'],
        ['Vul de code in de winkelwagen in.', 'Enter the code in the cart.'],
      ],
    ],
  },
  {
    title: ['Verzending en levering', 'Shipping and delivery'],
    slug: ['verzending-en-levering', 'shipping-and-delivery'],
    questions: [
      [
        ['Wat kost de verzending?', 'How much is shipping?'],
        ['Vanaf € 50 gratis, anders € 6,95.', 'Free from € 50, otherwise € 6.95.'],
      ],
      [
        ['Hoe snel wordt mijn bestelling geleverd?', 'How fast is my order delivered?'],
        [
          'Op werkdagen voor 17:00 besteld, morgen in huis.',
          'Ordered on a working day before 17:00, delivered tomorrow.',
        ],
      ],
      [
        ['Leveren jullie in België?', 'Do you deliver in Belgium?'],
        ['Ja, binnen twee werkdagen.', 'Yes, within two working days.'],
      ],
    ],
  },
  {
    title: ['Retourneren en garantie', 'Returns and warranty'],
    slug: ['retourneren-en-garantie', 'returns-and-warranty'],
    questions: [
      [
        ['Hoe retourneer ik een product?', 'How do I return a product?'],
        ['Meld de retour aan in uw dashboard.', 'Register the return in your dashboard.'],
      ],
      [
        ['Hoe lang is de garantie?', 'How long is the warranty?'],
        ['Twee jaar, drie jaar op espressomachines.', 'Two years, three years on espresso machines.'],
      ],
    ],
  },
  {
    title: ['Onderhoud', 'Maintenance'],
    slug: ['onderhoud', 'maintenance'],
    questions: [
      [
        ['Hoe vaak moet ik ontkalken?', 'How often should I descale?'],
        [
          'Elke twee tot drie maanden, afhankelijk van de waterhardheid.',
          'Every two to three months, depending on water hardness.',
        ],
      ],
      [
        ['Wanneer vervang ik de groepskoprubber?', 'When do I replace the group head gasket?'],
        ['Ongeveer eens per jaar bij dagelijks gebruik.', 'About once a year with daily use.'],
      ],
      [
        ['Doen jullie onderhoud aan huis?', 'Do you service machines at home?'],
        [
          'Ja, onze monteurs komen in heel Nederland en België.',
          'Yes, our engineers visit throughout the Netherlands and Belgium.',
        ],
      ],
    ],
  },
];

export const faqPages: PageDef[] = faqCategories.flatMap((cat, c): PageDef[] => [
  {
    key: `faq-${c}`,
    typeCode: 'faq_category',
    title: cat.title,
    slug: cat.slug,
    intro: ['', ''],
    content: ['', ''],
  },
  ...cat.questions.map(
    ([question, answer], q): PageDef => ({
      key: `faq-${c}-${q}`,
      typeCode: 'faq',
      parent: `faq-${c}`,
      title: question,
      slug: [`vraag-${q + 1}`, `question-${q + 1}`],
      intro: ['', ''],
      content: [`<p>${answer[0]}</p>`, `<p>${answer[1]}</p>`],
    }),
  ),
]);

export const countryDefs: { id: number; iso: string; name: Tr }[] = [
  { id: 1, iso: 'NL', name: ['Nederland', 'Netherlands'] },
  { id: 2, iso: 'BE', name: ['België', 'Belgium'] },
  { id: 3, iso: 'DE', name: ['Duitsland', 'Germany'] },
  { id: 4, iso: 'FR', name: ['Frankrijk', 'France'] },
  { id: 5, iso: 'LU', name: ['Luxemburg', 'Luxembourg'] },
  { id: 6, iso: 'GB', name: ['Verenigd Koninkrijk', 'United Kingdom'] },
  { id: 7, iso: 'AT', name: ['Oostenrijk', 'Austria'] },
  { id: 8, iso: 'DK', name: ['Denemarken', 'Denmark'] },
];

export const shopSettingsData: Record<string, unknown> = {
  name: 'Koffie Demo',
  email: 'info@koffiedemo.nl',
  phone: '+31 30 200 1234',
  address: 'Koffiestraat 12, 3511 AB Utrecht',
  kvk: '12345678',
  vat_number: 'NL001234567B01',
  socials: [
    { name: 'instagram', url: 'https://www.instagram.com/koffiedemo' },
    { name: 'facebook', url: 'https://www.facebook.com/koffiedemo' },
    { name: 'youtube', url: 'https://www.youtube.com/@koffiedemo' },
    { name: 'linkedin', url: 'https://www.linkedin.com/company/koffiedemo' },
  ],
  kiyoh_stats: { average_rating_12_months: 9.2, number_reviews: 1234 },
  page404: {
    nl: {
      meta_title: 'Pagina niet gevonden',
      content:
        '<h1>Pagina niet gevonden</h1><p>Deze pagina bestaat niet (meer). Zoek een product of ga naar de <a href="/">homepage</a>.</p>',
    },
    en: {
      meta_title: 'Page not found',
      content:
        '<h1>Page not found</h1><p>This page does not exist (any more). Search for a product or go to the <a href="/en">home page</a>.</p>',
    },
  },
  ga4: 'G-DEMO12345',
  /** gross cents */
  free_shipping_threshold: 5000,
  shipping_cost: 695,
  payment_methods: [
    { id: 'ideal', title: { nl: 'iDEAL', en: 'iDEAL' } },
    { id: 'bancontact', title: { nl: 'Bancontact', en: 'Bancontact' } },
    { id: 'creditcard', title: { nl: 'Creditcard', en: 'Credit card' } },
    { id: 'paypal', title: { nl: 'PayPal', en: 'PayPal' } },
    { id: 'klarna', title: { nl: 'Klarna achteraf betalen', en: 'Klarna pay later' } },
    { id: 'banktransfer', title: { nl: 'Overboeking', en: 'Bank transfer' } },
  ],
};

/** Dealer cities: [city, country id, lat, lng, how many dealers] */
export const dealerCities: [string, number, number, number, number][] = [
  ['Amsterdam', 1, 52.3728, 4.8936, 16],
  ['Rotterdam', 1, 51.9225, 4.4792, 12],
  ['Den Haag', 1, 52.0705, 4.3007, 10],
  ['Utrecht', 1, 52.0907, 5.1214, 10],
  ['Eindhoven', 1, 51.4416, 5.4697, 8],
  ['Groningen', 1, 53.2194, 6.5665, 7],
  ['Tilburg', 1, 51.5555, 5.0913, 5],
  ['Almere', 1, 52.3508, 5.2647, 4],
  ['Breda', 1, 51.5719, 4.7683, 5],
  ['Nijmegen', 1, 51.8126, 5.8372, 6],
  ['Arnhem', 1, 51.9851, 5.8987, 5],
  ['Haarlem', 1, 52.3874, 4.6462, 5],
  ['Maastricht', 1, 50.8514, 5.691, 5],
  ['Zwolle', 1, 52.5168, 6.083, 4],
  ['Leiden', 1, 52.1601, 4.497, 4],
  ['Enschede', 1, 52.2215, 6.8937, 4],
  ['Den Bosch', 1, 51.6978, 5.3037, 4],
  ['Amersfoort', 1, 52.1561, 5.3878, 3],
  ['Leeuwarden', 1, 53.2012, 5.7999, 3],
  ['Middelburg', 1, 51.4988, 3.6136, 2],
  ['Antwerpen', 2, 51.2194, 4.4025, 10],
  ['Gent', 2, 51.0543, 3.7174, 8],
  ['Brussel', 2, 50.8503, 4.3517, 10],
  ['Leuven', 2, 50.8798, 4.7005, 5],
  ['Luik', 2, 50.6326, 5.5797, 5],
  ['Brugge', 2, 51.2093, 3.2247, 4],
  ['Hasselt', 2, 50.9307, 5.3325, 4],
  ['Mechelen', 2, 51.0259, 4.4776, 3],
  ['Namen', 2, 50.4674, 4.8718, 3],
  ['Kortrijk', 2, 50.8279, 3.2649, 3],
];
