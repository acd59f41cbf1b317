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

export interface ProductLine {
  brand: string;
  models: (string | Tr)[];
}

export interface Generator {
  kind: MediaKind;
  count: number;
  lines: ProductLine[];
  /** placed after the model, e.g. koffiebonen / coffee beans */
  noun?: Tr;
  variants: Tr[];
  /** gross euros */
  price: [number, number];
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
const weights: Tr[] = [
  ['250 g', '250 g'],
  ['500 g', '500 g'],
  ['1 kg', '1 kg'],
];
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
  'Rocket Coffee',
];
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
const lines = (brands: string[], models: (string | Tr)[]) => brands.map((brand) => ({ brand, models }));

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
            { brand: 'Lelit', models: ['Anna', 'Victoria', 'Kate'] },
            { brand: 'Gaggia', models: ['Classic Pro', 'Classic Evo Pro'] },
            { brand: 'Rancilio', models: ['Silvia', 'Silvia Pro X'] },
            { brand: 'Profitec', models: ['Go'] },
            { brand: 'Sage', models: ['Bambino', 'Bambino Plus'] },
          ],
          variants: machineVariants,
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
            { brand: 'Rocket', models: ['Appartamento', 'Giotto Evoluzione', 'Mozzafiato Evoluzione'] },
            { brand: 'ECM', models: ['Technika V Profi', 'Mechanika V Slim'] },
            { brand: 'Profitec', models: ['Pro 400', 'Pro 500'] },
            { brand: 'Bezzera', models: ['BZ13', 'Aria', 'Magica'] },
            { brand: 'Quick Mill', models: ['Andreja Premium', 'Vetrano 2B'] },
            { brand: 'Lelit', models: ['Mara X'] },
          ],
          variants: machineVariants,
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
            { brand: 'La Marzocco', models: ['Linea Micra', 'Linea Mini', 'GS3'] },
            { brand: 'Rocket', models: ['R58 Cinquantotto', 'R Nine One'] },
            { brand: 'ECM', models: ['Synchronika', 'Synchronika II'] },
            { brand: 'Profitec', models: ['Pro 600', 'Pro 700'] },
            { brand: 'Lelit', models: ['Elizabeth', 'Bianca'] },
            { brand: 'Bezzera', models: ['Duo'] },
            { brand: 'Sage', models: ['The Dual Boiler'] },
          ],
          variants: machineVariants,
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
            { brand: 'La Pavoni', models: ['Europiccola', 'Professional'] },
            { brand: 'Profitec', models: ['Pro 800'] },
            { brand: 'Flair', models: ['58', 'Pro 2'] },
            { brand: 'Cafelat', models: ['Robot'] },
            { brand: 'Bezzera', models: ['Strega'] },
          ],
          variants: machineVariants,
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
                { brand: 'Jura', models: ['E8', 'S8', 'Z10', 'ENA 8', 'J8'] },
                {
                  brand: "De'Longhi",
                  models: ['Eletta Explore', 'Dinamica Plus', 'PrimaDonna Soul', 'Magnifica Evo'],
                },
                { brand: 'Siemens', models: ['EQ.6 plus', 'EQ.9 plus'] },
                { brand: 'Philips', models: ['5400 LatteGo', '3200 LatteGo'] },
                { brand: 'Miele', models: ['CM 5310', 'CM 6360'] },
              ],
              variants: colours,
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
                { brand: 'Jura', models: ['ENA 4', 'E4'] },
                { brand: "De'Longhi", models: ['Magnifica S', 'Rivelia'] },
                { brand: 'Philips', models: ['2200 Series'] },
                { brand: 'Melitta', models: ['Purista', 'Solo'] },
              ],
              variants: colours,
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
                { brand: 'La Marzocco', models: ['Linea PB 1GR', 'GB5 S 1GR'] },
                { brand: 'Rocket', models: ['Boxer Timer 1GR'] },
                { brand: 'Victoria Arduino', models: ['Eagle One Prima'] },
                { brand: 'Sanremo', models: ['Cafe Racer 1GR'] },
              ],
              variants: machineVariants,
              price: [3200, 7500],
              specs: 'espresso',
              boiler: ['Dualboiler', 'Dual boiler'],
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
                { brand: 'La Marzocco', models: ['Linea PB 2GR', 'Strada X 2GR', 'GB5 S 2GR'] },
                { brand: 'Expobar', models: ['Ruggero 2GR', 'Diamant 2GR'] },
                { brand: 'Victoria Arduino', models: ['Eagle One 2GR', 'Black Eagle 2GR'] },
                { brand: 'Sanremo', models: ['F18 2GR', 'Zoe 2GR'] },
                { brand: 'Rancilio', models: ['Classe 7 2GR', 'Classe 9 2GR'] },
              ],
              variants: machineVariants,
              price: [4500, 16000],
              specs: 'espresso',
              boiler: ['Multiboiler', 'Multi boiler'],
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
                { brand: 'La Marzocco', models: ['Linea PB 3GR', 'Strada X 3GR'] },
                { brand: 'Victoria Arduino', models: ['Black Eagle 3GR'] },
                { brand: 'Rancilio', models: ['Classe 9 3GR'] },
              ],
              variants: machineVariants,
              price: [9000, 22000],
              specs: 'espresso',
              boiler: ['Multiboiler', 'Multi boiler'],
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
                { brand: 'Eureka', models: ['Mignon Specialita', 'Mignon Libra', 'Atom 65', 'Helios 65'] },
                { brand: 'Mazzer', models: ['Super Jolly V Pro', 'Mini'] },
                { brand: 'Profitec', models: ['T64'] },
                { brand: 'DF64', models: ['Gen 2'] },
                { brand: 'Fiorenzato', models: ['F64 EVO', 'AllGround'] },
                { brand: 'Ceado', models: ['E37S'] },
              ],
              variants: colours,
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
                { brand: 'Niche', models: ['Zero', 'Duo'] },
                { brand: 'Baratza', models: ['Sette 270', 'Sette 30'] },
                { brand: 'Rocket', models: ['Faustino 3.1'] },
                { brand: 'La Marzocco', models: ['Pico', 'Swift'] },
                { brand: 'Macap', models: ['M4D'] },
              ],
              variants: colours,
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
            { brand: 'Baratza', models: ['Encore', 'Virtuoso+', 'Vario W+'] },
            { brand: 'Fellow', models: ['Ode Gen 2', 'Opus'] },
            { brand: 'Wilfa', models: ['Svart', 'Uniform'] },
            { brand: 'Moccamaster', models: ['KM5'] },
            { brand: 'Bodum', models: ['Bistro'] },
          ],
          variants: colours,
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
            { brand: 'Comandante', models: ['C40 MK4'] },
            { brand: '1Zpresso', models: ['J-Max', 'K-Ultra', 'ZP6 Special', 'Q2'] },
            { brand: 'Timemore', models: ['C3', 'Chestnut X'] },
            { brand: 'Hario', models: ['Skerton Pro', 'Slim Plus'] },
            { brand: 'Kinu', models: ['M47 Classic'] },
          ],
          variants: colours,
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
            { brand: 'Mahlkönig', models: ['E65S GbW', 'EK43 S', 'E80 Supreme'] },
            { brand: 'Mazzer', models: ['Robur S', 'Kony S'] },
            { brand: 'Anfim', models: ['SP II'] },
            { brand: 'Fiorenzato', models: ['F83 E Pro'] },
          ],
          variants: colours,
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
              lines: lines(roasters, blends),
              noun: ['espressobonen', 'espresso beans'],
              variants: weights,
              price: [7, 38],
              specs: 'coffee',
            },
          },
          {
            title: ['Filterbonen', 'Filter beans'],
            gen: {
              kind: 'bag',
              count: 100,
              lines: lines(roasters.slice(8), origins),
              noun: ['filterbonen', 'filter beans'],
              variants: weights,
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
              lines: lines(roasters, ['Decaffeinato', 'Decaf Swiss Water', 'Decaf Crema']),
              noun: ['koffiebonen', 'coffee beans'],
              variants: weights,
              price: [8, 36],
              specs: 'coffee',
            },
          },
          {
            title: ['Single origin', 'Single origin'],
            gen: {
              kind: 'bag',
              count: 100,
              lines: lines(roasters.slice(0, 10), origins),
              noun: ['single origin bonen', 'single origin beans'],
              variants: weights,
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
              lines: lines(roasters, blends),
              noun: ['gemalen espresso', 'ground espresso'],
              variants: weights.slice(0, 2),
              price: [5, 22],
              specs: 'coffee',
            },
          },
          {
            title: ['Filter gemalen', 'Ground for filter'],
            gen: {
              kind: 'bag',
              count: 80,
              lines: lines(roasters, [
                ...origins.slice(0, 5),
                ['Huismelange', 'House blend'],
                ['Ontbijtmelange', 'Breakfast blend'],
              ]),
              noun: ['gemalen filterkoffie', 'ground filter coffee'],
              variants: weights.slice(0, 2),
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
              lines: lines(roasters, [
                'Lungo',
                'Ristretto',
                'Espresso Forte',
                'Decaffeinato',
                'Vanilla',
                'Caramel',
              ]),
              noun: ['capsules', 'capsules'],
              variants: [
                ['10 stuks', '10 pieces'],
                ['50 stuks', '50 pieces'],
                ['100 stuks', '100 pieces'],
              ],
              price: [3, 32],
              specs: 'capsule',
            },
          },
          {
            title: ['Dolce Gusto-compatibel', 'Dolce Gusto compatible'],
            gen: {
              kind: 'capsule',
              count: 50,
              lines: lines(roasters.slice(0, 8), [
                'Cappuccino',
                'Latte Macchiato',
                'Americano',
                'Espresso Intenso',
              ]),
              noun: ['capsules', 'capsules'],
              variants: [
                ['16 stuks', '16 pieces'],
                ['48 stuks', '48 pieces'],
              ],
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
            { brand: 'Moccamaster', models: ['KBG Select', 'Cup-One', 'KBGT 741', 'One Switch'] },
            { brand: 'Melitta', models: ['Aroma Elegance', 'Epos'] },
            { brand: 'Wilfa', models: ['Classic+'] },
            { brand: 'Fellow', models: ['Aiden'] },
            { brand: 'Sage', models: ['Precision Brewer'] },
          ],
          variants: colours,
          price: [80, 380],
          specs: 'kitchen',
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
                { brand: 'Hario', models: ['V60 01', 'V60 02', 'V60 03', 'Switch'] },
                { brand: 'Kalita', models: ['Wave 155', 'Wave 185'] },
                {
                  brand: 'Chemex',
                  models: [
                    ['Classic 6 kops', 'Classic 6 cup'],
                    ['Classic 8 kops', 'Classic 8 cup'],
                  ],
                },
                { brand: 'AeroPress', models: ['Original', 'Go', 'Clear'] },
                { brand: 'Origami', models: ['Dripper S', 'Dripper M'] },
              ],
              variants: [
                ['', ''],
                ['Keramiek', 'Ceramic'],
                ['Glas', 'Glass'],
                ['Kunststof', 'Plastic'],
                ['Koper', 'Copper'],
              ],
              price: [12, 70],
              specs: 'accessory',
            },
          },
          {
            title: ['Filterpapier', 'Filter papers'],
            gen: {
              kind: 'tool',
              count: 24,
              lines: [
                { brand: 'Hario', models: ['V60 filters 01', 'V60 filters 02'] },
                { brand: 'Kalita', models: ['Wave filters 155', 'Wave filters 185'] },
                { brand: 'Chemex', models: ['Bonded filters'] },
                { brand: 'Melitta', models: [['Filterzakjes 1x4', 'Filter bags 1x4']] },
              ],
              variants: [
                ['Wit', 'White'],
                ['Ongebleekt', 'Unbleached'],
                ['100 stuks', '100 pieces'],
                ['Voordeelpak', 'Value pack'],
              ],
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
            { brand: 'Hario', models: ['Mizudashi', 'Filter-in Bottle'] },
            { brand: 'Toddy', models: ['Cold Brew System'] },
            { brand: 'Bruer', models: ['Cold Drip'] },
          ],
          variants: colours,
          price: [20, 110],
          specs: 'accessory',
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
                { brand: 'Fellow', models: ['Stagg EKG', 'Corvo EKG'] },
                { brand: 'Hario', models: ['Buono Electric'] },
                { brand: 'Brewista', models: ['Artisan'] },
                { brand: 'Smeg', models: ['KLF04'] },
                { brand: 'Sage', models: ['Smart Kettle'] },
              ],
              variants: colours,
              price: [70, 220],
              specs: 'kitchen',
              options: true,
            },
          },
          {
            title: ['Standaard waterkokers', 'Standard kettles'],
            gen: {
              kind: 'kettle',
              count: 30,
              lines: [
                { brand: 'Smeg', models: ['KLF03', 'KLF05'] },
                { brand: 'Bodum', models: ['Bistro'] },
                {
                  brand: 'KitchenAid',
                  models: [
                    ['1,7 l', '1.7 l'],
                    ['1,25 l', '1.25 l'],
                  ],
                },
                { brand: 'Russell Hobbs', models: ['Luna', 'Inspire'] },
              ],
              variants: colours,
              price: [30, 170],
              specs: 'kitchen',
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
            { brand: 'Nespresso', models: ['Aeroccino 3', 'Aeroccino 4'] },
            { brand: 'Sage', models: ['Milk Cafe'] },
            { brand: 'Bodum', models: ['Barista'] },
            { brand: "De'Longhi", models: ['Alicia', 'Dedica Milk Frother'] },
          ],
          variants: colours,
          price: [25, 190],
          specs: 'kitchen',
        },
      },
      {
        title: ['Blenders', 'Blenders'],
        gen: {
          kind: 'kettle',
          count: 30,
          lines: [
            { brand: 'Vitamix', models: ['E310', 'A2500i', 'A3500i'] },
            { brand: 'KitchenAid', models: ['K400', 'Artisan K150'] },
            { brand: 'Smeg', models: ['BLF01', 'BLF03'] },
            { brand: 'Blendtec', models: ['Classic 575'] },
          ],
          variants: colours,
          price: [90, 800],
          specs: 'kitchen',
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
                ['Artisan 4,8 l', 'Artisan 4.8 l'],
                ['Heavy Duty 6,9 l', 'Heavy Duty 6.9 l'],
                ['Classic 4,3 l', 'Classic 4.3 l'],
              ],
            },
            { brand: 'Kenwood', models: ['Chef XL', 'Titanium Chef Baker'] },
            { brand: 'Smeg', models: ['SMF02', 'SMF03'] },
            { brand: 'Bosch', models: ['MUM5', 'OptiMUM'] },
          ],
          variants: colours,
          price: [250, 1100],
          specs: 'kitchen',
          options: true,
        },
      },
      {
        title: ['Broodroosters', 'Toasters'],
        gen: {
          kind: 'kettle',
          count: 30,
          lines: [
            { brand: 'Smeg', models: ['TSF01', 'TSF02'] },
            { brand: 'KitchenAid', models: ['2-slice', '4-slice'] },
            { brand: 'Dualit', models: ['Classic 2', 'Architect 4'] },
            { brand: 'Sage', models: ['The Toast Select'] },
          ],
          variants: colours,
          price: [40, 330],
          specs: 'kitchen',
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
              lines: lines(['Motta', 'Rhinowares', 'Barista Hustle', 'Pullman', 'Normcore'], ['Tamper']),
              variants: [
                ['51 mm', '51 mm'],
                ['53 mm', '53 mm'],
                ['54 mm', '54 mm'],
                ['58 mm', '58 mm'],
                ['58,5 mm', '58.5 mm'],
                ['58,5 mm Walnoot', '58.5 mm Walnut'],
              ],
              price: [15, 140],
              specs: 'accessory',
            },
          },
          {
            title: ['Verdeeltools', 'Distribution tools'],
            gen: {
              kind: 'tool',
              count: 20,
              lines: lines(['Normcore', 'Motta', 'Asso', 'Barista Hustle'], ['Distributor', 'WDT tool']),
              variants: [
                ['53 mm', '53 mm'],
                ['58 mm', '58 mm'],
                ['58,5 mm', '58.5 mm'],
              ],
              price: [15, 90],
              specs: 'accessory',
            },
          },
        ],
      },
      {
        title: ['Melkkannen', 'Milk jugs'],
        gen: {
          kind: 'cup',
          count: 30,
          lines: lines(
            ['Motta', 'Rhinowares', 'Barista & Co', 'Joe Frex'],
            [['Melkkan', 'Milk jug'], 'Pro Pitcher'],
          ),
          variants: [
            ['350 ml', '350 ml'],
            ['500 ml', '500 ml'],
            ['750 ml', '750 ml'],
            ['1 l', '1 l'],
            ['500 ml Zwart', '500 ml Black'],
          ],
          price: [12, 45],
          specs: 'accessory',
        },
      },
      {
        title: ['Weegschalen', 'Scales'],
        gen: {
          kind: 'scale',
          count: 30,
          lines: [
            { brand: 'Acaia', models: ['Pearl', 'Lunar', 'Pyxis'] },
            { brand: 'Timemore', models: ['Black Mirror Basic 2', 'Black Mirror Nano'] },
            { brand: 'Hario', models: ['V60 Drip Scale'] },
            { brand: 'Brewista', models: ['Smart Scale II'] },
            { brand: 'Felicita', models: ['Arc', 'Parallel'] },
          ],
          variants: colours,
          price: [25, 280],
          specs: 'accessory',
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
              lines: lines(
                ['Loveramics', 'Kinto', 'Ancap', 'Acme'],
                [
                  ['Egg espressokop', 'Egg espresso cup'],
                  ['Bond espressokop', 'Bond espresso cup'],
                  'Verona',
                ],
              ),
              variants: [
                ['Wit', 'White'],
                ['Zwart', 'Black'],
                ['Blauw', 'Blue'],
                ['Set van 2', 'Set of 2'],
                ['Set van 6', 'Set of 6'],
              ],
              price: [8, 60],
              specs: 'accessory',
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
              ),
              variants: [
                ['Wit', 'White'],
                ['Zwart', 'Black'],
                ['Groen', 'Green'],
                ['Set van 2', 'Set of 2'],
                ['Set van 6', 'Set of 6'],
              ],
              price: [9, 70],
              specs: 'accessory',
            },
          },
          {
            title: ['Glazen', 'Glasses'],
            gen: {
              kind: 'cup',
              count: 20,
              lines: lines(
                ['Bodum', 'Kinto', 'Hario'],
                [
                  ['Pavina dubbelwandig glas', 'Pavina double wall glass'],
                  ['Cortado glas', 'Cortado glass'],
                  ['Latte macchiato glas', 'Latte macchiato glass'],
                ],
              ),
              variants: [
                ['80 ml', '80 ml'],
                ['250 ml', '250 ml'],
                ['350 ml', '350 ml'],
                ['Set van 2', 'Set of 2'],
              ],
              price: [8, 40],
              specs: 'accessory',
            },
          },
        ],
      },
      {
        title: ['Klopbakken', 'Knock boxes'],
        gen: {
          kind: 'tool',
          count: 20,
          lines: lines(
            ['Motta', 'Rhinowares', 'Joe Frex', 'Dreamfarm'],
            [['Klopbak', 'Knock box'], 'Knock box Pro'],
          ),
          variants: colours,
          price: [15, 65],
          specs: 'accessory',
        },
      },
      {
        title: ['Reiniging', 'Cleaning'],
        children: [
          {
            title: ['Ontkalkers', 'Descalers'],
            gen: {
              kind: 'bag',
              count: 20,
              lines: lines(
                ['Cafetto', 'Urnex', 'Jura', "De'Longhi", 'Puly Caff'],
                [['Ontkalker', 'Descaler'], 'Descaler Pro'],
              ),
              variants: [
                ['250 ml', '250 ml'],
                ['500 ml', '500 ml'],
                ['1 l', '1 l'],
              ],
              price: [7, 28],
              specs: 'none',
            },
          },
          {
            title: ['Reinigingstabletten', 'Cleaning tablets'],
            gen: {
              kind: 'bag',
              count: 20,
              lines: lines(
                ['Cafetto', 'Urnex', 'Jura', 'Puly Caff', 'Pallo'],
                [['Reinigingstabletten', 'Cleaning tablets'], 'Grindz'],
              ),
              variants: [
                ['10 stuks', '10 pieces'],
                ['50 stuks', '50 pieces'],
                ['100 stuks', '100 pieces'],
              ],
              price: [6, 35],
              specs: 'none',
            },
          },
          {
            title: ['Borstels', 'Brushes'],
            gen: {
              kind: 'tool',
              count: 20,
              lines: lines(
                ['Pallo', 'Cafetto', 'Rhinowares', 'Motta'],
                [
                  ['Groepskopborstel', 'Group head brush'],
                  ['Maalwerkborstel', 'Grinder brush'],
                  'Coffee Tool',
                ],
              ),
              variants: [
                ['', ''],
                ['Zwart', 'Black'],
                ['Set', 'Set'],
              ],
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
          lines: lines(
            ['BWT', 'Brita', 'Jura', 'Bestmax'],
            ['Bestmax Premium', 'Purity C150', 'Claris Smart', 'Waterfilter'],
          ),
          variants: [
            ['', ''],
            ['3-pack', '3-pack'],
            ['6-pack', '6-pack'],
          ],
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
          lines: lines(machineBrands, [
            ['groepskoprubber', 'group head gasket'],
            ['keerring', 'seal ring'],
          ]),
          variants: [
            ['8 mm', '8 mm'],
            ['8,5 mm', '8.5 mm'],
            ['9 mm', '9 mm'],
            ['siliconen 8,5 mm', 'silicone 8.5 mm'],
          ],
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
          lines: lines(machineBrands, [
            ['douchezeef', 'shower screen'],
            ['precisie douchezeef', 'precision shower screen'],
          ]),
          variants: [
            ['58 mm', '58 mm'],
            ['57 mm', '57 mm'],
            ['IMS', 'IMS'],
          ],
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
          lines: lines(machineBrands, [['filterhouder', 'portafilter']]),
          variants: [
            ['enkel', 'single spout'],
            ['dubbel', 'double spout'],
            ['bodemloos', 'bottomless'],
            ['bodemloos walnoot', 'bottomless walnut'],
            ['compleet', 'complete'],
          ],
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
          lines: lines(
            ['VST', 'IMS', 'Pullman', ...machineBrands.slice(0, 5)],
            [
              ['precisiemandje', 'precision basket'],
              ['filtermandje', 'filter basket'],
            ],
          ),
          variants: [
            ['15 g', '15 g'],
            ['18 g', '18 g'],
            ['20 g', '20 g'],
            ['22 g', '22 g'],
          ],
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
          lines: lines(machineBrands, [
            ['stoompijp', 'steam wand'],
            ['stoomtuitje', 'steam tip'],
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
export const specDefs: { id: number; title: Tr; unit: string | null; numeric: boolean }[] = [
  { id: 1, title: ['Boilertype', 'Boiler type'], unit: null, numeric: false },
  { id: 2, title: ['Pomp', 'Pump'], unit: null, numeric: false },
  { id: 3, title: ['Kleur', 'Colour'], unit: null, numeric: false },
  { id: 4, title: ['Maalschijven', 'Burrs'], unit: null, numeric: false },
  { id: 5, title: ['Vermogen', 'Power'], unit: 'W', numeric: true },
  { id: 6, title: ['Gewicht', 'Weight'], unit: 'kg', numeric: true },
  { id: 7, title: ['Inhoud', 'Contents'], unit: 'g', numeric: true },
  { id: 8, title: ['Branding', 'Roast'], unit: null, numeric: false },
  { id: 9, title: ['Watertank', 'Water tank'], unit: 'l', numeric: true },
  { id: 10, title: ['Diameter', 'Diameter'], unit: 'mm', numeric: true },
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
