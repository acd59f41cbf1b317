/** The demo catalogue: category tree (three levels) and, per leaf, how its products are named. */

/** [Dutch, English] */
export type Tr = readonly [string, string];
export type MediaKind =
  | 'machine'
  | 'grinder'
  | 'bag'
  | 'capsule'
  | 'cup'
  | 'kettle'
  | 'part'
  | 'tool'
  | 'scale';
export type SpecRecipe =
  | 'espresso'
  | 'grinder'
  | 'coffee'
  | 'capsule'
  | 'kitchen'
  | 'accessory'
  | 'part'
  | 'none';

/** A colour a product is sold in: its Dutch name (the colour option's and spec's title). */
export type ColourWord = 'RVS' | 'Zwart' | 'Wit' | 'Rood' | 'Crème';

/**
 * A model as the market sells it: the price of its plain variant (gross euros, incl. VAT) and, where
 * the leaf's ranges would be too rough, its own specifications (as the maker publishes them).
 */
export interface ModelDef {
  name: string | Tr;
  price: number;
  /** power, watts */
  watts?: number;
  /** weight, kg */
  kg?: number;
  /** water tank, litres (0: plumbed in or none) */
  tank?: number;
  /** (steam) boiler, litres */
  boiler?: number;
  /** burr diameter, mm */
  burr?: number;
  pump?: 'rotary' | 'vibration';
}

export type Model = string | Tr | ModelDef;

export interface ProductLine {
  brand: string;
  models: Model[];
  /** gross euros of the plain variant, for models that carry no price of their own */
  price?: number;
  /** the colours this brand's models are offered in as options (default: all five) */
  colours?: ColourWord[];
  /**
   * What this brand calls a variant of the leaf (by the variant's Dutch name): a Sage is sold in
   * "Black Truffle", not as a "Serie Nera". The variant's place in the leaf stays the same.
   */
  editions?: Record<string, Tr>;
  /**
   * The leaf's variants (Dutch names) this brand sells its models in; the others do not exist (a
   * Chemex is glass, never plastic or copper). Missing: all of them.
   */
  sells?: string[];
  /**
   * For a shared list of models (a roaster's blends): what this brand calls each one it really
   * sells, by the shared name; a shared model missing here is not this brand's.
   */
  names?: Record<string, string | Tr>;
  /** price of a variant relative to the plain one for this brand, over the leaf's (an edition that is another size) */
  variantPrice?: Record<string, number>;
}

export interface Generator {
  kind: MediaKind;
  count: number;
  lines: ProductLine[];
  /** placed after the model, e.g. koffiebonen / coffee beans */
  noun?: Tr;
  variants: Tr[];
  /**
   * The span the catalogue once drew its prices from (gross euros). Prices now come from the
   * models; the draw is still made (build-catalogue.ts), so every later draw stays where it was.
   */
  price: [number, number];
  /** price of a variant relative to the plain one, by the variant's Dutch name (missing: 1) */
  variantPrice?: Record<string, number>;
  /** models of a shared list (blends, parts) differ by up to ± this share from their line's price */
  spread?: number;
  /** what the leaf's products draw when their model does not say (watts, kg, litres) */
  watts?: [number, number];
  kg?: [number, number];
  tank?: [number, number];
  specs: SpecRecipe;
  boiler?: Tr;
  burr?: Tr;
  /** colour / voltage options for some products */
  options?: boolean;
  /** hand grinders: no power spec */
  manual?: boolean;
  /** espresso machines get spare parts */
  hasParts?: boolean;
  /** parts: which kind of part (for linking to machines) */
  part?: 'gasket' | 'screen' | 'portafilter' | 'basket' | 'wand';
  /** sold by volume: the variant's contents (250 ml, 1 l) as spec 12, for the unit price */
  volume?: boolean;
}

export interface CategoryDef {
  title: Tr;
  slug?: Tr;
  gen?: Generator;
  children?: CategoryDef[];
  /** spare parts (with the subtree): search ranks them after machines unless the query asks for parts */
  parts?: boolean;
}

const colours: Tr[] = [
  ['', ''],
  ['Zwart', 'Black'],
  ['Wit', 'White'],
  ['RVS', 'Stainless Steel'],
  ['Rood', 'Red'],
  ['Crème', 'Cream'],
];
/** A painted or coloured finish costs a little more than the plain (steel) one. */
const colourPrice: Record<string, number> = { Zwart: 1.03, Wit: 1.03, Rood: 1.05, Crème: 1.05 };
const machineVariants: Tr[] = [
  ['', ''],
  ['Serie Nera', 'Serie Nera'],
  ['Serie Bianca', 'Serie Bianca'],
  ['PID', 'PID'],
  ['Copper', 'Copper'],
  ['Wood Edition', 'Wood Edition'],
  ['Zwart', 'Black'],
  ['Wit', 'White'],
  ['Flow Control', 'Flow Control'],
];
/** A black or white edition a few percent, copper and wood a tenth or more, a flow control kit about € 150–300. */
const machineVariantPrice: Record<string, number> = {
  'Serie Nera': 1.07,
  'Serie Bianca': 1.07,
  PID: 1.08,
  Copper: 1.1,
  'Wood Edition': 1.12,
  Zwart: 1.04,
  Wit: 1.04,
  'Flow Control': 1.12,
};
/** What a maker that has no "Serie Nera" calls its black and white editions. */
const blackWhiteEditions: Record<string, Tr> = {
  'Serie Nera': ['Black Edition', 'Black Edition'],
  'Serie Bianca': ['White Edition', 'White Edition'],
};
/** Makers of small machines sell colours, not wood kits, PID or flow control. */
const sageColours: Record<string, Tr> = {
  'Serie Nera': ['Black Stainless', 'Black Stainless'],
  'Serie Bianca': ['Oyster Shell', 'Oyster Shell'],
  PID: ['Damson Blue', 'Damson Blue'],
  Copper: ['Olive Tapenade', 'Olive Tapenade'],
  'Wood Edition': ['Sea Salt', 'Sea Salt'],
  Zwart: ['Black Truffle', 'Black Truffle'],
  Wit: ['Wit', 'White'],
  'Flow Control': ['Cranberry Red', 'Cranberry Red'],
};
const weights: Tr[] = [
  ['250 g', '250 g'],
  ['500 g', '500 g'],
  ['1 kg', '1 kg'],
];
/** Coffee lines are priced per kilo: a 250 g bag costs about 30 % of it, 500 g 56 %. */
const weightPrice: Record<string, number> = { '250 g': 0.3, '500 g': 0.56, '1 kg': 1 };
const roasters = [
  'Lavazza',
  'Illy',
  'Kimbo',
  'Segafredo',
  'Caffè Vergnano',
  'Pellini',
  'Dallmayr',
  'Bocca',
  'Moyee',
  'Simon Lévelt',
  'Friedhats',
  'White Label Coffee',
  'Manhattan Coffee Roasters',
  'Dritan Alsela',
  'Peeze',
];
/** What a kilo of a roaster's espresso blend costs (gross euros): supermarket Italians to specialty roasters. */
const roasterKilo: Record<string, number> = {
  Lavazza: 19,
  Illy: 34,
  Kimbo: 18,
  Segafredo: 17,
  'Caffè Vergnano': 24,
  Pellini: 22,
  Dallmayr: 21,
  Bocca: 40,
  Moyee: 30,
  'Simon Lévelt': 29,
  Friedhats: 46,
  'White Label Coffee': 48,
  'Manhattan Coffee Roasters': 58,
  'Dritan Alsela': 54,
  Peeze: 28,
  // Dolce Gusto capsules only: a box of 16 at about € 5,50 (the system's own) and € 6,50 (Starbucks).
  'Nescafé Dolce Gusto': 30,
  Starbucks: 42,
};
/**
 * A roaster's own names for the shared models it sells, or the shared names it sells them by;
 * `true` or not listed: all of them by their shared names.
 */
type OwnNames = Record<string, true | Record<string, string | Tr> | string[]>;
/**
 * Coffee lines of these roasters at `factor` × the roaster's kilo price (per kilo, or per pack for
 * capsules); with `own`, each roaster sells only what it lists there (by its own name: an Illy is
 * never a "Super Crema", that is Lavazza's; decision 099).
 */
const coffeeLines = (
  names: string[],
  models: Model[],
  factor: number,
  add = 0,
  own?: OwnNames,
): ProductLine[] =>
  names.map((brand) => {
    const mine = own?.[brand];
    const keys = models.map((x) => (typeof x === 'string' ? x : Array.isArray(x) ? x[0] : '')) as string[];
    const listed: Record<string, string | Tr> | undefined =
      mine === undefined || mine === true
        ? undefined
        : Array.isArray(mine)
          ? Object.fromEntries(
              mine.map((k) => [k, models[keys.indexOf(k)] as string | Tr] as [string, string | Tr]),
            )
          : mine;
    return { brand, models, price: roasterKilo[brand]! * factor + add, ...(listed ? { names: listed } : {}) };
  });
/** Specialty roasters name their espresso roasts their own way; the shared descriptive names stand for them. */
const specialty = [
  'Bocca',
  'Moyee',
  'Simon Lévelt',
  'Friedhats',
  'White Label Coffee',
  'Manhattan Coffee Roasters',
  'Dritan Alsela',
  'Peeze',
];
const houseEspresso = ['Espresso Classico', 'Barista Blend', 'Intenso', 'Dolce'];
/** The Italian and German roasters' own espresso blends, each in a slot of the shared list. */
const espressoBlends: OwnNames = {
  Lavazza: {
    'Super Crema': 'Super Crema',
    'Crema e Aroma': 'Crema e Aroma',
    'Gran Espresso': 'Gran Espresso',
    'Espresso Classico': 'Espresso Italiano Classico',
    'Barista Blend': 'Espresso Barista Perfetto',
    Intenso: 'Crema e Gusto',
    Perfetto: 'Qualità Oro',
    Dolce: 'Qualità Rossa',
    'Crema Italiana': 'Top Class',
    Milano: 'Gold Selection',
  },
  Illy: { 'Espresso Classico': 'Classico', Intenso: 'Intenso', Napoli: 'Forte' },
  Kimbo: {
    Napoli: 'Espresso Napoletano',
    'Super Crema': 'Extra Cream',
    'Crema Italiana': 'Aroma Gold',
    'Barista Blend': 'Superior Blend',
    Milano: 'Prestige',
  },
  Segafredo: {
    Intenso: 'Intermezzo',
    'Espresso Classico': 'Espresso Casa',
    'Super Crema': 'Selezione Crema',
    Perfetto: 'Selezione Arabica',
  },
  'Caffè Vergnano': {
    'Barista Blend': 'Espresso Bar',
    'Gran Espresso': 'Gran Aroma',
    'Crema Italiana': 'Antica Bottega',
    Perfetto: '100% Arabica',
  },
  Pellini: {
    'Super Crema': 'No. 9 Cremoso',
    Intenso: 'No. 82 Vivace',
    Perfetto: 'Top 100% Arabica',
    'Barista Blend': 'Espresso Bar No. 1',
    Dolce: 'Luxury Coffee',
  },
  Dallmayr: {
    'Crema Italiana': "Crema d'Oro",
    'Espresso Classico': "Espresso d'Oro",
    Milano: 'Crema Prodomo',
    Intenso: 'Espresso Monaco',
  },
  ...Object.fromEntries(specialty.map((r) => [r, houseEspresso])),
};
const blends = [
  'Super Crema',
  'Crema e Aroma',
  'Espresso Classico',
  'Barista Blend',
  'Gran Espresso',
  'Napoli',
  'Dolce',
  'Intenso',
  'Perfetto',
  'Crema Italiana',
  'Milano',
  'Tiramisù',
];
const origins: Tr[] = [
  ['Ethiopië Yirgacheffe', 'Ethiopia Yirgacheffe'],
  ['Colombia Huila', 'Colombia Huila'],
  ['Kenia AA', 'Kenya AA'],
  ['Brazilië Santos', 'Brazil Santos'],
  ['Guatemala Antigua', 'Guatemala Antigua'],
  ['Peru Cajamarca', 'Peru Cajamarca'],
  ['Rwanda Nyamasheke', 'Rwanda Nyamasheke'],
  ['Costa Rica Tarrazú', 'Costa Rica Tarrazú'],
  ['Honduras Marcala', 'Honduras Marcala'],
  ['Sumatra Mandheling', 'Sumatra Mandheling'],
];
const machineBrands = [
  'Rocket',
  'La Marzocco',
  'Lelit',
  'Profitec',
  'ECM',
  'Bezzera',
  'Quick Mill',
  'Gaggia',
  'Rancilio',
];
/** Original parts of the premium makers cost more than those of the others. */
const partBrandPrice: Record<string, number> = { 'La Marzocco': 1.5, Rocket: 1.15, ECM: 1.1, Profitec: 1.1 };
const lines = (brands: string[], models: Model[], price?: number | Record<string, number>): ProductLine[] =>
  brands.map((brand) => ({
    brand,
    models,
    ...(price === undefined ? {} : { price: typeof price === 'number' ? price : (price[brand] ?? 1) }),
  }));
/**
 * Lines of a shared list of models where some brands sell only some, under their own names: the
 * table gives, per brand, the shared models it sells (`true`: by the shared name). Brands not in it
 * sell them all (decision 099).
 */
const own = (list: ProductLine[], table: Record<string, Record<string, true | string | Tr>>): ProductLine[] =>
  list.map((line) => {
    const mine = table[line.brand];
    if (!mine) return line;
    const names: Record<string, string | Tr> = {};
    for (const [shared, name] of Object.entries(mine)) {
      const model = line.models.find(
        (x) => (typeof x === 'string' ? x : Array.isArray(x) ? x[0] : '') === shared,
      );
      names[shared] = name === true ? (model as string | Tr) : name;
    }
    return { ...line, names };
  });
/** A model with its market price and specs. */
const m = (name: string | Tr, price: number, specs: Omit<ModelDef, 'name' | 'price'> = {}): ModelDef => ({
  name,
  price,
  ...specs,
});
/** Parts: the part's price per maker, the premium makers' dearer. */
const partLines = (brands: string[], models: ModelDef[]): ProductLine[] =>
  brands.map((brand) => ({
    brand,
    models: models.map((x) => ({ ...x, price: x.price * (partBrandPrice[brand] ?? 1) })),
  }));

/** Decaf: the Italians' own decaffeinato (Lavazza's is "Dek"), the specialty roasters' Swiss Water and decaf espresso. */
const decafs: OwnNames = {
  Lavazza: { Decaffeinato: 'Dek' },
  Illy: ['Decaffeinato'],
  Kimbo: ['Decaffeinato'],
  Segafredo: ['Decaffeinato'],
  'Caffè Vergnano': ['Decaffeinato'],
  Pellini: ['Decaffeinato'],
  Dallmayr: {},
  ...Object.fromEntries(
    specialty.map((r) => [r, { 'Decaf Swiss Water': 'Decaf Swiss Water', 'Decaf Crema': 'Decaf Espresso' }]),
  ),
};
/** Single origins: Illy's Arabica Selection and the specialty roasters' origins; the other Italians sell blends. */
const singleOrigins: OwnNames = {
  Lavazza: {},
  Illy: {
    'Ethiopië Yirgacheffe': 'Arabica Selection Ethiopia',
    'Colombia Huila': 'Arabica Selection Colombia',
    'Brazilië Santos': 'Arabica Selection Brazil',
    'Guatemala Antigua': 'Arabica Selection Guatemala',
    'Costa Rica Tarrazú': 'Arabica Selection Costa Rica',
  },
  Kimbo: {},
  Segafredo: {},
  'Caffè Vergnano': {},
  Pellini: {},
  Dallmayr: {},
  Bocca: true,
  Moyee: true,
  'Simon Lévelt': true,
};
/** Ground filter coffee: the Dutch roasters' origins and blends, Dallmayr's prodomo. */
const groundFilter: OwnNames = {
  Lavazza: {},
  Illy: {},
  Kimbo: {},
  Segafredo: {},
  'Caffè Vergnano': {},
  Pellini: {},
  Dallmayr: { Huismelange: 'Prodomo' },
  ...Object.fromEntries(specialty.map((r) => [r, true])),
};
/** Nespresso-compatible capsules, unflavoured: the roasters that make them. */
const nespressoCapsules: OwnNames = Object.fromEntries(
  roasters.map((r) => [
    r,
    ['Bocca', 'White Label Coffee', 'Manhattan Coffee Roasters', 'Dritan Alsela'].includes(r)
      ? {}
      : ['Lungo', 'Ristretto', 'Espresso Forte', 'Decaffeinato'],
  ]),
);

export const catalogue: CategoryDef[] = [
  {
    title: ['Espressomachines', 'Espresso machines'],
    children: [
      {
        title: ['Single boiler', 'Single boiler'],
        gen: {
          kind: 'machine',
          count: 40,
          lines: [
            {
              brand: 'Lelit',
              models: [
                m('Anna', 499, { watts: 1000, kg: 11, tank: 2.7, boiler: 0.25, pump: 'vibration' }),
                m('Victoria', 899, { watts: 1200, kg: 13, tank: 2.7, boiler: 0.3, pump: 'vibration' }),
                m('Kate', 1099, { watts: 1200, kg: 16, tank: 2.7, boiler: 0.3, pump: 'vibration' }),
              ],
              colours: ['RVS'],
              editions: blackWhiteEditions,
            },
            {
              brand: 'Gaggia',
              models: [
                m('Classic Pro', 449, { watts: 1200, kg: 8, tank: 2.1, boiler: 0.1, pump: 'vibration' }),
                m('Classic Evo Pro', 499, { watts: 1200, kg: 9, tank: 2.1, boiler: 0.1, pump: 'vibration' }),
              ],
              colours: ['RVS', 'Zwart', 'Wit', 'Rood'],
              editions: { ...blackWhiteEditions, 'Wood Edition': ['Rood', 'Red'] },
            },
            {
              brand: 'Rancilio',
              models: [
                m('Silvia', 849, { watts: 1100, kg: 14, tank: 2, boiler: 0.3, pump: 'vibration' }),
                m('Silvia Pro X', 1899, { watts: 1200, kg: 23, tank: 2, boiler: 1, pump: 'vibration' }),
              ],
              colours: ['RVS', 'Zwart', 'Wit'],
              editions: blackWhiteEditions,
            },
            {
              brand: 'Profitec',
              models: [m('Go', 999, { watts: 1200, kg: 13, tank: 2.8, boiler: 0.4, pump: 'vibration' })],
              colours: ['RVS', 'Zwart', 'Rood'],
              editions: blackWhiteEditions,
            },
            {
              brand: 'Sage',
              models: [
                m('Bambino', 329, { watts: 1560, kg: 3.2, tank: 1.4, pump: 'vibration' }),
                m('Bambino Plus', 449, { watts: 1560, kg: 4.5, tank: 1.9, pump: 'vibration' }),
              ],
              colours: ['RVS', 'Zwart', 'Crème'],
              editions: sageColours,
            },
          ],
          variants: machineVariants,
          variantPrice: machineVariantPrice,
          price: [350, 1400],
          specs: 'espresso',
          boiler: ['Single boiler', 'Single boiler'],
          options: true,
          hasParts: true,
        },
      },
      {
        title: ['Warmtewisselaar', 'Heat exchanger'],
        gen: {
          kind: 'machine',
          count: 60,
          lines: [
            {
              brand: 'Rocket',
              models: [
                m('Appartamento', 1349, { watts: 1200, kg: 20, tank: 2.5, boiler: 1.8, pump: 'vibration' }),
                m('Giotto Evoluzione', 2149, {
                  watts: 1200,
                  kg: 25,
                  tank: 2.5,
                  boiler: 1.8,
                  pump: 'vibration',
                }),
                m('Mozzafiato Evoluzione', 2049, {
                  watts: 1200,
                  kg: 24,
                  tank: 2.5,
                  boiler: 1.8,
                  pump: 'vibration',
                }),
              ],
              colours: ['RVS'],
              editions: { PID: ['TCA', 'TCA'] },
            },
            {
              brand: 'ECM',
              models: [
                m('Technika V Profi', 1999, { watts: 1400, kg: 26, tank: 3, boiler: 2.1, pump: 'rotary' }),
                m('Mechanika V Slim', 1649, { watts: 1200, kg: 22, tank: 2.8, boiler: 1.8, pump: 'rotary' }),
              ],
              colours: ['RVS'],
              editions: blackWhiteEditions,
            },
            {
              brand: 'Profitec',
              models: [
                m('Pro 400', 1549, { watts: 1400, kg: 22, tank: 2.8, boiler: 1.5, pump: 'vibration' }),
                m('Pro 500', 1849, { watts: 1400, kg: 23, tank: 3, boiler: 2, pump: 'vibration' }),
              ],
              colours: ['RVS', 'Zwart'],
              editions: blackWhiteEditions,
            },
            {
              brand: 'Bezzera',
              models: [
                m('BZ13', 949, { watts: 1200, kg: 16, tank: 3, boiler: 1.5, pump: 'vibration' }),
                m('Aria', 1149, { watts: 1200, kg: 18, tank: 3, boiler: 1.5, pump: 'vibration' }),
                m('Magica', 1449, { watts: 1400, kg: 22, tank: 3, boiler: 2, pump: 'vibration' }),
              ],
              colours: ['RVS', 'Zwart', 'Wit', 'Rood'],
              editions: blackWhiteEditions,
            },
            {
              brand: 'Quick Mill',
              models: [
                m('Andreja Premium', 1599, { watts: 1400, kg: 23, tank: 3, boiler: 1.6, pump: 'vibration' }),
                m('Rubino', 1399, { watts: 1400, kg: 21, tank: 3, boiler: 1.6, pump: 'vibration' }),
              ],
              colours: ['RVS'],
              editions: blackWhiteEditions,
            },
            {
              brand: 'Lelit',
              models: [m('Mara X', 1649, { watts: 1400, kg: 22, tank: 2.5, boiler: 1.8, pump: 'vibration' })],
              colours: ['RVS'],
              editions: blackWhiteEditions,
            },
          ],
          variants: machineVariants,
          variantPrice: machineVariantPrice,
          price: [1100, 2300],
          specs: 'espresso',
          boiler: ['Warmtewisselaar', 'Heat exchanger'],
          options: true,
          hasParts: true,
        },
      },
      {
        title: ['Dualboiler', 'Dual boiler'],
        gen: {
          kind: 'machine',
          count: 60,
          lines: [
            {
              brand: 'La Marzocco',
              models: [
                m('Linea Micra', 3690, { watts: 1600, kg: 21, tank: 2, boiler: 1.6, pump: 'vibration' }),
                m('Linea Mini', 6150, { watts: 1600, kg: 32, tank: 2, boiler: 3.5, pump: 'rotary' }),
                m('GS3', 8990, { watts: 3500, kg: 35, tank: 3.5, boiler: 3.5, pump: 'rotary' }),
              ],
              colours: ['RVS', 'Zwart', 'Wit', 'Rood'],
              editions: blackWhiteEditions,
            },
            {
              brand: 'Rocket',
              models: [
                m('R58 Cinquantotto', 2899, { watts: 1400, kg: 29, tank: 2.5, boiler: 1.8, pump: 'rotary' }),
                m('R Nine One', 5399, { watts: 1800, kg: 34, tank: 2.5, boiler: 1.8, pump: 'rotary' }),
              ],
              colours: ['RVS'],
            },
            {
              brand: 'ECM',
              models: [
                m('Synchronika', 3099, { watts: 1400, kg: 30, tank: 3, boiler: 2, pump: 'rotary' }),
                m('Synchronika II', 3399, { watts: 1400, kg: 31, tank: 3, boiler: 2, pump: 'rotary' }),
              ],
              colours: ['RVS'],
              editions: blackWhiteEditions,
            },
            {
              brand: 'Profitec',
              models: [
                m('Pro 600', 2449, { watts: 1400, kg: 25, tank: 2.8, boiler: 1, pump: 'vibration' }),
                m('Pro 700', 2999, { watts: 1400, kg: 29, tank: 3, boiler: 2, pump: 'rotary' }),
              ],
              colours: ['RVS', 'Zwart'],
              editions: blackWhiteEditions,
            },
            {
              brand: 'Lelit',
              models: [
                m('Elizabeth', 1899, { watts: 1200, kg: 20, tank: 2.5, boiler: 0.6, pump: 'vibration' }),
                m('Bianca', 3099, { watts: 1400, kg: 28, tank: 2.5, boiler: 1.5, pump: 'rotary' }),
              ],
              colours: ['RVS'],
              editions: blackWhiteEditions,
            },
            {
              brand: 'Bezzera',
              models: [m('Duo', 2299, { watts: 1400, kg: 24, tank: 3, boiler: 1.5, pump: 'vibration' })],
              colours: ['RVS', 'Zwart', 'Wit'],
              editions: blackWhiteEditions,
            },
            {
              brand: 'Sage',
              models: [
                m('The Dual Boiler', 1399, {
                  watts: 2200,
                  kg: 15,
                  tank: 2.5,
                  boiler: 0.95,
                  pump: 'vibration',
                }),
              ],
              colours: ['RVS', 'Zwart', 'Crème'],
              editions: sageColours,
            },
          ],
          variants: machineVariants,
          variantPrice: machineVariantPrice,
          price: [1500, 6500],
          specs: 'espresso',
          boiler: ['Dualboiler', 'Dual boiler'],
          options: true,
          hasParts: true,
        },
      },
      {
        title: ['Hendelmachines', 'Lever machines'],
        gen: {
          kind: 'machine',
          count: 30,
          lines: [
            {
              brand: 'La Pavoni',
              models: [
                m('Europiccola', 949, { watts: 1000, kg: 6, tank: 0, boiler: 0.8 }),
                m('Professional', 1099, { watts: 1000, kg: 6.5, tank: 0, boiler: 1.6 }),
              ],
              editions: {
                ...blackWhiteEditions,
                PID: ['Lusso', 'Lusso'],
                'Wood Edition': ['Millennium', 'Millennium'],
                'Flow Control': ['Esperto', 'Esperto'],
              },
            },
            {
              brand: 'Profitec',
              models: [m('Pro 800', 2999, { watts: 1400, kg: 26, tank: 3.5, boiler: 2.5 })],
              editions: blackWhiteEditions,
            },
            {
              // Hand-powered: no boiler, no power, no tank.
              brand: 'Flair',
              models: [
                m('58', 649, { watts: 0, kg: 4.5, tank: 0 }),
                m('Pro 2', 349, { watts: 0, kg: 3.2, tank: 0 }),
              ],
              editions: {
                'Serie Nera': ['Zwart', 'Black'],
                'Serie Bianca': ['Wit', 'White'],
                PID: ['Signature', 'Signature'],
                Copper: ['Koper', 'Copper'],
                Zwart: ['Black Edition', 'Black Edition'],
                Wit: ['White Edition', 'White Edition'],
                'Flow Control': ['Plus', 'Plus'],
              },
            },
            {
              brand: 'Cafelat',
              models: [m('Robot', 399, { watts: 0, kg: 4, tank: 0 })],
              editions: {
                'Serie Nera': ['Zwart', 'Black'],
                'Serie Bianca': ['Wit', 'White'],
                PID: ['Barista', 'Barista'],
                Copper: ['Koper', 'Copper'],
                'Wood Edition': ['Retro Blauw', 'Retro Blue'],
                Zwart: ['Retro Groen', 'Retro Green'],
                Wit: ['Crème', 'Cream'],
                'Flow Control': ['Retro Rood', 'Retro Red'],
              },
            },
            {
              brand: 'Bezzera',
              models: [m('Strega', 2449, { watts: 1800, kg: 33, tank: 4, boiler: 2, pump: 'vibration' })],
              editions: blackWhiteEditions,
            },
          ],
          variants: machineVariants,
          variantPrice: machineVariantPrice,
          price: [300, 3200],
          specs: 'espresso',
          boiler: ['Hendel', 'Lever'],
          hasParts: true,
        },
      },
      {
        title: ['Volautomaten', 'Bean-to-cup machines'],
        children: [
          {
            title: ['Met melksysteem', 'With milk system'],
            gen: {
              kind: 'machine',
              count: 60,
              lines: [
                {
                  brand: 'Jura',
                  models: [
                    m('E8', 1149, { watts: 1450, kg: 10, tank: 1.9 }),
                    m('S8', 1549, { watts: 1450, kg: 10, tank: 1.9 }),
                    m('Z10', 2649, { watts: 1450, kg: 13, tank: 2.4 }),
                    m('ENA 8', 1099, { watts: 1450, kg: 9.3, tank: 1.1 }),
                    m('J8', 1899, { watts: 1450, kg: 10, tank: 1.9 }),
                  ],
                  editions: { Rood: ['Platina', 'Platinum'], Crème: ['Diamond Black', 'Diamond Black'] },
                },
                {
                  brand: "De'Longhi",
                  models: [
                    m('Eletta Explore', 1099, { watts: 1450, kg: 11, tank: 1.8 }),
                    m('Dinamica Plus', 999, { watts: 1450, kg: 10, tank: 1.8 }),
                    m('PrimaDonna Soul', 1399, { watts: 1450, kg: 12, tank: 2.2 }),
                    m('Magnifica Evo', 549, { watts: 1450, kg: 9, tank: 1.8 }),
                  ],
                  editions: { Rood: ['Titanium', 'Titanium'], Crème: ['Grijs', 'Grey'] },
                },
                {
                  brand: 'Siemens',
                  models: [
                    m('EQ.6 plus', 849, { watts: 1500, kg: 9, tank: 1.7 }),
                    m('EQ.9 plus', 1699, { watts: 1500, kg: 12, tank: 2.3 }),
                  ],
                  editions: { Rood: ['Morning Haze', 'Morning Haze'], Crème: ['Grafiet', 'Graphite'] },
                },
                {
                  brand: 'Philips',
                  models: [
                    m('5400 LatteGo', 699, { watts: 1500, kg: 8, tank: 1.8 }),
                    m('3200 LatteGo', 449, { watts: 1500, kg: 8, tank: 1.8 }),
                  ],
                  editions: { Rood: ['Chroom', 'Chrome'], Crème: ['Zilver', 'Silver'] },
                },
                {
                  brand: 'Miele',
                  models: [
                    m('CM 5310', 1099, { watts: 1500, kg: 10, tank: 1.3 }),
                    m('CM 6360', 1399, { watts: 1500, kg: 11, tank: 1.8 }),
                  ],
                  editions: {
                    Rood: ['Obsidiaanzwart', 'Obsidian Black'],
                    Crème: ['Lotuswit', 'Lotus White'],
                  },
                },
              ],
              variants: colours,
              variantPrice: { Zwart: 1, Wit: 1.03, RVS: 1.06, Rood: 1.04, Crème: 1.04 },
              price: [450, 2600],
              specs: 'espresso',
              boiler: ['Thermoblock', 'Thermoblock'],
            },
          },
          {
            title: ['Zonder melksysteem', 'Without milk system'],
            gen: {
              kind: 'machine',
              count: 30,
              lines: [
                {
                  brand: 'Jura',
                  models: [
                    m('ENA 4', 749, { watts: 1450, kg: 9, tank: 1.1 }),
                    m('E4', 849, { watts: 1450, kg: 9.8, tank: 1.9 }),
                  ],
                  editions: { Rood: ['Platina', 'Platinum'], Crème: ['Diamond Black', 'Diamond Black'] },
                },
                {
                  brand: "De'Longhi",
                  models: [
                    m('Magnifica S', 349, { watts: 1450, kg: 9, tank: 1.8 }),
                    m('Rivelia', 849, { watts: 1450, kg: 9.5, tank: 2.2 }),
                  ],
                  editions: { Rood: ['Titanium', 'Titanium'], Crème: ['Grijs', 'Grey'] },
                },
                {
                  brand: 'Philips',
                  models: [m('2200 Series', 329, { watts: 1500, kg: 7.5, tank: 1.8 })],
                  editions: { Rood: ['Chroom', 'Chrome'], Crème: ['Zilver', 'Silver'] },
                },
                {
                  brand: 'Melitta',
                  models: [
                    m('Purista', 499, { watts: 1400, kg: 8, tank: 1.2 }),
                    m('Solo', 329, { watts: 1400, kg: 8, tank: 1.2 }),
                  ],
                  editions: { Rood: ['Zilver', 'Silver'], Crème: ['Grijs', 'Grey'] },
                },
              ],
              variants: colours,
              variantPrice: { Zwart: 1, Wit: 1.03, RVS: 1.06, Rood: 1.04, Crème: 1.04 },
              price: [300, 1100],
              specs: 'espresso',
              boiler: ['Thermoblock', 'Thermoblock'],
            },
          },
        ],
      },
      {
        title: ['Professionele machines', 'Commercial machines'],
        children: [
          {
            title: ['1-groeps', '1 group'],
            slug: ['1-groeps', '1-group'],
            gen: {
              kind: 'machine',
              count: 20,
              lines: [
                {
                  brand: 'La Marzocco',
                  models: [
                    m('Linea PB 1GR', 7450, { watts: 2900, kg: 46, boiler: 3.5, pump: 'rotary' }),
                    m('GB5 S 1GR', 9450, { watts: 3400, kg: 52, boiler: 5, pump: 'rotary' }),
                  ],
                  editions: blackWhiteEditions,
                },
                {
                  brand: 'Rocket',
                  models: [m('Boxer Timer 1GR', 3890, { watts: 2500, kg: 38, boiler: 5, pump: 'rotary' })],
                  editions: { PID: ['TCA', 'TCA'] },
                },
                {
                  brand: 'Victoria Arduino',
                  models: [m('Eagle One Prima', 6890, { watts: 2700, kg: 40, boiler: 2.2, pump: 'rotary' })],
                  editions: blackWhiteEditions,
                },
                {
                  brand: 'Sanremo',
                  models: [m('Cafe Racer 1GR', 7250, { watts: 3300, kg: 48, boiler: 5, pump: 'rotary' })],
                  editions: blackWhiteEditions,
                },
              ],
              variants: machineVariants,
              variantPrice: machineVariantPrice,
              price: [3200, 7500],
              specs: 'espresso',
              boiler: ['Dualboiler', 'Dual boiler'],
              watts: [2500, 3500],
              kg: [35, 55],
              hasParts: true,
            },
          },
          {
            title: ['2-groeps', '2 groups'],
            slug: ['2-groeps', '2-groups'],
            gen: {
              kind: 'machine',
              count: 30,
              lines: [
                {
                  brand: 'La Marzocco',
                  models: [
                    m('Linea PB 2GR', 13490, { watts: 4800, kg: 70, boiler: 7, pump: 'rotary' }),
                    m('Strada X 2GR', 21900, { watts: 6600, kg: 80, boiler: 7, pump: 'rotary' }),
                    m('GB5 S 2GR', 16900, { watts: 5500, kg: 75, boiler: 8.2, pump: 'rotary' }),
                  ],
                  editions: blackWhiteEditions,
                },
                {
                  brand: 'Expobar',
                  models: [
                    m('Ruggero 2GR', 4490, { watts: 3500, kg: 58, boiler: 11, pump: 'rotary' }),
                    m('Diamant 2GR', 6450, { watts: 3500, kg: 64, boiler: 11, pump: 'rotary' }),
                  ],
                  editions: blackWhiteEditions,
                },
                {
                  brand: 'Victoria Arduino',
                  models: [
                    m('Eagle One 2GR', 14900, { watts: 5000, kg: 70, boiler: 4.5, pump: 'rotary' }),
                    m('Black Eagle 2GR', 18900, { watts: 5500, kg: 88, boiler: 14, pump: 'rotary' }),
                  ],
                  editions: blackWhiteEditions,
                },
                {
                  brand: 'Sanremo',
                  models: [
                    m('F18 2GR', 15900, { watts: 5000, kg: 75, boiler: 8, pump: 'rotary' }),
                    m('Zoe 2GR', 6490, { watts: 3500, kg: 60, boiler: 10, pump: 'rotary' }),
                  ],
                  editions: blackWhiteEditions,
                },
                {
                  brand: 'Rancilio',
                  models: [
                    m('Classe 7 2GR', 6890, { watts: 3700, kg: 65, boiler: 11, pump: 'rotary' }),
                    m('Classe 9 2GR', 9990, { watts: 4600, kg: 75, boiler: 11, pump: 'rotary' }),
                  ],
                  editions: blackWhiteEditions,
                },
              ],
              variants: machineVariants,
              variantPrice: machineVariantPrice,
              price: [4500, 16000],
              specs: 'espresso',
              boiler: ['Multiboiler', 'Multi boiler'],
              watts: [3500, 6600],
              kg: [55, 90],
              hasParts: true,
            },
          },
          {
            title: ['3-groeps', '3 groups'],
            slug: ['3-groeps', '3-groups'],
            gen: {
              kind: 'machine',
              count: 15,
              lines: [
                {
                  brand: 'La Marzocco',
                  models: [
                    m('Linea PB 3GR', 16900, { watts: 6200, kg: 88, boiler: 11, pump: 'rotary' }),
                    m('Strada X 3GR', 27500, { watts: 8900, kg: 105, boiler: 11, pump: 'rotary' }),
                  ],
                  editions: blackWhiteEditions,
                },
                {
                  brand: 'Victoria Arduino',
                  models: [m('Black Eagle 3GR', 22900, { watts: 7500, kg: 110, boiler: 18, pump: 'rotary' })],
                  editions: blackWhiteEditions,
                },
                {
                  brand: 'Rancilio',
                  models: [m('Classe 9 3GR', 12900, { watts: 6200, kg: 95, boiler: 16, pump: 'rotary' })],
                  editions: blackWhiteEditions,
                },
              ],
              variants: machineVariants,
              variantPrice: machineVariantPrice,
              price: [9000, 22000],
              specs: 'espresso',
              boiler: ['Multiboiler', 'Multi boiler'],
              watts: [5000, 9000],
              kg: [80, 115],
              hasParts: true,
            },
          },
        ],
      },
    ],
  },
  {
    title: ['Koffiemolens', 'Coffee grinders'],
    children: [
      {
        title: ['Espressomolens', 'Espresso grinders'],
        children: [
          {
            title: ['Platte maalschijven', 'Flat burrs'],
            gen: {
              kind: 'grinder',
              count: 50,
              lines: [
                {
                  brand: 'Eureka',
                  models: [
                    m('Mignon Specialita', 499, { watts: 260, kg: 5.6, burr: 55 }),
                    m('Mignon Libra', 599, { watts: 260, kg: 5.9, burr: 55 }),
                    m('Atom 65', 1049, { watts: 400, kg: 9, burr: 65 }),
                    m('Helios 65', 1249, { watts: 450, kg: 11, burr: 65 }),
                  ],
                },
                {
                  brand: 'Mazzer',
                  models: [
                    m('Super Jolly V Pro', 1199, { watts: 350, kg: 13, burr: 64 }),
                    m('Mini', 799, { watts: 250, kg: 10, burr: 58 }),
                  ],
                  colours: ['RVS', 'Zwart', 'Wit'],
                },
                {
                  brand: 'Profitec',
                  models: [m('T64', 649, { watts: 250, kg: 7, burr: 64 })],
                  colours: ['RVS', 'Zwart'],
                },
                {
                  brand: 'DF64',
                  models: [m('Gen 2', 449, { watts: 250, kg: 5, burr: 64 })],
                  colours: ['Zwart', 'Wit'],
                },
                {
                  brand: 'Fiorenzato',
                  models: [
                    m('F64 EVO', 1099, { watts: 350, kg: 12, burr: 64 }),
                    m('AllGround', 649, { watts: 300, kg: 7, burr: 64 }),
                  ],
                  colours: ['Zwart', 'Wit', 'Rood'],
                },
                {
                  brand: 'Ceado',
                  models: [m('E37S', 1399, { watts: 600, kg: 14, burr: 83 })],
                  colours: ['RVS', 'Zwart', 'Wit'],
                },
              ],
              variants: colours,
              variantPrice: colourPrice,
              price: [300, 1600],
              specs: 'grinder',
              burr: ['Vlak', 'Flat'],
              options: true,
            },
          },
          {
            title: ['Conische maalschijven', 'Conical burrs'],
            gen: {
              kind: 'grinder',
              count: 40,
              lines: [
                {
                  brand: 'Niche',
                  models: [
                    m('Zero', 749, { watts: 110, kg: 4.5, burr: 63 }),
                    m('Duo', 899, { watts: 150, kg: 6.5, burr: 63 }),
                  ],
                },
                {
                  brand: 'Baratza',
                  models: [
                    m('Sette 270', 449, { watts: 290, kg: 3.2, burr: 40 }),
                    m('Sette 30', 249, { watts: 290, kg: 3.2, burr: 40 }),
                  ],
                },
                { brand: 'Rocket', models: [m('Faustino 3.1', 549, { watts: 250, kg: 7, burr: 50 })] },
                {
                  brand: 'La Marzocco',
                  models: [
                    m('Pico', 549, { watts: 150, kg: 5, burr: 38 }),
                    m('Swift', 2690, { watts: 550, kg: 20, burr: 64 }),
                  ],
                },
                { brand: 'Macap', models: [m('M4D', 999, { watts: 300, kg: 11, burr: 58 })] },
              ],
              variants: colours,
              variantPrice: colourPrice,
              price: [200, 1900],
              specs: 'grinder',
              burr: ['Conisch', 'Conical'],
            },
          },
        ],
      },
      {
        title: ['Filtermolens', 'Filter grinders'],
        gen: {
          kind: 'grinder',
          count: 40,
          lines: [
            {
              brand: 'Baratza',
              models: [
                m('Encore', 169, { watts: 130, kg: 3.1, burr: 40 }),
                m('Virtuoso+', 279, { watts: 130, kg: 3.6, burr: 40 }),
                m('Vario W+', 549, { watts: 250, kg: 3.9, burr: 54 }),
              ],
            },
            {
              brand: 'Fellow',
              models: [
                m('Ode Gen 2', 349, { watts: 150, kg: 4.7, burr: 64 }),
                m('Opus', 229, { watts: 150, kg: 2.7, burr: 40 }),
              ],
            },
            {
              brand: 'Wilfa',
              models: [
                m('Svart', 129, { watts: 110, kg: 1.7, burr: 40 }),
                m('Uniform', 349, { watts: 180, kg: 3.4, burr: 58 }),
              ],
            },
            { brand: 'Moccamaster', models: [m('KM5', 229, { watts: 200, kg: 2.3, burr: 40 })] },
            { brand: 'Bodum', models: [m('Bistro', 99, { watts: 160, kg: 2, burr: 40 })] },
          ],
          variants: colours,
          variantPrice: colourPrice,
          price: [90, 700],
          specs: 'grinder',
          burr: ['Vlak', 'Flat'],
        },
      },
      {
        title: ['Handmolens', 'Hand grinders'],
        gen: {
          kind: 'grinder',
          count: 40,
          lines: [
            { brand: 'Comandante', models: [m('C40 MK4', 269, { kg: 0.7, burr: 39 })] },
            {
              brand: '1Zpresso',
              models: [
                m('J-Max', 209, { kg: 0.8, burr: 48 }),
                m('K-Ultra', 239, { kg: 0.8, burr: 48 }),
                m('ZP6 Special', 199, { kg: 0.7, burr: 48 }),
                m('Q2', 99, { kg: 0.4, burr: 38 }),
              ],
            },
            {
              brand: 'Timemore',
              models: [m('C3', 79, { kg: 0.5, burr: 38 }), m('Chestnut X', 299, { kg: 0.9, burr: 42 })],
            },
            {
              brand: 'Hario',
              models: [
                m('Skerton Pro', 59, { kg: 0.6, burr: 38 }),
                m('Slim Plus', 39, { kg: 0.3, burr: 33 }),
              ],
            },
            { brand: 'Kinu', models: [m('M47 Classic', 369, { kg: 1.3, burr: 47 })] },
          ],
          variants: colours,
          variantPrice: colourPrice,
          price: [30, 420],
          specs: 'grinder',
          burr: ['Conisch', 'Conical'],
          manual: true,
        },
      },
      {
        title: ['Professionele molens', 'Commercial grinders'],
        gen: {
          kind: 'grinder',
          count: 30,
          lines: [
            {
              brand: 'Mahlkönig',
              models: [
                m('E65S GbW', 2999, { watts: 800, kg: 15, burr: 65 }),
                m('EK43 S', 2799, { watts: 1300, kg: 23, burr: 98 }),
                m('E80 Supreme', 3699, { watts: 1200, kg: 22, burr: 80 }),
              ],
            },
            {
              brand: 'Mazzer',
              models: [
                m('Robur S', 3290, { watts: 900, kg: 29, burr: 71 }),
                m('Kony S', 2190, { watts: 650, kg: 18, burr: 63 }),
              ],
            },
            { brand: 'Anfim', models: [m('SP II', 2390, { watts: 700, kg: 15, burr: 75 })] },
            { brand: 'Fiorenzato', models: [m('F83 E Pro', 2190, { watts: 900, kg: 18, burr: 83 })] },
          ],
          variants: colours,
          variantPrice: colourPrice,
          price: [1400, 4200],
          specs: 'grinder',
          burr: ['Vlak', 'Flat'],
        },
      },
    ],
  },
  {
    title: ['Koffie', 'Coffee'],
    children: [
      {
        title: ['Koffiebonen', 'Coffee beans'],
        children: [
          {
            title: ['Espressobonen', 'Espresso beans'],
            gen: {
              kind: 'bag',
              count: 200,
              lines: coffeeLines(roasters, blends, 1, 0, espressoBlends),
              noun: ['espressobonen', 'espresso beans'],
              variants: weights,
              variantPrice: weightPrice,
              spread: 0.1,
              price: [7, 38],
              specs: 'coffee',
            },
          },
          {
            title: ['Filterbonen', 'Filter beans'],
            gen: {
              kind: 'bag',
              count: 100,
              lines: coffeeLines(roasters.slice(8), origins, 1.15),
              noun: ['filterbonen', 'filter beans'],
              variants: weights,
              variantPrice: weightPrice,
              spread: 0.12,
              price: [9, 45],
              specs: 'coffee',
            },
          },
          {
            title: ['Cafeïnevrij', 'Decaf'],
            slug: ['cafeinevrij', 'decaf'],
            gen: {
              kind: 'bag',
              count: 60,
              lines: coffeeLines(
                roasters,
                ['Decaffeinato', 'Decaf Swiss Water', 'Decaf Crema'],
                1.08,
                0,
                decafs,
              ),
              noun: ['koffiebonen', 'coffee beans'],
              variants: weights,
              variantPrice: weightPrice,
              spread: 0.06,
              price: [8, 36],
              specs: 'coffee',
            },
          },
          {
            title: ['Single origin', 'Single origin'],
            gen: {
              kind: 'bag',
              count: 100,
              lines: coffeeLines(roasters.slice(0, 10), origins, 1.2, 0, singleOrigins),
              noun: ['single origin bonen', 'single origin beans'],
              variants: weights,
              variantPrice: weightPrice,
              spread: 0.12,
              price: [10, 52],
              specs: 'coffee',
            },
          },
        ],
      },
      {
        title: ['Gemalen koffie', 'Ground coffee'],
        children: [
          {
            title: ['Espresso gemalen', 'Ground for espresso'],
            gen: {
              kind: 'bag',
              count: 80,
              lines: coffeeLines(roasters, blends, 1, 0, espressoBlends),
              noun: ['gemalen espresso', 'ground espresso'],
              variants: weights.slice(0, 2),
              variantPrice: weightPrice,
              spread: 0.1,
              price: [5, 22],
              specs: 'coffee',
            },
          },
          {
            title: ['Filter gemalen', 'Ground for filter'],
            gen: {
              kind: 'bag',
              count: 80,
              lines: coffeeLines(
                roasters,
                [
                  ...origins.slice(0, 5),
                  ['Huismelange', 'House blend'],
                  ['Ontbijtmelange', 'Breakfast blend'],
                ],
                0.92,
                0,
                groundFilter,
              ),
              noun: ['gemalen filterkoffie', 'ground filter coffee'],
              variants: weights.slice(0, 2),
              variantPrice: weightPrice,
              spread: 0.1,
              price: [5, 20],
              specs: 'coffee',
            },
          },
        ],
      },
      {
        title: ['Capsules', 'Capsules'],
        children: [
          {
            title: ['Nespresso-compatibel', 'Nespresso compatible'],
            gen: {
              kind: 'capsule',
              count: 100,
              // A box of 10 costs about € 3–6 (the roaster's kilo price decides); bigger boxes are cheaper per capsule.
              lines: coffeeLines(
                roasters,
                ['Lungo', 'Ristretto', 'Espresso Forte', 'Decaffeinato', 'Vanilla', 'Caramel'],
                0.05,
                2.5,
                nespressoCapsules,
              ),
              noun: ['capsules', 'capsules'],
              variants: [
                ['10 stuks', '10 pieces'],
                ['50 stuks', '50 pieces'],
                ['100 stuks', '100 pieces'],
              ],
              variantPrice: { '10 stuks': 1, '50 stuks': 4.6, '100 stuks': 8.5 },
              spread: 0.06,
              price: [3, 32],
              specs: 'capsule',
            },
          },
          {
            title: ['Dolce Gusto-compatibel', 'Dolce Gusto compatible'],
            gen: {
              kind: 'capsule',
              count: 50,
              lines: coffeeLines(
                // The system's own capsules (these are NESCAFÉ Dolce Gusto's names), Starbucks' for
                // it, and the Italian roasters' compatible ones (decision 099).
                [
                  'Lavazza',
                  'Nescafé Dolce Gusto',
                  'Kimbo',
                  'Segafredo',
                  'Caffè Vergnano',
                  'Pellini',
                  'Dallmayr',
                  'Starbucks',
                ],
                ['Cappuccino', 'Latte Macchiato', 'Americano', 'Espresso Intenso'],
                0.08,
                3,
                {
                  Starbucks: {
                    Cappuccino: 'Cappuccino',
                    'Latte Macchiato': 'Latte Macchiato',
                    Americano: 'House Blend Americano',
                    'Espresso Intenso': 'Espresso Roast',
                  },
                },
              ),
              noun: ['capsules', 'capsules'],
              variants: [
                ['16 stuks', '16 pieces'],
                ['48 stuks', '48 pieces'],
              ],
              variantPrice: { '16 stuks': 1, '48 stuks': 2.8 },
              spread: 0.06,
              price: [5, 18],
              specs: 'capsule',
            },
          },
        ],
      },
    ],
  },
  {
    title: ['Filterkoffie', 'Filter coffee'],
    children: [
      {
        title: ['Filterkoffiezetapparaten', 'Filter coffee makers'],
        gen: {
          kind: 'kettle',
          count: 40,
          lines: [
            {
              brand: 'Moccamaster',
              models: [
                m('KBG Select', 249, { watts: 1520, kg: 3.3 }),
                m('Cup-One', 179, { watts: 1400, kg: 1.9 }),
                m('KBGT 741', 279, { watts: 1520, kg: 3.7 }),
                m('One Switch', 209, { watts: 1520, kg: 3.1 }),
              ],
            },
            {
              brand: 'Melitta',
              models: [
                m('Aroma Elegance', 99, { watts: 1000, kg: 2.5 }),
                m('Epos', 349, { watts: 1450, kg: 4.6 }),
              ],
              colours: ['Zwart', 'Wit', 'RVS'],
            },
            {
              brand: 'Wilfa',
              models: [m('Classic+', 149, { watts: 1800, kg: 2.4 })],
              colours: ['Zwart', 'Wit', 'RVS'],
            },
            {
              brand: 'Fellow',
              models: [m('Aiden', 379, { watts: 1500, kg: 4.4 })],
              colours: ['Zwart', 'Wit'],
            },
            {
              brand: 'Sage',
              models: [m('Precision Brewer', 299, { watts: 1650, kg: 4.7 })],
              colours: ['RVS', 'Zwart'],
            },
          ],
          variants: colours,
          variantPrice: colourPrice,
          price: [80, 380],
          specs: 'kitchen',
          watts: [1000, 1800],
          kg: [1.8, 5],
          options: true,
        },
      },
      {
        title: ['Handfilters', 'Pour-over'],
        children: [
          {
            title: ['Drippers', 'Drippers'],
            gen: {
              kind: 'cup',
              count: 40,
              lines: [
                // Each maker's drippers in the materials and finishes it makes them in: a V60 in
                // ceramic, glass, plastic or copper, a Chemex in glass by its size, an AeroPress in
                // plastic. The variants of the leaf are each brand's own (editions; decision 099).
                {
                  brand: 'Hario',
                  models: [m('V60 01', 19), m('V60 02', 22), m('V60 03', 26)],
                  editions: { '': ['Keramiek Zwart', 'Ceramic Black'] },
                },
                {
                  brand: 'Kalita',
                  models: [m('Wave 155', 29), m('Wave 185', 32)],
                  sells: ['', 'Keramiek', 'Glas', 'Koper'],
                  editions: { '': ['RVS', 'Stainless Steel'] },
                },
                {
                  brand: 'Chemex',
                  models: [m('Classic', 49)],
                  editions: {
                    '': ['6 kops', '6 cup'],
                    Keramiek: ['3 kops', '3 cup'],
                    Glas: ['8 kops', '8 cup'],
                    Kunststof: ['10 kops', '10 cup'],
                    Koper: ['13 kops', '13 cup'],
                  },
                  variantPrice: { Keramiek: 0.85, Glas: 1.1, Kunststof: 1.2, Koper: 1.45 },
                },
                {
                  brand: 'Chemex',
                  models: [m('Glass Handle', 59)],
                  sells: ['', 'Keramiek', 'Glas'],
                  editions: {
                    '': ['6 kops', '6 cup'],
                    Keramiek: ['3 kops', '3 cup'],
                    Glas: ['8 kops', '8 cup'],
                  },
                  variantPrice: { Keramiek: 0.85, Glas: 1.1 },
                },
                { brand: 'AeroPress', models: [m('Original', 39), m('Go', 39), m('XL', 59)], sells: [''] },
                {
                  brand: 'AeroPress',
                  models: [m('Clear', 45)],
                  sells: ['', 'Keramiek', 'Glas', 'Koper'],
                  editions: {
                    Keramiek: ['Zwart', 'Black'],
                    Glas: ['Blauw', 'Blue'],
                    Koper: ['Roze', 'Pink'],
                  },
                  variantPrice: { Koper: 1 },
                },
                {
                  brand: 'Origami',
                  models: [m('Dripper S', 29), m('Dripper M', 34)],
                  editions: {
                    '': ['Wit', 'White'],
                    Keramiek: ['Zwart', 'Black'],
                    Glas: ['Roze', 'Pink'],
                    Kunststof: ['Air', 'Air'],
                    Koper: ['Mat Beige', 'Matte Beige'],
                  },
                  variantPrice: { Kunststof: 0.7, Koper: 1.05 },
                },
              ],
              variants: [
                ['', ''],
                ['Keramiek', 'Ceramic'],
                ['Glas', 'Glass'],
                ['Kunststof', 'Plastic'],
                ['Koper', 'Copper'],
              ],
              variantPrice: { Keramiek: 1, Glas: 1, Kunststof: 0.45, Koper: 2.4 },
              price: [12, 70],
              specs: 'accessory',
              kg: [0.15, 0.7],
            },
          },
          {
            title: ['Filterpapier', 'Filter papers'],
            gen: {
              kind: 'tool',
              count: 24,
              lines: [
                { brand: 'Hario', models: [m('V60 filters 01', 5), m('V60 filters 02', 6)] },
                { brand: 'Kalita', models: [m('Wave filters 155', 8), m('Wave filters 185', 9)] },
                { brand: 'Chemex', models: [m('Bonded filters', 12)] },
                { brand: 'Melitta', models: [m(['Filterzakjes 1x4', 'Filter bags 1x4'], 3)] },
              ],
              variants: [
                ['Wit', 'White'],
                ['Ongebleekt', 'Unbleached'],
                ['100 stuks', '100 pieces'],
                ['Voordeelpak', 'Value pack'],
              ],
              variantPrice: { Voordeelpak: 2.6 },
              price: [4, 18],
              specs: 'none',
            },
          },
        ],
      },
      {
        title: ['Cold brew', 'Cold brew'],
        gen: {
          kind: 'kettle',
          count: 20,
          lines: [
            { brand: 'Hario', models: [m('Mizudashi', 25), m('Filter-in Bottle', 22)] },
            { brand: 'Toddy', models: [m('Cold Brew System', 49)] },
            { brand: 'Bruer', models: [m('Cold Drip', 89)] },
          ],
          variants: colours,
          variantPrice: colourPrice,
          price: [20, 110],
          specs: 'accessory',
          kg: [0.4, 1.6],
        },
      },
    ],
  },
  {
    title: ['Keukenapparatuur', 'Kitchen equipment'],
    children: [
      {
        title: ['Waterkokers', 'Kettles'],
        children: [
          {
            title: ['Met temperatuurregeling', 'Temperature control'],
            gen: {
              kind: 'kettle',
              count: 30,
              lines: [
                {
                  brand: 'Fellow',
                  models: [
                    m('Stagg EKG', 199, { watts: 1200, kg: 1.2 }),
                    m('Corvo EKG', 179, { watts: 1200, kg: 1.3 }),
                  ],
                  colours: ['Zwart', 'Wit', 'RVS'],
                },
                {
                  brand: 'Hario',
                  models: [m('Buono Electric', 119, { watts: 1200, kg: 1.1 })],
                  colours: ['RVS', 'Zwart'],
                },
                {
                  brand: 'Brewista',
                  models: [m('Artisan', 119, { watts: 1000, kg: 1.2 })],
                  colours: ['RVS', 'Zwart'],
                },
                { brand: 'Smeg', models: [m('KLF04', 199, { watts: 2400, kg: 1.5 })] },
                {
                  brand: 'Sage',
                  models: [m('Smart Kettle', 149, { watts: 2400, kg: 1.6 })],
                  colours: ['RVS', 'Zwart'],
                },
              ],
              variants: colours,
              variantPrice: colourPrice,
              price: [70, 220],
              specs: 'kitchen',
              watts: [1000, 2400],
              kg: [1, 1.8],
              options: true,
            },
          },
          {
            title: ['Standaard waterkokers', 'Standard kettles'],
            gen: {
              kind: 'kettle',
              count: 30,
              lines: [
                {
                  brand: 'Smeg',
                  models: [
                    m('KLF03', 169, { watts: 2400, kg: 1.7 }),
                    m('KLF05', 139, { watts: 2400, kg: 1.3 }),
                  ],
                },
                {
                  brand: 'Bodum',
                  models: [m('Bistro', 49, { watts: 2200, kg: 1.1 })],
                  colours: ['Zwart', 'Wit', 'Rood', 'Crème'],
                },
                {
                  brand: 'KitchenAid',
                  models: [
                    m(['1,7 l', '1.7 l'], 129, { watts: 2400, kg: 1.4 }),
                    m(['1,25 l', '1.25 l'], 99, { watts: 2200, kg: 1.2 }),
                  ],
                },
                {
                  brand: 'Russell Hobbs',
                  models: [m('Luna', 49, { watts: 2400, kg: 1.1 }), m('Inspire', 39, { watts: 2400, kg: 1 })],
                  colours: ['RVS', 'Zwart', 'Wit'],
                },
              ],
              variants: colours,
              variantPrice: colourPrice,
              price: [30, 170],
              specs: 'kitchen',
              watts: [2000, 3000],
              kg: [0.9, 1.8],
              options: true,
            },
          },
        ],
      },
      {
        title: ['Melkopschuimers', 'Milk frothers'],
        gen: {
          kind: 'kettle',
          count: 30,
          lines: [
            {
              brand: 'Nespresso',
              models: [
                m('Aeroccino 3', 79, { watts: 500, kg: 0.6 }),
                m('Aeroccino 4', 109, { watts: 600, kg: 0.8 }),
              ],
            },
            { brand: 'Sage', models: [m('Milk Cafe', 159, { watts: 600, kg: 1.4 })] },
            { brand: 'Bodum', models: [m('Barista', 59, { watts: 500, kg: 0.9 })] },
            {
              brand: "De'Longhi",
              models: [
                m('Alicia', 89, { watts: 500, kg: 0.8 }),
                m('Dedica Milk Frother', 79, { watts: 500, kg: 0.7 }),
              ],
            },
          ],
          variants: colours,
          variantPrice: colourPrice,
          price: [25, 190],
          specs: 'kitchen',
          watts: [400, 650],
          kg: [0.5, 1.5],
        },
      },
      {
        title: ['Blenders', 'Blenders'],
        gen: {
          kind: 'kettle',
          count: 30,
          lines: [
            {
              brand: 'Vitamix',
              models: [
                m('E310', 449, { watts: 1400, kg: 4.5 }),
                m('A2500i', 649, { watts: 1400, kg: 5 }),
                m('A3500i', 799, { watts: 1400, kg: 5.2 }),
              ],
              colours: ['Zwart', 'Wit', 'Rood'],
            },
            {
              brand: 'KitchenAid',
              models: [
                m('K400', 299, { watts: 1200, kg: 4.9 }),
                m('Artisan K150', 169, { watts: 650, kg: 4.1 }),
              ],
            },
            {
              brand: 'Smeg',
              models: [m('BLF01', 179, { watts: 800, kg: 4.2 }), m('BLF03', 269, { watts: 1400, kg: 5.5 })],
            },
            {
              brand: 'Blendtec',
              models: [m('Classic 575', 399, { watts: 1560, kg: 3.5 })],
              colours: ['Zwart', 'Wit', 'Rood'],
            },
          ],
          variants: colours,
          variantPrice: colourPrice,
          price: [90, 800],
          specs: 'kitchen',
          watts: [650, 1600],
          kg: [3.5, 6],
          options: true,
        },
      },
      {
        title: ['Keukenmachines', 'Stand mixers'],
        gen: {
          kind: 'kettle',
          count: 30,
          lines: [
            {
              brand: 'KitchenAid',
              models: [
                m(['Artisan 4,8 l', 'Artisan 4.8 l'], 649, { watts: 300, kg: 11 }),
                m(['Heavy Duty 6,9 l', 'Heavy Duty 6.9 l'], 899, { watts: 500, kg: 13 }),
                m(['Classic 4,3 l', 'Classic 4.3 l'], 449, { watts: 275, kg: 10 }),
              ],
            },
            {
              brand: 'Kenwood',
              models: [
                m('Chef XL', 449, { watts: 1400, kg: 8 }),
                m('Titanium Chef Baker', 749, { watts: 1200, kg: 9.5 }),
              ],
              colours: ['RVS', 'Zwart', 'Wit'],
            },
            {
              brand: 'Smeg',
              models: [m('SMF02', 449, { watts: 800, kg: 8.5 }), m('SMF03', 529, { watts: 800, kg: 8.5 })],
            },
            {
              brand: 'Bosch',
              models: [m('MUM5', 299, { watts: 1000, kg: 6 }), m('OptiMUM', 549, { watts: 1500, kg: 7 })],
              colours: ['RVS', 'Zwart', 'Wit'],
            },
          ],
          variants: colours,
          variantPrice: colourPrice,
          price: [250, 1100],
          specs: 'kitchen',
          watts: [275, 1500],
          kg: [6, 13],
          options: true,
        },
      },
      {
        title: ['Broodroosters', 'Toasters'],
        gen: {
          kind: 'kettle',
          count: 30,
          lines: [
            {
              brand: 'Smeg',
              models: [m('TSF01', 169, { watts: 950, kg: 2.1 }), m('TSF02', 219, { watts: 1500, kg: 3.4 })],
            },
            {
              brand: 'KitchenAid',
              models: [
                m('2-slice', 129, { watts: 1100, kg: 2.5 }),
                m('4-slice', 179, { watts: 1800, kg: 3.8 }),
              ],
            },
            {
              brand: 'Dualit',
              models: [
                m('Classic 2', 229, { watts: 1100, kg: 4.3 }),
                m('Architect 4', 269, { watts: 2200, kg: 3.9 }),
              ],
            },
            { brand: 'Sage', models: [m('The Toast Select', 119, { watts: 2000, kg: 2.8 })] },
          ],
          variants: colours,
          variantPrice: colourPrice,
          price: [40, 330],
          specs: 'kitchen',
          watts: [900, 2200],
          kg: [2, 4.5],
        },
      },
    ],
  },
  {
    title: ['Accessoires', 'Accessories'],
    children: [
      {
        title: ['Tampers', 'Tampers'],
        children: [
          {
            title: ['Vlakke tampers', 'Flat tampers'],
            gen: {
              kind: 'tool',
              count: 30,
              lines: lines(['Motta', 'Rhinowares', 'Barista Hustle', 'Pullman', 'Normcore'], ['Tamper'], {
                Motta: 25,
                Rhinowares: 35,
                'Barista Hustle': 69,
                Pullman: 129,
                Normcore: 39,
              }),
              variants: [
                ['51 mm', '51 mm'],
                ['53 mm', '53 mm'],
                ['54 mm', '54 mm'],
                ['58 mm', '58 mm'],
                ['58,5 mm', '58.5 mm'],
                ['58,5 mm Walnoot', '58.5 mm Walnut'],
              ],
              variantPrice: {
                '51 mm': 0.9,
                '53 mm': 0.95,
                '54 mm': 0.95,
                '58,5 mm': 1.05,
                '58,5 mm Walnoot': 1.3,
              },
              price: [15, 140],
              specs: 'accessory',
              kg: [0.3, 0.6],
            },
          },
          {
            title: ['Verdeeltools', 'Distribution tools'],
            gen: {
              kind: 'tool',
              count: 20,
              lines: [
                { brand: 'Normcore', models: [m('Distributor', 39), m('WDT tool', 19)] },
                { brand: 'Motta', models: [m('Distributor', 29), m('WDT tool', 15)] },
                { brand: 'Asso', models: [m('Distributor', 69), m('WDT tool', 35)] },
                { brand: 'Barista Hustle', models: [m('Distributor', 59), m('WDT tool', 25)] },
              ],
              variants: [
                ['53 mm', '53 mm'],
                ['58 mm', '58 mm'],
                ['58,5 mm', '58.5 mm'],
              ],
              price: [15, 90],
              specs: 'accessory',
              kg: [0.05, 0.4],
            },
          },
        ],
      },
      {
        title: ['Melkkannen', 'Milk jugs'],
        gen: {
          kind: 'cup',
          count: 30,
          lines: own(
            lines(
              ['Motta', 'Rhinowares', 'Barista & Co', 'Joe Frex'],
              [['Melkkan', 'Milk jug'], 'Pro Pitcher'],
              {
                Motta: 19,
                Rhinowares: 29,
                'Barista & Co': 25,
                'Joe Frex': 17,
              },
            ),
            {
              Motta: {
                Melkkan: ['Europa melkkan', 'Europa milk jug'],
                'Pro Pitcher': ['Latte-art melkkan', 'Latte art jug'],
              },
              Rhinowares: { Melkkan: ['Stealth melkkan', 'Stealth milk pitcher'], 'Pro Pitcher': true },
              'Barista & Co': { Melkkan: true, 'Pro Pitcher': ['Latte-art melkkan', 'Latte art jug'] },
              'Joe Frex': { Melkkan: true, 'Pro Pitcher': ['Latte-art melkkan', 'Latte art jug'] },
            },
          ),
          variants: [
            ['350 ml', '350 ml'],
            ['500 ml', '500 ml'],
            ['750 ml', '750 ml'],
            ['1 l', '1 l'],
            ['500 ml Zwart', '500 ml Black'],
          ],
          variantPrice: { '350 ml': 0.85, '750 ml': 1.15, '1 l': 1.3, '500 ml Zwart': 1.1 },
          spread: 0.1,
          price: [12, 45],
          specs: 'accessory',
          kg: [0.15, 0.4],
        },
      },
      {
        title: ['Weegschalen', 'Scales'],
        gen: {
          kind: 'scale',
          count: 30,
          lines: [
            { brand: 'Acaia', models: [m('Pearl', 199), m('Lunar', 259), m('Pyxis', 159)] },
            { brand: 'Timemore', models: [m('Black Mirror Basic 2', 49), m('Black Mirror Nano', 69)] },
            { brand: 'Hario', models: [m('V60 Drip Scale', 49)] },
            { brand: 'Brewista', models: [m('Smart Scale II', 59)] },
            { brand: 'Felicita', models: [m('Arc', 129), m('Parallel', 149)] },
          ],
          variants: colours,
          variantPrice: colourPrice,
          price: [25, 280],
          specs: 'accessory',
          kg: [0.15, 0.7],
        },
      },
      {
        title: ['Kopjes en glazen', 'Cups and glasses'],
        children: [
          {
            title: ['Espressokopjes', 'Espresso cups'],
            gen: {
              kind: 'cup',
              count: 30,
              lines: own(
                lines(
                  ['Loveramics', 'Kinto', 'Ancap', 'Acme'],
                  [
                    ['Egg espressokop', 'Egg espresso cup'],
                    ['Bond espressokop', 'Bond espresso cup'],
                    'Verona',
                  ],
                  { Loveramics: 12, Kinto: 11, Ancap: 14, Acme: 13 },
                ),
                {
                  Loveramics: { 'Egg espressokop': true, 'Bond espressokop': true },
                  Kinto: {
                    'Egg espressokop': ['Kronos espressokop', 'Kronos espresso cup'],
                    'Bond espressokop': ['SCS espressokop', 'SCS espresso cup'],
                  },
                  Ancap: { Verona: true, 'Egg espressokop': ['Edex espressokop', 'Edex espresso cup'] },
                  Acme: {
                    'Egg espressokop': ['Espressokop', 'Espresso cup'],
                    'Bond espressokop': ['Demitasse', 'Demitasse'],
                  },
                },
              ),
              variants: [
                ['Wit', 'White'],
                ['Zwart', 'Black'],
                ['Blauw', 'Blue'],
                ['Set van 2', 'Set of 2'],
                ['Set van 6', 'Set of 6'],
              ],
              variantPrice: { 'Set van 2': 1.9, 'Set van 6': 5.2 },
              spread: 0.1,
              price: [8, 60],
              specs: 'accessory',
              kg: [0.1, 0.2],
            },
          },
          {
            title: ['Cappuccinokopjes', 'Cappuccino cups'],
            gen: {
              kind: 'cup',
              count: 30,
              lines: lines(
                ['Loveramics', 'Kinto', 'Ancap', 'Acme'],
                [
                  ['Cappuccinokop', 'Cappuccino cup'],
                  ['Latte kop', 'Latte cup'],
                  ['Flat white kop', 'Flat white cup'],
                ],
                { Loveramics: 15, Kinto: 13, Ancap: 16, Acme: 17 },
              ),
              variants: [
                ['Wit', 'White'],
                ['Zwart', 'Black'],
                ['Groen', 'Green'],
                ['Set van 2', 'Set of 2'],
                ['Set van 6', 'Set of 6'],
              ],
              variantPrice: { 'Set van 2': 1.9, 'Set van 6': 5.2 },
              spread: 0.1,
              price: [9, 70],
              specs: 'accessory',
              kg: [0.2, 0.35],
            },
          },
          {
            title: ['Glazen', 'Glasses'],
            gen: {
              kind: 'cup',
              count: 20,
              lines: own(
                lines(
                  ['Bodum', 'Kinto', 'Hario'],
                  [
                    ['Pavina dubbelwandig glas', 'Pavina double wall glass'],
                    ['Cortado glas', 'Cortado glass'],
                    ['Latte macchiato glas', 'Latte macchiato glass'],
                  ],
                  { Bodum: 10, Kinto: 12, Hario: 11 },
                ),
                {
                  Kinto: {
                    'Pavina dubbelwandig glas': ['Kronos dubbelwandig glas', 'Kronos double wall glass'],
                    'Cortado glas': true,
                    'Latte macchiato glas': true,
                  },
                  Hario: {
                    'Pavina dubbelwandig glas': ['Dubbelwandig glas', 'Double wall glass'],
                    'Cortado glas': true,
                    'Latte macchiato glas': true,
                  },
                },
              ),
              variants: [
                ['80 ml', '80 ml'],
                ['250 ml', '250 ml'],
                ['350 ml', '350 ml'],
                ['Set van 2', 'Set of 2'],
              ],
              variantPrice: { '80 ml': 0.8, '350 ml': 1.15, 'Set van 2': 1.8 },
              spread: 0.1,
              price: [8, 40],
              specs: 'accessory',
              kg: [0.05, 0.3],
            },
          },
        ],
      },
      {
        title: ['Klopbakken', 'Knock boxes'],
        gen: {
          kind: 'tool',
          count: 20,
          lines: own(
            lines(
              ['Motta', 'Rhinowares', 'Joe Frex', 'Dreamfarm'],
              [['Klopbak', 'Knock box'], 'Knock box Pro'],
              {
                Motta: 25,
                Rhinowares: 35,
                'Joe Frex': 22,
                Dreamfarm: 39,
              },
            ),
            {
              Motta: { Klopbak: true },
              Rhinowares: { Klopbak: true },
              'Joe Frex': { Klopbak: true },
              Dreamfarm: { 'Knock box Pro': 'Grindenstein' },
            },
          ),
          variants: colours,
          variantPrice: colourPrice,
          spread: 0.15,
          price: [15, 65],
          specs: 'accessory',
          kg: [0.4, 1.2],
        },
      },
      {
        title: ['Reiniging', 'Cleaning'],
        children: [
          {
            title: ['Ontkalkers', 'Descalers'],
            gen: {
              // A bottle or tub of cleaner, no coffee: not a bag of beans, and taxed at the high rate.
              kind: 'tool',
              count: 20,
              lines: own(
                lines(
                  ['Cafetto', 'Urnex', 'Jura', "De'Longhi", 'Puly Caff'],
                  [['Ontkalker', 'Descaler'], 'Descaler Pro'],
                  {
                    Cafetto: 9,
                    Urnex: 10,
                    Jura: 12,
                    "De'Longhi": 11,
                    'Puly Caff': 8,
                  },
                ),
                {
                  Cafetto: { Ontkalker: true, 'Descaler Pro': 'Restore' },
                  Urnex: { Ontkalker: true, 'Descaler Pro': 'Dezcal' },
                  Jura: { Ontkalker: true },
                  "De'Longhi": { Ontkalker: 'EcoDecalk' },
                  'Puly Caff': { Ontkalker: true },
                },
              ),
              variants: [
                ['250 ml', '250 ml'],
                ['500 ml', '500 ml'],
                ['1 l', '1 l'],
              ],
              variantPrice: { '500 ml': 1.7, '1 l': 2.8 },
              spread: 0.1,
              price: [7, 28],
              specs: 'none',
              volume: true,
            },
          },
          {
            title: ['Reinigingstabletten', 'Cleaning tablets'],
            gen: {
              // A bottle or tub of cleaner, no coffee: not a bag of beans, and taxed at the high rate.
              kind: 'tool',
              count: 20,
              lines: own(
                lines(
                  ['Cafetto', 'Urnex', 'Jura', 'Puly Caff', 'Pallo'],
                  [['Reinigingstabletten', 'Cleaning tablets'], 'Grindz'],
                  { Cafetto: 5, Urnex: 6, Jura: 7, 'Puly Caff': 5, Pallo: 5 },
                ),
                {
                  Cafetto: { Reinigingstabletten: true },
                  Urnex: { Reinigingstabletten: true, Grindz: true },
                  Jura: {
                    Reinigingstabletten: true,
                    Grindz: ['Melksysteem-reinigingstabletten', 'Milk system cleaning tablets'],
                  },
                  'Puly Caff': { Reinigingstabletten: true, Grindz: 'Puly Grind' },
                  Pallo: { Reinigingstabletten: true },
                },
              ),
              variants: [
                ['10 stuks', '10 pieces'],
                ['50 stuks', '50 pieces'],
                ['100 stuks', '100 pieces'],
              ],
              variantPrice: { '50 stuks': 3, '100 stuks': 5 },
              spread: 0.1,
              price: [6, 35],
              specs: 'none',
            },
          },
          {
            title: ['Borstels', 'Brushes'],
            gen: {
              kind: 'tool',
              count: 20,
              lines: own(
                lines(
                  ['Pallo', 'Cafetto', 'Rhinowares', 'Motta'],
                  [
                    ['Groepskopborstel', 'Group head brush'],
                    ['Maalwerkborstel', 'Grinder brush'],
                    'Coffee Tool',
                  ],
                  { Pallo: 9, Cafetto: 7, Rhinowares: 12, Motta: 8 },
                ),
                {
                  Cafetto: { Groepskopborstel: true, Maalwerkborstel: true },
                  Rhinowares: { Groepskopborstel: true, Maalwerkborstel: true },
                },
              ),
              variants: [
                ['', ''],
                ['Zwart', 'Black'],
                ['Set', 'Set'],
              ],
              variantPrice: { Set: 2.2 },
              spread: 0.15,
              price: [5, 25],
              specs: 'none',
            },
          },
        ],
      },
      {
        title: ['Waterfilters', 'Water filters'],
        gen: {
          kind: 'tool',
          count: 20,
          lines: [
            // Each maker's own filters: BWT's bestmax, Brita's Purity C, Jura's Claris (sold by the
            // three and six), Everpure's cartridges for the trade. Lines as many models as before (decision 099).
            {
              brand: 'BWT',
              models: [
                m('bestmax PREMIUM V', 89),
                m('bestmax PREMIUM M', 119),
                m('bestmax PREMIUM L', 139),
                m('besthead FLEX', 59),
              ],
              sells: [''],
            },
            {
              brand: 'Brita',
              models: [
                m('Purity C150 Quell ST', 79),
                m('Purity C300 Quell ST', 109),
                m('Purity C500 Quell ST', 139),
                m('Purity C filterkop 0-70 %', 49),
              ],
              sells: [''],
            },
            {
              brand: 'Jura',
              models: [
                m('Claris Smart', 29),
                m('Claris Smart+', 32),
                m('Claris Smart mini', 27),
                m('Claris Pro Smart+', 49),
              ],
            },
            {
              brand: 'Everpure',
              models: [m('4H', 99), m('7H', 129), m('4C', 89), m('MC2', 139)],
              sells: [''],
            },
          ],
          variants: [
            ['', ''],
            ['3-pack', '3-pack'],
            ['6-pack', '6-pack'],
          ],
          variantPrice: { '3-pack': 2.7, '6-pack': 5.1 },
          price: [12, 140],
          specs: 'none',
        },
      },
    ],
  },
  {
    title: ['Onderdelen', 'Parts'],
    slug: ['onderdelen-en-accessoires', 'spare-parts'],
    parts: true,
    children: [
      {
        title: ['Pakkingen', 'Gaskets'],
        gen: {
          kind: 'part',
          count: 60,
          lines: partLines(machineBrands, [
            m(['groepskoprubber', 'group head gasket'], 7),
            m(['keerring', 'seal ring'], 5),
          ]),
          variants: [
            ['8 mm', '8 mm'],
            ['8,5 mm', '8.5 mm'],
            ['9 mm', '9 mm'],
            ['siliconen 8,5 mm', 'silicone 8.5 mm'],
          ],
          variantPrice: { 'siliconen 8,5 mm': 1.6 },
          price: [4, 19],
          specs: 'part',
          part: 'gasket',
        },
      },
      {
        title: ['Douchezeefjes', 'Shower screens'],
        gen: {
          kind: 'part',
          count: 40,
          lines: partLines(machineBrands, [
            m(['douchezeef', 'shower screen'], 11),
            m(['precisie douchezeef', 'precision shower screen'], 22),
          ]),
          variants: [
            ['58 mm', '58 mm'],
            ['57 mm', '57 mm'],
            ['IMS', 'IMS'],
          ],
          variantPrice: { IMS: 1.3 },
          price: [9, 35],
          specs: 'part',
          part: 'screen',
        },
      },
      {
        title: ['Filterhouders', 'Portafilters'],
        gen: {
          kind: 'part',
          count: 45,
          lines: partLines(machineBrands, [m(['filterhouder', 'portafilter'], 59)]),
          variants: [
            ['enkel', 'single spout'],
            ['dubbel', 'double spout'],
            ['bodemloos', 'bottomless'],
            ['bodemloos walnoot', 'bottomless walnut'],
            ['compleet', 'complete'],
          ],
          variantPrice: { dubbel: 1.05, bodemloos: 1.15, 'bodemloos walnoot': 1.6, compleet: 1.25 },
          price: [35, 160],
          specs: 'part',
          part: 'portafilter',
        },
      },
      {
        title: ['Filtermandjes', 'Filter baskets'],
        gen: {
          kind: 'part',
          count: 40,
          lines: partLines(
            ['VST', 'IMS', 'Pullman', ...machineBrands.slice(0, 5)],
            [m(['precisiemandje', 'precision basket'], 27), m(['filtermandje', 'filter basket'], 17)],
          ),
          variants: [
            ['15 g', '15 g'],
            ['18 g', '18 g'],
            ['20 g', '20 g'],
            ['22 g', '22 g'],
          ],
          variantPrice: { '20 g': 1.05, '22 g': 1.1 },
          price: [12, 45],
          specs: 'part',
          part: 'basket',
        },
      },
      {
        title: ['Stoompijpen', 'Steam wands'],
        gen: {
          kind: 'part',
          count: 20,
          lines: partLines(machineBrands, [
            m(['stoompijp', 'steam wand'], 49),
            m(['stoomtuitje', 'steam tip'], 14),
          ]),
          variants: [
            ['', ''],
            ['2-gaats', '2-hole'],
            ['4-gaats', '4-hole'],
          ],
          price: [12, 90],
          specs: 'part',
          part: 'wand',
        },
      },
    ],
  },
];

/** Specifications; id 5 (power in watts) is numeric and its value titles are numbers. */
export const specDefs: {
  id: number;
  title: Tr;
  unit: string | null;
  numeric: boolean;
  netQuantity?: boolean;
}[] = [
  { id: 1, title: ['Boilertype', 'Boiler type'], unit: null, numeric: false },
  { id: 2, title: ['Pomp', 'Pump'], unit: null, numeric: false },
  { id: 3, title: ['Kleur', 'Colour'], unit: null, numeric: false },
  { id: 4, title: ['Maalschijven', 'Burrs'], unit: null, numeric: false },
  { id: 5, title: ['Vermogen', 'Power'], unit: 'W', numeric: true },
  { id: 6, title: ['Gewicht', 'Weight'], unit: 'kg', numeric: true },
  // Net quantities a product is sold in (coffee by weight, descalers by volume): the unit price.
  { id: 7, title: ['Inhoud', 'Contents'], unit: 'g', numeric: true, netQuantity: true },
  { id: 8, title: ['Branding', 'Roast'], unit: null, numeric: false },
  { id: 9, title: ['Watertank', 'Water tank'], unit: 'l', numeric: true },
  { id: 10, title: ['Diameter', 'Diameter'], unit: 'mm', numeric: true },
  { id: 11, title: ['Boilerinhoud', 'Boiler capacity'], unit: 'l', numeric: true },
  { id: 12, title: ['Inhoud', 'Contents'], unit: 'ml', numeric: true, netQuantity: true },
];

export const colourValues: Tr[] = [
  ['RVS', 'Stainless steel'],
  ['Zwart', 'Black'],
  ['Wit', 'White'],
  ['Rood', 'Red'],
  ['Crème', 'Cream'],
  ['Koper', 'Copper'],
];

/** Option attributes: 1 colour, 2 voltage. */
export const attributeDefs: { id: number; title: Tr; values: Tr[] }[] = [
  { id: 1, title: ['Kleur', 'Colour'], values: colourValues.slice(0, 5) },
  {
    id: 2,
    title: ['Spanning', 'Voltage'],
    values: [
      ['230 V (EU-stekker)', '230 V (EU plug)'],
      ['230 V (UK-stekker)', '230 V (UK plug)'],
    ],
  },
];
