/**
 * What shoppers type into the search box, and what they expect at the top (issue 25). Written from
 * the shopper's side, before the search that has to meet it: category words as one Dutch compound
 * or its parts, singular or plural, with a typo, brands, models, part names, synonyms, and English
 * words on the English catalogue. Each query names what a person would call a right answer:
 * - `categories`: a product in one of these categories (Dutch titles; their subcategories count);
 * - `names`: a product whose name contains one of these texts (case-insensitive), e.g. a model;
 * a result is right when it matches either. Scored by tests/search/relevance.ts.
 */

export type QueryKind =
  | 'category'
  | 'compound'
  | 'compound part'
  | 'plural'
  | 'typo'
  | 'brand'
  | 'model'
  | 'part'
  | 'synonym'
  | 'spec'
  | 'english';

export interface RelevanceQuery {
  q: string;
  lang: 'nl' | 'en';
  kind: QueryKind;
  categories?: readonly string[];
  names?: readonly string[];
}

const grinders = ['Koffiemolens'];
const machines = ['Espressomachines'];

export const RELEVANCE_SET: readonly RelevanceQuery[] = [
  // ─── Dutch: what the thing is, as one compound word ───────────────────────────────────────────
  { q: 'koffiemolen', lang: 'nl', kind: 'compound', categories: grinders },
  { q: 'koffiemolens', lang: 'nl', kind: 'plural', categories: grinders },
  { q: 'espressomachine', lang: 'nl', kind: 'compound', categories: machines },
  { q: 'espressomachines', lang: 'nl', kind: 'plural', categories: machines },
  { q: 'espressomolen', lang: 'nl', kind: 'compound', categories: ['Espressomolens'] },
  { q: 'melkopschuimer', lang: 'nl', kind: 'compound', categories: ['Melkopschuimers'] },
  { q: 'melkopschuimers', lang: 'nl', kind: 'plural', categories: ['Melkopschuimers'] },
  { q: 'waterkoker', lang: 'nl', kind: 'compound', categories: ['Waterkokers'] },
  { q: 'weegschaal', lang: 'nl', kind: 'category', categories: ['Weegschalen'] },
  { q: 'weegschalen', lang: 'nl', kind: 'plural', categories: ['Weegschalen'] },
  { q: 'filterpapier', lang: 'nl', kind: 'compound', categories: ['Filterpapier'] },
  { q: 'volautomaat', lang: 'nl', kind: 'category', categories: ['Volautomaten'] },
  { q: 'volautomaten', lang: 'nl', kind: 'plural', categories: ['Volautomaten'] },
  { q: 'handmolen', lang: 'nl', kind: 'compound', categories: ['Handmolens'] },
  { q: 'cafeinevrij', lang: 'nl', kind: 'category', categories: ['Cafeïnevrij'] },
  { q: 'cafeïnevrije koffie', lang: 'nl', kind: 'category', categories: ['Cafeïnevrij'] },
  { q: 'koffiebonen', lang: 'nl', kind: 'compound', categories: ['Koffiebonen'] },
  { q: 'espressobonen', lang: 'nl', kind: 'compound', categories: ['Espressobonen'] },
  {
    q: 'filterkoffie',
    lang: 'nl',
    kind: 'compound',
    categories: ['Filterkoffie', 'Filterbonen', 'Filter gemalen'],
  },
  { q: 'koffiezetapparaat', lang: 'nl', kind: 'compound', categories: ['Filterkoffiezetapparaten'] },
  { q: 'melkkan', lang: 'nl', kind: 'compound', categories: ['Melkkannen'] },
  { q: 'klopbak', lang: 'nl', kind: 'compound', categories: ['Klopbakken'] },
  { q: 'ontkalker', lang: 'nl', kind: 'category', categories: ['Ontkalkers'] },
  { q: 'reinigingstabletten', lang: 'nl', kind: 'compound', categories: ['Reinigingstabletten'] },
  { q: 'espressokopjes', lang: 'nl', kind: 'compound', categories: ['Espressokopjes'] },
  { q: 'cappuccinokopje', lang: 'nl', kind: 'compound', categories: ['Cappuccinokopjes'] },
  { q: 'broodrooster', lang: 'nl', kind: 'compound', categories: ['Broodroosters'] },
  { q: 'keukenmachine', lang: 'nl', kind: 'compound', categories: ['Keukenmachines'] },
  { q: 'hendelmachine', lang: 'nl', kind: 'compound', categories: ['Hendelmachines'] },
  { q: 'gemalen koffie', lang: 'nl', kind: 'category', categories: ['Gemalen koffie'] },
  // ─── Dutch: a part of a compound finds the compounds ──────────────────────────────────────────
  { q: 'molen', lang: 'nl', kind: 'compound part', categories: grinders },
  { q: 'molens', lang: 'nl', kind: 'compound part', categories: grinders },
  { q: 'opschuimer', lang: 'nl', kind: 'compound part', categories: ['Melkopschuimers'] },
  { q: 'koker', lang: 'nl', kind: 'compound part', categories: ['Waterkokers'] },
  { q: 'bonen', lang: 'nl', kind: 'compound part', categories: ['Koffiebonen'] },
  { q: 'kopjes', lang: 'nl', kind: 'compound part', categories: ['Kopjes en glazen'] },
  { q: 'tabletten', lang: 'nl', kind: 'compound part', categories: ['Reinigingstabletten'] },
  // ─── Dutch: typos ──────────────────────────────────────────────────────────────────────────────
  { q: 'kofiemolen', lang: 'nl', kind: 'typo', categories: grinders },
  { q: 'espresomachine', lang: 'nl', kind: 'typo', categories: machines },
  { q: 'melkopschuimr', lang: 'nl', kind: 'typo', categories: ['Melkopschuimers'] },
  { q: 'waterkooker', lang: 'nl', kind: 'typo', categories: ['Waterkokers'] },
  { q: 'weegschal', lang: 'nl', kind: 'typo', categories: ['Weegschalen'] },
  { q: 'volautomat', lang: 'nl', kind: 'typo', categories: ['Volautomaten'] },
  { q: 'ontkalkr', lang: 'nl', kind: 'typo', categories: ['Ontkalkers'] },
  // ─── Dutch: synonyms a merchant would seed ────────────────────────────────────────────────────
  { q: 'piston', lang: 'nl', kind: 'synonym', categories: ['Hendelmachines'] },
  { q: 'decaf', lang: 'nl', kind: 'synonym', categories: ['Cafeïnevrij'] },
  { q: 'cups', lang: 'nl', kind: 'synonym', categories: ['Capsules'] },
  { q: 'koffiecups', lang: 'nl', kind: 'synonym', categories: ['Capsules'] },
  { q: 'melkschuimer', lang: 'nl', kind: 'synonym', categories: ['Melkopschuimers'] },
  { q: 'bonenmachine', lang: 'nl', kind: 'synonym', categories: ['Volautomaten'] },
  { q: 'pistonmachine', lang: 'nl', kind: 'synonym', categories: ['Hendelmachines'] },
  // ─── Dutch: what a machine is, by its spec ────────────────────────────────────────────────────
  { q: 'dual boiler', lang: 'nl', kind: 'spec', categories: ['Dualboiler'] },
  { q: 'dualboiler', lang: 'nl', kind: 'spec', categories: ['Dualboiler'] },
  { q: 'conische molen', lang: 'nl', kind: 'spec', categories: ['Conische maalschijven', 'Handmolens'] },
  { q: 'platte maalschijven', lang: 'nl', kind: 'spec', categories: ['Platte maalschijven'] },
  { q: 'warmtewisselaar', lang: 'nl', kind: 'spec', categories: ['Warmtewisselaar'] },
  { q: '2 groeps', lang: 'nl', kind: 'spec', categories: ['2-groeps'] },
  { q: 'waterkoker met temperatuur', lang: 'nl', kind: 'spec', categories: ['Met temperatuurregeling'] },
  // ─── Parts: a query for a part ranks parts first ──────────────────────────────────────────────
  { q: 'pakking', lang: 'nl', kind: 'part', categories: ['Pakkingen'] },
  { q: 'douchezeef', lang: 'nl', kind: 'part', categories: ['Douchezeefjes'] },
  { q: 'douchezeefje', lang: 'nl', kind: 'part', categories: ['Douchezeefjes'] },
  { q: 'filterhouder', lang: 'nl', kind: 'part', categories: ['Filterhouders'] },
  { q: 'filtermandje', lang: 'nl', kind: 'part', categories: ['Filtermandjes'] },
  { q: 'stoompijp', lang: 'nl', kind: 'part', categories: ['Stoompijpen'] },
  { q: 'tamper', lang: 'nl', kind: 'part', categories: ['Tampers'] },
  // ─── Brands and models (Dutch and English alike) ──────────────────────────────────────────────
  { q: 'lelit', lang: 'nl', kind: 'brand', names: ['Lelit'] },
  { q: 'la marzocco', lang: 'nl', kind: 'brand', names: ['La Marzocco'] },
  { q: 'eureka mignon', lang: 'nl', kind: 'model', names: ['Mignon'] },
  { q: 'comandante', lang: 'nl', kind: 'brand', names: ['Comandante'] },
  { q: 'rancilio silvia', lang: 'nl', kind: 'model', names: ['Silvia'] },
  { q: 'jura e8', lang: 'en', kind: 'model', names: ['Jura E8'] },
  { q: 'linea micra', lang: 'en', kind: 'model', names: ['Linea Micra'] },
  { q: 'niche zero', lang: 'en', kind: 'model', names: ['Niche Zero'] },
  { q: 'sage bambino', lang: 'en', kind: 'model', names: ['Bambino'] },
  { q: 'profitec pro 700', lang: 'en', kind: 'model', names: ['Pro 700'] },
  // ─── English on the English catalogue ─────────────────────────────────────────────────────────
  { q: 'coffee grinder', lang: 'en', kind: 'english', categories: grinders },
  { q: 'coffee grinders', lang: 'en', kind: 'english', categories: grinders },
  { q: 'grinder', lang: 'en', kind: 'english', categories: grinders },
  { q: 'espresso machine', lang: 'en', kind: 'english', categories: machines },
  { q: 'hand grinder', lang: 'en', kind: 'english', categories: ['Handmolens'] },
  { q: 'milk frother', lang: 'en', kind: 'english', categories: ['Melkopschuimers'] },
  { q: 'frother', lang: 'en', kind: 'synonym', categories: ['Melkopschuimers'] },
  { q: 'kettle', lang: 'en', kind: 'english', categories: ['Waterkokers'] },
  { q: 'scale', lang: 'en', kind: 'english', categories: ['Weegschalen'] },
  { q: 'coffee scales', lang: 'en', kind: 'english', categories: ['Weegschalen'] },
  { q: 'filter paper', lang: 'en', kind: 'english', categories: ['Filterpapier'] },
  { q: 'bean to cup', lang: 'en', kind: 'english', categories: ['Volautomaten'] },
  { q: 'decaf coffee', lang: 'en', kind: 'english', categories: ['Cafeïnevrij'] },
  { q: 'coffee beans', lang: 'en', kind: 'english', categories: ['Koffiebonen'] },
  { q: 'lever machine', lang: 'en', kind: 'english', categories: ['Hendelmachines'] },
  { q: 'descaler', lang: 'en', kind: 'english', categories: ['Ontkalkers'] },
  { q: 'milk jug', lang: 'en', kind: 'english', categories: ['Melkkannen'] },
  { q: 'knock box', lang: 'en', kind: 'english', categories: ['Klopbakken'] },
  { q: 'gasket', lang: 'en', kind: 'part', categories: ['Pakkingen'] },
  { q: 'shower screen', lang: 'en', kind: 'part', categories: ['Douchezeefjes'] },
  { q: 'portafilter', lang: 'en', kind: 'part', categories: ['Filterhouders'] },
  { q: 'dual boiler espresso machine', lang: 'en', kind: 'spec', categories: ['Dualboiler'] },
  {
    q: 'conical burr grinder',
    lang: 'en',
    kind: 'spec',
    categories: ['Conische maalschijven', 'Handmolens'],
  },
  { q: 'cofee grinder', lang: 'en', kind: 'typo', categories: grinders },
  { q: 'expresso machine', lang: 'en', kind: 'typo', categories: machines },
  { q: 'kettel', lang: 'en', kind: 'typo', categories: ['Waterkokers'] },
  { q: 'stand mixer', lang: 'en', kind: 'english', categories: ['Keukenmachines'] },
  { q: 'espresso cups', lang: 'en', kind: 'english', categories: ['Espressokopjes'] },
];
