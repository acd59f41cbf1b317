/**
 * Issue 39: shopper queries nobody built the search around. Written from the seeded catalogue as
 * a shopper sees it (product names, categories, brands, sizes on the storefront), before any of
 * issue 39's search changes, in the classes the issue names:
 *   extra word (1)  a word the catalogue does not have next to one it does (`stille koffiemolen`)
 *   compound (2)    compounds and diminutives beyond the catalogue's own words
 *   word part (3)   a short word that is also a piece of unrelated catalogue words
 *   unit (4)        numbers with units, written the ways shoppers write them
 *   type + side (5) a product type with an attribute: the type decides, the attribute orders
 *   brand / model (6) brands and models without spaces, with hyphens, a model's prefix
 *   typo (7)        typos inside compounds, keyboard neighbours, swaps, ij/y, ei/ij, ou/au
 *   nothing (8)     what this shop does not sell: no product at all is the right answer
 *   english (9)     English as English: open and closed compounds, British and American spelling
 * Expectations as in relevance-set.ts (`categories`: Dutch titles, subcategories count; `names`: a
 * product whose name contains the text), plus `first`: the first result's name must contain one of
 * these (a size or a model the shopper named), and `nothing`: right only when no product is shown.
 *
 * The split, decided before any tuning and never changed: a query belongs to the TUNING half when
 * the FNV-1a 32-bit hash of `${lang}:${q}` is even, to the HELD-OUT half when it is odd. Search is
 * tuned on the tuning half only; the held-out half is reported, never tuned on.
 */
import type { RelevanceQuery } from './relevance-set.ts';

export type UnseenClass =
  | 'extra word'
  | 'compound'
  | 'word part'
  | 'unit'
  | 'type + side'
  | 'brand / model'
  | 'typo'
  | 'nothing'
  | 'english';

export interface UnseenQuery extends Omit<RelevanceQuery, 'kind'> {
  kind: UnseenClass;
  /** the first result's name must contain one of these (case-insensitive) */
  first?: readonly string[];
  /** nothing in the catalogue is right: an answer without products is */
  nothing?: true;
}

const grinders = ['Koffiemolens'];
const machines = ['Espressomachines'];
const beans = ['Koffiebonen'];
const kettles = ['Waterkokers'];
const frothers = ['Melkopschuimers'];
const jugs = ['Melkkannen'];
const scales = ['Weegschalen'];
const tampers = ['Tampers'];

export const UNSEEN_QUERIES: readonly UnseenQuery[] = [
  // ─── 1. a word the catalogue lacks next to one it has ─────────────────────────────────────────
  { q: 'stille koffiemolen', lang: 'nl', kind: 'extra word', categories: grinders },
  { q: 'goedkope espressomachine', lang: 'nl', kind: 'extra word', categories: machines },
  { q: 'beste handmolen', lang: 'nl', kind: 'extra word', categories: ['Handmolens'] },
  { q: 'compacte waterkoker', lang: 'nl', kind: 'extra word', categories: kettles },
  { q: 'elektrische melkopschuimer', lang: 'nl', kind: 'extra word', categories: frothers },
  { q: 'mooie espressokopjes', lang: 'nl', kind: 'extra word', categories: ['Espressokopjes'] },
  { q: 'snelle waterkoker', lang: 'nl', kind: 'extra word', categories: kettles },
  { q: 'koffiemolen voor thuis', lang: 'nl', kind: 'extra word', categories: grinders },
  { q: 'stevige tamper', lang: 'nl', kind: 'extra word', categories: tampers },
  { q: 'biologische koffiebonen', lang: 'nl', kind: 'extra word', categories: beans },
  { q: 'ambachtelijke espressobonen', lang: 'nl', kind: 'extra word', categories: ['Espressobonen'] },
  { q: 'rvs opschuimkan', lang: 'nl', kind: 'extra word', categories: jugs },
  { q: 'nauwkeurige weegschaal', lang: 'nl', kind: 'extra word', categories: scales },
  { q: 'betaalbare volautomaat', lang: 'nl', kind: 'extra word', categories: ['Volautomaten'] },
  { q: 'luxe broodrooster', lang: 'nl', kind: 'extra word', categories: ['Broodroosters'] },
  { q: 'krachtige blender', lang: 'nl', kind: 'extra word', categories: ['Blenders'] },
  { q: 'quiet coffee grinder', lang: 'en', kind: 'extra word', categories: grinders },
  { q: 'cheap espresso machine', lang: 'en', kind: 'extra word', categories: machines },
  { q: 'best hand grinder', lang: 'en', kind: 'extra word', categories: ['Handmolens'] },
  { q: 'small electric kettle', lang: 'en', kind: 'extra word', categories: kettles },
  { q: 'affordable milk frother', lang: 'en', kind: 'extra word', categories: frothers },
  { q: 'sturdy knock box', lang: 'en', kind: 'extra word', categories: ['Klopbakken'] },
  { q: 'organic coffee beans', lang: 'en', kind: 'extra word', categories: beans },
  { q: 'precise coffee scale', lang: 'en', kind: 'extra word', categories: scales },

  // ─── 2. compounds and diminutives the catalogue does not write ────────────────────────────────
  { q: 'koffiezetapparaten', lang: 'nl', kind: 'compound', categories: ['Filterkoffiezetapparaten'] },
  { q: 'melkkannetje', lang: 'nl', kind: 'compound', categories: jugs },
  { q: 'kopje', lang: 'nl', kind: 'compound', categories: ['Kopjes en glazen'] },
  { q: 'espressokopje', lang: 'nl', kind: 'compound', categories: ['Espressokopjes'] },
  { q: 'koffiekopjes', lang: 'nl', kind: 'compound', categories: ['Kopjes en glazen'] },
  { q: 'bonenmolen', lang: 'nl', kind: 'compound', categories: grinders },
  { q: 'koffiebonenmolen', lang: 'nl', kind: 'compound', categories: grinders },
  { q: 'filterkoffiemolen', lang: 'nl', kind: 'compound', categories: ['Filtermolens'] },
  { q: 'handkoffiemolen', lang: 'nl', kind: 'compound', categories: ['Handmolens'] },
  { q: 'melkopschuimapparaat', lang: 'nl', kind: 'compound', categories: frothers },
  { q: 'weegschaaltje', lang: 'nl', kind: 'compound', categories: scales },
  { q: 'koffieweegschaal', lang: 'nl', kind: 'compound', categories: scales },
  { q: 'espressoweegschaal', lang: 'nl', kind: 'compound', categories: scales },
  { q: 'tampertje', lang: 'nl', kind: 'compound', categories: tampers },
  { q: 'klopbakje', lang: 'nl', kind: 'compound', categories: ['Klopbakken'] },
  { q: 'stoompijpje', lang: 'nl', kind: 'compound', categories: ['Stoompijpen'] },
  { q: 'koffiefilterpapier', lang: 'nl', kind: 'compound', categories: ['Filterpapier'] },
  { q: 'papieren filters', lang: 'nl', kind: 'compound', categories: ['Filterpapier'] },
  { q: 'reinigingsborstel', lang: 'nl', kind: 'compound', categories: ['Borstels'] },
  { q: 'koffiecapsules', lang: 'nl', kind: 'compound', categories: ['Capsules'] },
  { q: 'nespressocapsules', lang: 'nl', kind: 'compound', categories: ['Nespresso-compatibel'] },
  { q: 'filterkoffiebonen', lang: 'nl', kind: 'compound', categories: ['Filterbonen'] },
  { q: 'cafeinevrije koffiebonen', lang: 'nl', kind: 'compound', categories: ['Cafeïnevrij'] },
  { q: 'cappuccinokoppen', lang: 'nl', kind: 'compound', categories: ['Cappuccinokopjes'] },
  { q: 'latte macchiato glazen', lang: 'nl', kind: 'compound', categories: ['Glazen'] },
  { q: 'dubbelwandige glazen', lang: 'nl', kind: 'compound', categories: ['Glazen'] },
  { q: 'waterfilterpatronen', lang: 'nl', kind: 'compound', categories: ['Waterfilters'] },
  { q: 'espressomachientje', lang: 'nl', kind: 'compound', categories: machines },
  { q: 'keukenmixer', lang: 'nl', kind: 'compound', categories: ['Keukenmachines'] },
  { q: 'ontkalkingsmiddel', lang: 'nl', kind: 'compound', categories: ['Ontkalkers'] },

  // ─── 3. short words that are pieces of unrelated catalogue words ──────────────────────────────
  { q: 'kop', lang: 'nl', kind: 'word part', categories: ['Kopjes en glazen'] },
  { q: 'glas', lang: 'nl', kind: 'word part', categories: ['Glazen'] },
  { q: 'kan', lang: 'nl', kind: 'word part', categories: jugs },
  { q: 'zeef', lang: 'nl', kind: 'word part', categories: ['Douchezeefjes'] },
  { q: 'mandje', lang: 'nl', kind: 'word part', categories: ['Filtermandjes'] },
  { q: 'houder', lang: 'nl', kind: 'word part', categories: ['Filterhouders'] },
  { q: 'pijp', lang: 'nl', kind: 'word part', categories: ['Stoompijpen'] },
  { q: 'rubber', lang: 'nl', kind: 'word part', categories: ['Pakkingen'] },
  { q: 'ring', lang: 'nl', kind: 'word part', categories: ['Pakkingen'] },
  { q: 'borstel', lang: 'nl', kind: 'word part', categories: ['Borstels'] },
  { q: 'wand', lang: 'en', kind: 'word part', categories: ['Stoompijpen'] },
  { q: 'jug', lang: 'en', kind: 'word part', categories: jugs },
  { q: 'cup', lang: 'en', kind: 'word part', categories: ['Kopjes en glazen'] },
  { q: 'glass', lang: 'en', kind: 'word part', categories: ['Glazen'] },
  { q: 'brush', lang: 'en', kind: 'word part', categories: ['Borstels'] },
  { q: 'basket', lang: 'en', kind: 'word part', categories: ['Filtermandjes'] },

  // ─── 4. numbers and units ─────────────────────────────────────────────────────────────────────
  { q: 'tamper 58mm', lang: 'nl', kind: 'unit', categories: tampers, first: ['58 mm'] },
  { q: 'tamper 51 mm', lang: 'nl', kind: 'unit', categories: tampers, first: ['51 mm'] },
  { q: '53-mm tamper', lang: 'nl', kind: 'unit', categories: tampers, first: ['53 mm'] },
  { q: 'tamper 58,5mm', lang: 'nl', kind: 'unit', categories: tampers, first: ['58,5 mm'] },
  { q: 'espressobonen 1kg', lang: 'nl', kind: 'unit', categories: ['Espressobonen'], first: ['1 kg'] },
  { q: 'espressobonen 1 kilo', lang: 'nl', kind: 'unit', categories: ['Espressobonen'], first: ['1 kg'] },
  { q: 'koffiebonen 1000 gram', lang: 'nl', kind: 'unit', categories: beans, first: ['1 kg'] },
  { q: 'koffiebonen 250gr', lang: 'nl', kind: 'unit', categories: beans, first: ['250 g'] },
  { q: 'filterbonen 500g', lang: 'nl', kind: 'unit', categories: ['Filterbonen'], first: ['500 g'] },
  { q: 'koffiebonen 0,5 kg', lang: 'nl', kind: 'unit', categories: beans, first: ['500 g'] },
  { q: 'waterkoker 1,7 liter', lang: 'nl', kind: 'unit', categories: kettles, first: ['1,7 l'] },
  { q: 'melkkan 500ml', lang: 'nl', kind: 'unit', categories: jugs, first: ['500 ml'] },
  { q: 'melkkan 0,5 liter', lang: 'nl', kind: 'unit', categories: jugs, first: ['500 ml'] },
  { q: 'melkkan 1 liter', lang: 'nl', kind: 'unit', categories: jugs, first: ['1 l'] },
  { q: 'ontkalker 1l', lang: 'nl', kind: 'unit', categories: ['Ontkalkers'], first: ['1 l'] },
  { q: 'douchezeef 58 mm', lang: 'nl', kind: 'unit', categories: ['Douchezeefjes'], first: ['58 mm'] },
  { q: 'filtermandje 18g', lang: 'nl', kind: 'unit', categories: ['Filtermandjes'], first: ['18 g'] },
  { q: 'filtermandje 22 gram', lang: 'nl', kind: 'unit', categories: ['Filtermandjes'], first: ['22 g'] },
  { q: 'keerring 8,5mm', lang: 'nl', kind: 'unit', categories: ['Pakkingen'], first: ['8,5 mm'] },
  { q: 'capsules 100 stuks', lang: 'nl', kind: 'unit', categories: ['Capsules'], first: ['100 stuks'] },
  { q: 'glas 350ml', lang: 'nl', kind: 'unit', categories: ['Glazen'], first: ['350 ml'] },
  { q: '58mm tamper', lang: 'en', kind: 'unit', categories: tampers, first: ['58 mm'] },
  { q: '1kg espresso beans', lang: 'en', kind: 'unit', categories: ['Espressobonen'], first: ['1 kg'] },
  { q: 'milk jug 750ml', lang: 'en', kind: 'unit', categories: jugs, first: ['750 ml'] },
  { q: 'coffee beans 500 grams', lang: 'en', kind: 'unit', categories: beans, first: ['500 g'] },
  { q: 'descaler 1 litre', lang: 'en', kind: 'unit', categories: ['Ontkalkers'], first: ['1 l'] },
  { q: '57mm shower screen', lang: 'en', kind: 'unit', categories: ['Douchezeefjes'], first: ['57 mm'] },

  // ─── 5. a product type with a side word ───────────────────────────────────────────────────────
  { q: 'koffiemolen rood', lang: 'nl', kind: 'type + side', categories: grinders },
  { q: 'rode waterkoker', lang: 'nl', kind: 'type + side', categories: kettles },
  { q: 'zwarte espressomachine', lang: 'nl', kind: 'type + side', categories: machines },
  { q: 'espressomachine koper', lang: 'nl', kind: 'type + side', categories: machines },
  { q: 'rvs melkkan', lang: 'nl', kind: 'type + side', categories: jugs },
  { q: 'espresso kopjes', lang: 'nl', kind: 'type + side', categories: ['Espressokopjes'] },
  { q: 'koffiebonen voor espresso', lang: 'nl', kind: 'type + side', categories: ['Espressobonen'] },
  { q: 'molen voor filterkoffie', lang: 'nl', kind: 'type + side', categories: ['Filtermolens'] },
  { q: 'borstel voor koffiemolen', lang: 'nl', kind: 'type + side', categories: ['Borstels'] },
  { q: 'ontkalker voor volautomaat', lang: 'nl', kind: 'type + side', categories: ['Ontkalkers'] },
  { q: 'pakking rocket', lang: 'nl', kind: 'type + side', categories: ['Pakkingen'] },
  { q: 'filterhouder voor ecm', lang: 'nl', kind: 'type + side', categories: ['Filterhouders'] },
  { q: 'douchezeef gaggia', lang: 'nl', kind: 'type + side', categories: ['Douchezeefjes'] },
  { q: 'weegschaal voor espresso', lang: 'nl', kind: 'type + side', categories: scales },
  { q: 'kopjes voor cappuccino', lang: 'nl', kind: 'type + side', categories: ['Cappuccinokopjes'] },
  { q: 'filterpapier voor v60', lang: 'nl', kind: 'type + side', categories: ['Filterpapier'] },
  { q: 'waterfilter voor jura', lang: 'nl', kind: 'type + side', categories: ['Waterfilters'] },
  { q: 'capsules voor nespresso', lang: 'nl', kind: 'type + side', categories: ['Nespresso-compatibel'] },
  { q: 'brush for grinder', lang: 'en', kind: 'type + side', categories: ['Borstels'] },
  { q: 'gasket for rocket', lang: 'en', kind: 'type + side', categories: ['Pakkingen'] },
  { q: 'red kettle', lang: 'en', kind: 'type + side', categories: kettles },
  { q: 'black coffee grinder', lang: 'en', kind: 'type + side', categories: grinders },
  { q: 'copper espresso machine', lang: 'en', kind: 'type + side', categories: machines },
  { q: 'stainless steel milk jug', lang: 'en', kind: 'type + side', categories: jugs },
  { q: 'scale for pour over', lang: 'en', kind: 'type + side', categories: scales },
  { q: 'grinder for filter coffee', lang: 'en', kind: 'type + side', categories: ['Filtermolens'] },
  { q: 'cups for cappuccino', lang: 'en', kind: 'type + side', categories: ['Cappuccinokopjes'] },

  // ─── 6. brands and models as people type them ─────────────────────────────────────────────────
  { q: 'delonghi', lang: 'nl', kind: 'brand / model', names: ["De'Longhi"] },
  { q: 'de longhi', lang: 'nl', kind: 'brand / model', names: ["De'Longhi"] },
  { q: 'lamarzocco', lang: 'nl', kind: 'brand / model', names: ['La Marzocco'] },
  { q: 'quickmill', lang: 'nl', kind: 'brand / model', names: ['Quick Mill'] },
  { q: 'quick-mill', lang: 'nl', kind: 'brand / model', names: ['Quick Mill'] },
  { q: 'kitchen aid', lang: 'nl', kind: 'brand / model', names: ['KitchenAid'] },
  { q: 'russellhobbs', lang: 'nl', kind: 'brand / model', names: ['Russell Hobbs'] },
  { q: 'mahlkonig', lang: 'nl', kind: 'brand / model', names: ['Mahlkönig'] },
  { q: 'aero press', lang: 'nl', kind: 'brand / model', names: ['AeroPress'] },
  { q: 'mocca master', lang: 'nl', kind: 'brand / model', names: ['Moccamaster'] },
  { q: 'barista hustle', lang: 'nl', kind: 'brand / model', names: ['Barista Hustle'] },
  {
    q: 'profitec pro700',
    lang: 'nl',
    kind: 'brand / model',
    names: ['Pro 700'],
    categories: machines,
    first: ['Pro 700'],
  },
  { q: 'r58', lang: 'nl', kind: 'brand / model', names: ['R58'], categories: machines, first: ['R58'] },
  {
    q: 'ek 43',
    lang: 'nl',
    kind: 'brand / model',
    names: ['EK43'],
    categories: grinders,
    first: ['EK43'],
  },
  {
    q: 'gs 3',
    lang: 'nl',
    kind: 'brand / model',
    names: ['GS3'],
    categories: machines,
    first: ['GS3'],
  },
  {
    q: 'eq6',
    lang: 'nl',
    kind: 'brand / model',
    names: ['EQ.6'],
    categories: ['Volautomaten'],
    first: ['EQ.6'],
  },
  {
    q: 'smeg klf 03',
    lang: 'nl',
    kind: 'brand / model',
    names: ['KLF03'],
    categories: kettles,
    first: ['KLF03'],
  },
  {
    q: '1zpresso kultra',
    lang: 'nl',
    kind: 'brand / model',
    names: ['K-Ultra'],
    categories: grinders,
    first: ['K-Ultra'],
  },
  {
    q: 'df 64',
    lang: 'nl',
    kind: 'brand / model',
    names: ['DF64'],
    categories: grinders,
    first: ['DF64'],
  },
  {
    q: 'jura ena4',
    lang: 'nl',
    kind: 'brand / model',
    names: ['ENA 4'],
    categories: ['Volautomaten'],
    first: ['ENA 4'],
  },
  {
    q: 'linea mini',
    lang: 'nl',
    kind: 'brand / model',
    names: ['Linea Mini'],
    categories: machines,
    first: ['Linea Mini'],
  },
  {
    q: 'mignon specialità',
    lang: 'nl',
    kind: 'brand / model',
    names: ['Mignon Specialita'],
    categories: grinders,
    first: ['Mignon Specialita'],
  },
  { q: 'quick mill', lang: 'en', kind: 'brand / model', names: ['Quick Mill'] },
  { q: 'victoria-arduino', lang: 'en', kind: 'brand / model', names: ['Victoria Arduino'] },
  {
    q: 'cm6360',
    lang: 'en',
    kind: 'brand / model',
    names: ['CM 6360'],
    categories: ['Volautomaten'],
    first: ['CM 6360'],
  },
  {
    q: 'siemens eq',
    lang: 'en',
    kind: 'brand / model',
    names: ['EQ.'],
    categories: ['Volautomaten'],
    first: ['EQ.'],
  },
  {
    q: 'v 60',
    lang: 'en',
    kind: 'brand / model',
    names: ['V60'],
    categories: ['Handfilters'],
    first: ['V60'],
  },
  {
    q: 'vitamix a2500',
    lang: 'en',
    kind: 'brand / model',
    names: ['A2500i'],
    categories: ['Blenders'],
    first: ['A2500i'],
  },
  {
    q: 'eagleone',
    lang: 'en',
    kind: 'brand / model',
    names: ['Eagle One'],
    categories: machines,
    first: ['Eagle One'],
  },
  {
    q: '1zpresso zp 6',
    lang: 'en',
    kind: 'brand / model',
    names: ['ZP6'],
    categories: grinders,
    first: ['ZP6'],
  },

  // ─── 7. typos inside compounds, neighbours, swaps, ij/y, ei/ij, ou/au ─────────────────────────
  { q: 'koffiemoolen', lang: 'nl', kind: 'typo', categories: grinders },
  { q: 'koffiemolem', lang: 'nl', kind: 'typo', categories: grinders },
  { q: 'koffiemloen', lang: 'nl', kind: 'typo', categories: grinders },
  { q: 'espressomahcine', lang: 'nl', kind: 'typo', categories: machines },
  { q: 'espressonachine', lang: 'nl', kind: 'typo', categories: machines },
  { q: 'melkopschiumer', lang: 'nl', kind: 'typo', categories: frothers },
  { q: 'waterkoler', lang: 'nl', kind: 'typo', categories: kettles },
  { q: 'waterkokre', lang: 'nl', kind: 'typo', categories: kettles },
  { q: 'cafeinevry', lang: 'nl', kind: 'typo', categories: ['Cafeïnevrij'] },
  { q: 'platte maalschyven', lang: 'nl', kind: 'typo', categories: ['Platte maalschijven'] },
  {
    q: 'maalscheiven',
    lang: 'nl',
    kind: 'typo',
    categories: ['Platte maalschijven', 'Conische maalschijven'],
  },
  { q: 'reiningstabletten', lang: 'nl', kind: 'typo', categories: ['Reinigingstabletten'] },
  { q: 'filterhauder', lang: 'nl', kind: 'typo', categories: ['Filterhouders'] },
  { q: 'capuccinokopjes', lang: 'nl', kind: 'typo', categories: ['Cappuccinokopjes'] },
  { q: 'broodroostr', lang: 'nl', kind: 'typo', categories: ['Broodroosters'] },
  { q: 'klopbakk', lang: 'nl', kind: 'typo', categories: ['Klopbakken'] },
  {
    q: 'filterkofie',
    lang: 'nl',
    kind: 'typo',
    categories: ['Filterkoffie', 'Filterbonen', 'Filter gemalen'],
  },
  { q: 'douchzeef', lang: 'nl', kind: 'typo', categories: ['Douchezeefjes'] },
  { q: 'coffe beans', lang: 'en', kind: 'typo', categories: beans },
  { q: 'milk frotther', lang: 'en', kind: 'typo', categories: frothers },
  { q: 'descaller', lang: 'en', kind: 'typo', categories: ['Ontkalkers'] },
  { q: 'portafliter', lang: 'en', kind: 'typo', categories: ['Filterhouders'] },
  { q: 'capuccino cups', lang: 'en', kind: 'typo', categories: ['Cappuccinokopjes'] },
  { q: 'toastr', lang: 'en', kind: 'typo', categories: ['Broodroosters'] },
  { q: 'grindr', lang: 'en', kind: 'typo', categories: grinders },
  { q: 'espresso machnie', lang: 'en', kind: 'typo', categories: machines },

  // ─── 8. what the shop does not sell ───────────────────────────────────────────────────────────
  { q: 'fiets', lang: 'nl', kind: 'nothing', nothing: true },
  { q: 'wasmachine', lang: 'nl', kind: 'nothing', nothing: true },
  { q: 'stofzuiger', lang: 'nl', kind: 'nothing', nothing: true },
  { q: 'theepot', lang: 'nl', kind: 'nothing', nothing: true },
  { q: 'pannenkoekenpan', lang: 'nl', kind: 'nothing', nothing: true },
  { q: 'tuinslang', lang: 'nl', kind: 'nothing', nothing: true },
  { q: 'voetbal', lang: 'nl', kind: 'nothing', nothing: true },
  { q: 'vaatwasser', lang: 'nl', kind: 'nothing', nothing: true },
  { q: 'vacuum cleaner', lang: 'en', kind: 'nothing', nothing: true },
  { q: 'bicycle', lang: 'en', kind: 'nothing', nothing: true },
  { q: 'washing machine', lang: 'en', kind: 'nothing', nothing: true },
  { q: 'lawn mower', lang: 'en', kind: 'nothing', nothing: true },
  { q: 'running shoes', lang: 'en', kind: 'nothing', nothing: true },
  { q: 'smartphone', lang: 'en', kind: 'nothing', nothing: true },

  // ─── 9. English as English ────────────────────────────────────────────────────────────────────
  { q: 'coffee maker', lang: 'en', kind: 'english', categories: ['Filterkoffiezetapparaten'] },
  { q: 'drip coffee maker', lang: 'en', kind: 'english', categories: ['Filterkoffiezetapparaten'] },
  { q: 'pour over', lang: 'en', kind: 'english', categories: ['Handfilters'] },
  { q: 'ground coffee', lang: 'en', kind: 'english', categories: ['Gemalen koffie'] },
  { q: 'espresso beans', lang: 'en', kind: 'english', categories: ['Espressobonen'] },
  { q: 'coffee capsules', lang: 'en', kind: 'english', categories: ['Capsules'] },
  { q: 'toasters', lang: 'en', kind: 'english', categories: ['Broodroosters'] },
  { q: 'blender', lang: 'en', kind: 'english', categories: ['Blenders'] },
  { q: 'milk pitcher', lang: 'en', kind: 'english', categories: jugs },
  { q: 'knockbox', lang: 'en', kind: 'english', categories: ['Klopbakken'] },
  { q: 'knock-box', lang: 'en', kind: 'english', categories: ['Klopbakken'] },
  { q: 'steam wands', lang: 'en', kind: 'english', categories: ['Stoompijpen'] },
  { q: 'filter baskets', lang: 'en', kind: 'english', categories: ['Filtermandjes'] },
  { q: 'cleaning tablets', lang: 'en', kind: 'english', categories: ['Reinigingstabletten'] },
  { q: 'water filter', lang: 'en', kind: 'english', categories: ['Waterfilters'] },
  { q: 'espresso grinder', lang: 'en', kind: 'english', categories: ['Espressomolens'] },
  { q: 'flat burr grinder', lang: 'en', kind: 'english', categories: ['Platte maalschijven'] },
  { q: 'commercial espresso machine', lang: 'en', kind: 'english', categories: ['Professionele machines'] },
  { q: 'commercial grinder', lang: 'en', kind: 'english', categories: ['Professionele molens'] },
  { q: 'heat exchanger machine', lang: 'en', kind: 'english', categories: ['Warmtewisselaar'] },
  { q: 'lever espresso machine', lang: 'en', kind: 'english', categories: ['Hendelmachines'] },
  { q: 'cappuccino cups', lang: 'en', kind: 'english', categories: ['Cappuccinokopjes'] },
  { q: 'latte glasses', lang: 'en', kind: 'english', categories: ['Glazen'] },
  { q: 'double walled glass', lang: 'en', kind: 'english', categories: ['Glazen'] },
  { q: 'decaffeinated coffee', lang: 'en', kind: 'english', categories: ['Cafeïnevrij'] },
  { q: 'cold brew maker', lang: 'en', kind: 'english', categories: ['Cold brew'] },
  { q: 'distribution tool', lang: 'en', kind: 'english', categories: ['Verdeeltools'] },
  { q: 'grey bean to cup machine', lang: 'en', kind: 'english', categories: ['Volautomaten'] },
  { q: 'gray bean-to-cup machine', lang: 'en', kind: 'english', categories: ['Volautomaten'] },
  { q: 'coffee filters', lang: 'en', kind: 'english', categories: ['Filterpapier'] },
  { q: 'paper filters', lang: 'en', kind: 'english', categories: ['Filterpapier'] },
  { q: 'tea kettle', lang: 'en', kind: 'english', categories: kettles },
  { q: 'grinders', lang: 'en', kind: 'english', categories: grinders },
  { q: 'kitchen mixer', lang: 'en', kind: 'english', categories: ['Keukenmachines'] },
];

/**
 * A second batch (2026-12-05), written the same way before any tuning on it, after the first
 * batch's tuning half passed entirely: its tuning half is new signal, its held-out half joins the
 * first's. The same split rule; nothing in it was changed after the first run.
 */
export const UNSEEN_QUERIES_2: readonly UnseenQuery[] = [
  // 1. extra words
  { q: 'handige melkopschuimer', lang: 'nl', kind: 'extra word', categories: frothers },
  { q: 'professionele koffiemolen', lang: 'nl', kind: 'extra word', categories: grinders },
  { q: 'degelijke filterhouder', lang: 'nl', kind: 'extra word', categories: ['Filterhouders'] },
  { q: 'populaire koffiebonen', lang: 'nl', kind: 'extra word', categories: beans },
  { q: 'mooie weegschaal', lang: 'nl', kind: 'extra word', categories: scales },
  { q: 'duurzame capsules', lang: 'nl', kind: 'extra word', categories: ['Capsules'] },
  { q: 'stille blender', lang: 'nl', kind: 'extra word', categories: ['Blenders'] },
  { q: 'premium espresso machine', lang: 'en', kind: 'extra word', categories: machines },
  { q: 'reliable kettle', lang: 'en', kind: 'extra word', categories: kettles },
  { q: 'fresh espresso beans', lang: 'en', kind: 'extra word', categories: ['Espressobonen'] },
  { q: 'good tamper', lang: 'en', kind: 'extra word', categories: tampers },
  // 2. compounds and diminutives
  { q: 'espressomolentje', lang: 'nl', kind: 'compound', categories: grinders },
  { q: 'koffiemolentje', lang: 'nl', kind: 'compound', categories: grinders },
  { q: 'koffiekannetje', lang: 'nl', kind: 'compound', categories: jugs },
  { q: 'espressobonenmelange', lang: 'nl', kind: 'compound', categories: beans },
  { q: 'waterkokertje', lang: 'nl', kind: 'compound', categories: kettles },
  { q: 'koffiefilterzakjes', lang: 'nl', kind: 'compound', categories: ['Filterpapier'] },
  { q: 'keukenweegschaal', lang: 'nl', kind: 'compound', categories: scales },
  { q: 'machinereiniger', lang: 'nl', kind: 'compound', categories: ['Reiniging'] },
  { q: 'espressotamper', lang: 'nl', kind: 'compound', categories: tampers },
  { q: 'groepspakking', lang: 'nl', kind: 'compound', categories: ['Pakkingen'] },
  // 3. word parts
  { q: 'tank', lang: 'nl', kind: 'word part', categories: machines },
  {
    q: 'filter',
    lang: 'nl',
    kind: 'word part',
    categories: [
      'Filterkoffie',
      'Filterpapier',
      'Filterbonen',
      'Waterfilters',
      'Filtermolens',
      'Filter gemalen',
    ],
  },
  { q: 'schaal', lang: 'nl', kind: 'word part', categories: scales },
  { q: 'mok', lang: 'nl', kind: 'word part', categories: ['Kopjes en glazen'] },
  { q: 'screen', lang: 'en', kind: 'word part', categories: ['Douchezeefjes'] },
  // 4. units
  { q: 'tamper 54mm', lang: 'nl', kind: 'unit', categories: tampers, first: ['54 mm'] },
  { q: 'koffiebonen 1 kg', lang: 'nl', kind: 'unit', categories: beans, first: ['1 kg'] },
  { q: 'melkkan 350 ml', lang: 'nl', kind: 'unit', categories: jugs, first: ['350 ml'] },
  { q: 'waterkoker 1.7l', lang: 'nl', kind: 'unit', categories: kettles, first: ['1,7 l'] },
  { q: 'douchezeef 58mm', lang: 'nl', kind: 'unit', categories: ['Douchezeefjes'], first: ['58 mm'] },
  { q: '250 gram koffiebonen', lang: 'nl', kind: 'unit', categories: beans, first: ['250 g'] },
  { q: 'tamper 58.5 mm', lang: 'en', kind: 'unit', categories: tampers, first: ['58,5 mm'] },
  { q: 'milk jug 0.5 l', lang: 'en', kind: 'unit', categories: jugs, first: ['500 ml'] },
  { q: '1 kilo coffee beans', lang: 'en', kind: 'unit', categories: beans, first: ['1 kg'] },
  // 5. type + side
  { q: 'witte waterkoker', lang: 'nl', kind: 'type + side', categories: kettles },
  { q: 'zwarte koffiemolen', lang: 'nl', kind: 'type + side', categories: grinders },
  { q: 'handmolen conisch', lang: 'nl', kind: 'type + side', categories: ['Handmolens'] },
  { q: 'espressomachine dualboiler', lang: 'nl', kind: 'type + side', categories: ['Dualboiler'] },
  { q: 'volautomaat met melksysteem', lang: 'nl', kind: 'type + side', categories: ['Met melksysteem'] },
  { q: 'ontkalker voor espressomachine', lang: 'nl', kind: 'type + side', categories: ['Ontkalkers'] },
  { q: 'pakking voor lelit', lang: 'nl', kind: 'type + side', categories: ['Pakkingen'] },
  { q: 'white kettle', lang: 'en', kind: 'type + side', categories: kettles },
  { q: 'shower screen for rocket', lang: 'en', kind: 'type + side', categories: ['Douchezeefjes'] },
  { q: 'red stand mixer', lang: 'en', kind: 'type + side', categories: ['Keukenmachines'] },
  // 6. brands and models
  { q: 'rocketespresso', lang: 'nl', kind: 'brand / model', names: ['Rocket'] },
  { q: 'la-marzocco', lang: 'nl', kind: 'brand / model', names: ['La Marzocco'] },
  {
    q: 'moccamaster kbg',
    lang: 'nl',
    kind: 'brand / model',
    names: ['KBG'],
    categories: ['Filterkoffiezetapparaten'],
    first: ['KBG'],
  },
  { q: 'bialetti', lang: 'nl', kind: 'brand / model', names: ['Bialetti'] },
  {
    q: 'kitchenaid artisan',
    lang: 'nl',
    kind: 'brand / model',
    names: ['Artisan'],
    categories: ['Keukenmachines'],
    first: ['Artisan'],
  },
  {
    q: 'delonghi dedica',
    lang: 'en',
    kind: 'brand / model',
    names: ['Dedica'],
    categories: machines,
    first: ['Dedica'],
  },
  {
    q: 'hario v60',
    lang: 'en',
    kind: 'brand / model',
    names: ['V60'],
    categories: ['Handfilters'],
    first: ['V60'],
  },
  {
    q: 'eureka mignon',
    lang: 'en',
    kind: 'brand / model',
    names: ['Mignon'],
    categories: grinders,
    first: ['Mignon'],
  },
  // 7. typos
  { q: 'koffiebonnen', lang: 'nl', kind: 'typo', categories: beans },
  { q: 'weegschall', lang: 'nl', kind: 'typo', categories: scales },
  { q: 'volatomaat', lang: 'nl', kind: 'typo', categories: ['Volautomaten'] },
  { q: 'ontkalekr', lang: 'nl', kind: 'typo', categories: ['Ontkalkers'] },
  { q: 'handmoolen', lang: 'nl', kind: 'typo', categories: ['Handmolens'] },
  { q: 'espreso bonen', lang: 'nl', kind: 'typo', categories: ['Espressobonen'] },
  { q: 'grnder', lang: 'en', kind: 'typo', categories: grinders },
  { q: 'capsuls', lang: 'en', kind: 'typo', categories: ['Capsules'] },
  // 8. nothing
  { q: 'koelkast', lang: 'nl', kind: 'nothing', nothing: true },
  { q: 'magnetron', lang: 'nl', kind: 'nothing', nothing: true },
  { q: 'bureaustoel', lang: 'nl', kind: 'nothing', nothing: true },
  { q: 'hondenvoer', lang: 'nl', kind: 'nothing', nothing: true },
  { q: 'television', lang: 'en', kind: 'nothing', nothing: true },
  { q: 'garden chair', lang: 'en', kind: 'nothing', nothing: true },
  { q: 'frying pan', lang: 'en', kind: 'nothing', nothing: true },
  // 9. English
  { q: 'hand grinders', lang: 'en', kind: 'english', categories: ['Handmolens'] },
  { q: 'electric kettle', lang: 'en', kind: 'english', categories: kettles },
  { q: 'decaf beans', lang: 'en', kind: 'english', categories: ['Cafeïnevrij'] },
  { q: 'filter coffee machine', lang: 'en', kind: 'english', categories: ['Filterkoffiezetapparaten'] },
  { q: 'descaling solution', lang: 'en', kind: 'english', categories: ['Ontkalkers'] },
  { q: 'group head gasket', lang: 'en', kind: 'english', categories: ['Pakkingen'] },
  { q: 'kitchen scale', lang: 'en', kind: 'english', categories: scales },
];

/**
 * A third batch (issue 39), written from the seeded catalogue as a shopper sees it (category
 * titles, product names, sizes and colours on the storefront) and committed before any search
 * change made after it: none of it was written to fit the search. The same split rule; nothing in
 * it is changed after its first run.
 */
export const UNSEEN_QUERIES_3: readonly UnseenQuery[] = [
  // 1. extra words
  { q: 'draagbare weegschaal', lang: 'nl', kind: 'extra word', categories: scales },
  { q: 'sterke espressobonen', lang: 'nl', kind: 'extra word', categories: ['Espressobonen'] },
  { q: 'moderne broodrooster', lang: 'nl', kind: 'extra word', categories: ['Broodroosters'] },
  { q: 'klassieke hendelmachine', lang: 'nl', kind: 'extra word', categories: ['Hendelmachines'] },
  { q: 'goede cappuccinokopjes', lang: 'nl', kind: 'extra word', categories: ['Cappuccinokopjes'] },
  { q: 'lekkere filterbonen', lang: 'nl', kind: 'extra word', categories: ['Filterbonen'] },
  { q: 'robuuste klopbak', lang: 'nl', kind: 'extra word', categories: ['Klopbakken'] },
  { q: 'grote melkkan', lang: 'nl', kind: 'extra word', categories: jugs },
  { q: 'stylish toaster', lang: 'en', kind: 'extra word', categories: ['Broodroosters'] },
  { q: 'powerful stand mixer', lang: 'en', kind: 'extra word', categories: ['Keukenmachines'] },
  { q: 'smooth decaf beans', lang: 'en', kind: 'extra word', categories: ['Cafeïnevrij'] },
  { q: 'quality descaler', lang: 'en', kind: 'extra word', categories: ['Ontkalkers'] },
  { q: 'elegant espresso cups', lang: 'en', kind: 'extra word', categories: ['Espressokopjes'] },
  // 2. compounds and diminutives
  { q: 'cortadoglazen', lang: 'nl', kind: 'compound', categories: ['Glazen'] },
  { q: 'filterhoudertje', lang: 'nl', kind: 'compound', categories: ['Filterhouders'] },
  { q: 'maalwerkborsteltje', lang: 'nl', kind: 'compound', categories: ['Borstels'] },
  { q: 'glaasje', lang: 'nl', kind: 'compound', categories: ['Glazen'] },
  { q: 'melkopschuimertje', lang: 'nl', kind: 'compound', categories: frothers },
  { q: 'handmolentje', lang: 'nl', kind: 'compound', categories: ['Handmolens'] },
  { q: 'koffieglazen', lang: 'nl', kind: 'compound', categories: ['Glazen'] },
  { q: 'filterkoffieapparaat', lang: 'nl', kind: 'compound', categories: ['Filterkoffiezetapparaten'] },
  { q: 'groepsrubber', lang: 'nl', kind: 'compound', categories: ['Pakkingen'] },
  { q: 'schoonmaaktabletten', lang: 'nl', kind: 'compound', categories: ['Reinigingstabletten'] },
  { q: 'espressokoffiebonen', lang: 'nl', kind: 'compound', categories: ['Espressobonen'] },
  // 3. word parts
  { q: 'tuit', lang: 'nl', kind: 'word part', categories: ['Stoompijpen'] },
  { q: 'boon', lang: 'nl', kind: 'word part', categories: beans },
  { q: 'rooster', lang: 'nl', kind: 'word part', categories: ['Broodroosters'] },
  { q: 'boiler', lang: 'nl', kind: 'word part', categories: machines },
  { q: 'tablet', lang: 'nl', kind: 'word part', categories: ['Reinigingstabletten'] },
  { q: 'bak', lang: 'nl', kind: 'word part', categories: ['Klopbakken'] },
  { q: 'box', lang: 'en', kind: 'word part', categories: ['Klopbakken'] },
  { q: 'seal', lang: 'en', kind: 'word part', categories: ['Pakkingen'] },
  { q: 'spout', lang: 'en', kind: 'word part', categories: ['Filterhouders'] },
  { q: 'burr', lang: 'en', kind: 'word part', categories: grinders },
  { q: 'tip', lang: 'en', kind: 'word part', categories: ['Stoompijpen'] },
  // 4. units
  { q: 'filterbonen 1 kilogram', lang: 'nl', kind: 'unit', categories: ['Filterbonen'], first: ['1 kg'] },
  { q: 'verdeeltool 58mm', lang: 'nl', kind: 'unit', categories: ['Verdeeltools'], first: ['58 mm'] },
  { q: 'melkkan 0,35 l', lang: 'nl', kind: 'unit', categories: jugs, first: ['350 ml'] },
  { q: 'glas 80ml', lang: 'nl', kind: 'unit', categories: ['Glazen'], first: ['80 ml'] },
  { q: 'ontkalker 250ml', lang: 'nl', kind: 'unit', categories: ['Ontkalkers'], first: ['250 ml'] },
  {
    q: 'reinigingstabletten 50 stuks',
    lang: 'nl',
    kind: 'unit',
    categories: ['Reinigingstabletten'],
    first: ['50 stuks'],
  },
  {
    q: 'keukenmachine 6,9 liter',
    lang: 'nl',
    kind: 'unit',
    categories: ['Keukenmachines'],
    first: ['6,9 l'],
  },
  { q: 'waterkoker 1,25l', lang: 'nl', kind: 'unit', categories: kettles, first: ['1,25 l'] },
  { q: 'filtermandje 20 gram', lang: 'nl', kind: 'unit', categories: ['Filtermandjes'], first: ['20 g'] },
  { q: 'pakking 9mm', lang: 'nl', kind: 'unit', categories: ['Pakkingen'], first: ['9 mm'] },
  { q: 'chemex 10 kops', lang: 'nl', kind: 'unit', categories: ['Drippers'], first: ['10 kops'] },
  { q: 'stand mixer 4.8 litre', lang: 'en', kind: 'unit', categories: ['Keukenmachines'], first: ['4.8 l'] },
  { q: 'filter beans 250g', lang: 'en', kind: 'unit', categories: ['Filterbonen'], first: ['250 g'] },
  { q: 'gasket 8.5mm', lang: 'en', kind: 'unit', categories: ['Pakkingen'], first: ['8.5 mm'] },
  {
    q: 'cleaning tablets 100 pcs',
    lang: 'en',
    kind: 'unit',
    categories: ['Reinigingstabletten'],
    first: ['100 pieces'],
  },
  { q: 'milk jug 1l', lang: 'en', kind: 'unit', categories: jugs, first: ['1 l'] },
  { q: 'wdt tool 53 mm', lang: 'en', kind: 'unit', categories: ['Verdeeltools'], first: ['53 mm'] },
  // 5. type + side
  { q: 'crème broodrooster', lang: 'nl', kind: 'type + side', categories: ['Broodroosters'] },
  { q: 'witte melkopschuimer', lang: 'nl', kind: 'type + side', categories: frothers },
  { q: 'koperen hendelmachine', lang: 'nl', kind: 'type + side', categories: ['Hendelmachines'] },
  { q: 'zwarte handmolen', lang: 'nl', kind: 'type + side', categories: ['Handmolens'] },
  { q: 'rvs weegschaal', lang: 'nl', kind: 'type + side', categories: scales },
  { q: 'bodemloze filterhouder', lang: 'nl', kind: 'type + side', categories: ['Filterhouders'] },
  { q: 'ongebleekt filterpapier', lang: 'nl', kind: 'type + side', categories: ['Filterpapier'] },
  { q: 'filtermandje voor la marzocco', lang: 'nl', kind: 'type + side', categories: ['Filtermandjes'] },
  { q: 'espressokopjes wit', lang: 'nl', kind: 'type + side', categories: ['Espressokopjes'] },
  { q: 'walnut tamper', lang: 'en', kind: 'type + side', categories: tampers },
  { q: 'basket for lelit', lang: 'en', kind: 'type + side', categories: ['Filtermandjes'] },
  { q: 'red blender', lang: 'en', kind: 'type + side', categories: ['Blenders'] },
  { q: 'black knock box', lang: 'en', kind: 'type + side', categories: ['Klopbakken'] },
  { q: 'steam wand for quick mill', lang: 'en', kind: 'type + side', categories: ['Stoompijpen'] },
  // 6. brands and models
  {
    q: 'marax',
    lang: 'nl',
    kind: 'brand / model',
    names: ['Mara X'],
    categories: ['Warmtewisselaar'],
    first: ['Mara X'],
  },
  {
    q: 'nichezero',
    lang: 'nl',
    kind: 'brand / model',
    names: ['Niche Zero'],
    categories: ['Conische maalschijven'],
    first: ['Niche Zero'],
  },
  {
    q: 'pro600',
    lang: 'nl',
    kind: 'brand / model',
    names: ['Pro 600'],
    categories: ['Dualboiler'],
    first: ['Pro 600'],
  },
  {
    q: 'ceado e37',
    lang: 'nl',
    kind: 'brand / model',
    names: ['E37'],
    categories: ['Platte maalschijven'],
    first: ['E37'],
  },
  {
    q: 'prima donna',
    lang: 'nl',
    kind: 'brand / model',
    names: ['PrimaDonna'],
    categories: ['Met melksysteem'],
    first: ['PrimaDonna'],
  },
  { q: 'simonlevelt', lang: 'nl', kind: 'brand / model', names: ['Simon Lévelt'] },
  {
    q: 'e65',
    lang: 'en',
    kind: 'brand / model',
    names: ['E65'],
    categories: ['Professionele molens'],
    first: ['E65'],
  },
  {
    q: 'latte go',
    lang: 'en',
    kind: 'brand / model',
    names: ['LatteGo'],
    categories: ['Met melksysteem'],
    first: ['LatteGo'],
  },
  {
    q: 'aeroccino4',
    lang: 'en',
    kind: 'brand / model',
    names: ['Aeroccino 4'],
    categories: frothers,
    first: ['Aeroccino 4'],
  },
  {
    q: 'helios65',
    lang: 'en',
    kind: 'brand / model',
    names: ['Helios 65'],
    categories: ['Platte maalschijven'],
    first: ['Helios 65'],
  },
  {
    q: 'sette 270',
    lang: 'en',
    kind: 'brand / model',
    names: ['Sette 270'],
    categories: ['Conische maalschijven'],
    first: ['Sette 270'],
  },
  { q: 'pulycaff', lang: 'en', kind: 'brand / model', names: ['Puly Caff'], categories: ['Reiniging'] },
  {
    q: 'km5',
    lang: 'en',
    kind: 'brand / model',
    names: ['KM5'],
    categories: ['Filtermolens'],
    first: ['KM5'],
  },
  // 7. typos
  { q: 'broodrooter', lang: 'nl', kind: 'typo', categories: ['Broodroosters'] },
  { q: 'keukenmachiene', lang: 'nl', kind: 'typo', categories: ['Keukenmachines'] },
  { q: 'filtermantje', lang: 'nl', kind: 'typo', categories: ['Filtermandjes'] },
  { q: 'stoompyp', lang: 'nl', kind: 'typo', categories: ['Stoompijpen'] },
  { q: 'rijnigingstabletten', lang: 'nl', kind: 'typo', categories: ['Reinigingstabletten'] },
  { q: 'borsel', lang: 'nl', kind: 'typo', categories: ['Borstels'] },
  { q: 'waterfliter', lang: 'nl', kind: 'typo', categories: ['Waterfilters'] },
  { q: 'melkanen', lang: 'nl', kind: 'typo', categories: jugs },
  { q: 'gaskett', lang: 'en', kind: 'typo', categories: ['Pakkingen'] },
  { q: 'knok box', lang: 'en', kind: 'typo', categories: ['Klopbakken'] },
  { q: 'tmaper', lang: 'en', kind: 'typo', categories: tampers },
  { q: 'stand mixr', lang: 'en', kind: 'typo', categories: ['Keukenmachines'] },
  // 8. nothing
  { q: 'strijkijzer', lang: 'nl', kind: 'nothing', nothing: true },
  { q: 'boormachine', lang: 'nl', kind: 'nothing', nothing: true },
  { q: 'zonnebril', lang: 'nl', kind: 'nothing', nothing: true },
  { q: 'airfryer', lang: 'nl', kind: 'nothing', nothing: true },
  { q: 'waterpas', lang: 'nl', kind: 'nothing', nothing: true },
  { q: 'koffietafel', lang: 'nl', kind: 'nothing', nothing: true },
  { q: 'hair dryer', lang: 'en', kind: 'nothing', nothing: true },
  { q: 'dishwasher', lang: 'en', kind: 'nothing', nothing: true },
  { q: 'toothbrush', lang: 'en', kind: 'nothing', nothing: true },
  { q: 'umbrella', lang: 'en', kind: 'nothing', nothing: true },
  { q: 'printer', lang: 'en', kind: 'nothing', nothing: true },
  // 9. English
  { q: 'portafilters', lang: 'en', kind: 'english', categories: ['Filterhouders'] },
  { q: 'grinder brush', lang: 'en', kind: 'english', categories: ['Borstels'] },
  { q: 'coffee bean grinder', lang: 'en', kind: 'english', categories: grinders },
  { q: 'demitasse cups', lang: 'en', kind: 'english', categories: ['Espressokopjes'] },
  { q: 'flat white cups', lang: 'en', kind: 'english', categories: ['Cappuccinokopjes'] },
  { q: 'coffee brewer', lang: 'en', kind: 'english', categories: ['Filterkoffiezetapparaten'] },
  { q: 'ground espresso', lang: 'en', kind: 'english', categories: ['Espresso gemalen'] },
  { q: 'single origin coffee', lang: 'en', kind: 'english', categories: ['Single origin'] },
  { q: 'dolce gusto capsules', lang: 'en', kind: 'english', categories: ['Dolce Gusto-compatibel'] },
  { q: 'steam tips', lang: 'en', kind: 'english', categories: ['Stoompijpen'] },
  { q: 'temperature control kettle', lang: 'en', kind: 'english', categories: ['Met temperatuurregeling'] },
  { q: 'gooseneck kettle', lang: 'en', kind: 'english', categories: kettles },
  { q: 'seal rings', lang: 'en', kind: 'english', categories: ['Pakkingen'] },
  { q: '2 group espresso machine', lang: 'en', kind: 'english', categories: ['2-groeps'] },
];

/** FNV-1a, 32 bits: a fixed hash of a query's text, the same on every machine and in every run. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The half a query belongs to, by the rule in this file's header. */
export const halfOf = (q: Pick<UnseenQuery, 'q' | 'lang'>): 'tuning' | 'held-out' =>
  fnv1a(`${q.lang}:${q.q}`) % 2 === 0 ? 'tuning' : 'held-out';

/** All three batches. */
export const ALL_UNSEEN: readonly UnseenQuery[] = [
  ...UNSEEN_QUERIES,
  ...UNSEEN_QUERIES_2,
  ...UNSEEN_QUERIES_3,
];
export const TUNING_QUERIES = ALL_UNSEEN.filter((q) => halfOf(q) === 'tuning');
export const HELD_OUT_QUERIES = ALL_UNSEEN.filter((q) => halfOf(q) === 'held-out');
