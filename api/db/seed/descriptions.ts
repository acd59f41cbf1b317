/**
 * A product's description, in Dutch and English (issue 41, decision 099): at least three sentences
 * composed from its kind, brand, model and its own specification values: what it is, who it suits,
 * what stands out, and its edition where it has one. Each kind has a few wordings of each sentence,
 * chosen by the product's own stream of draws (seeded by its name), so products of one category read
 * differently and the catalogue's other draws stay where they were.
 *
 * The description is also searched (weight D, api/search): a sentence names only what the product
 * itself is, never another kind of product ("a machine for a grinder"), so a query for one kind does
 * not find the other by its description.
 */
import type { Generator, Tr } from './catalog-data.ts';
import { createRandom, type Random, seedOf } from './random.ts';

/** What a description is made of: the product and the values of its specifications (by spec id). */
export interface DescriptionFacts {
  gen: Generator;
  /** the leaf category's title */
  leaf: Tr;
  brand: string;
  model: Tr;
  /** the variant as the brand sells it ("Black Truffle", "500 ml"), empty for the plain model */
  shown: Tr;
  name: Tr;
  /** spec id → value (a title or a number) as specsFor gave them */
  specs: ReadonlyMap<number, Tr | number>;
}

type L = 0 | 1;
/** A sentence in both languages from the product's values. */
type S = (l: L) => string;

/** A number as each language writes it: 1,8 / 1.8. */
const num = (n: number, l: L): string => (l === 0 ? String(n).replace('.', ',') : String(n));
const lower = (t: string) => t.charAt(0).toLowerCase() + t.slice(1);

/** The title of a spec in this language, or undefined. */
function titleOf(facts: DescriptionFacts, specId: number, l: L): string | undefined {
  const v = facts.specs.get(specId);
  if (v === undefined) return undefined;
  return typeof v === 'number' ? String(v) : v[l];
}
function numberOf(facts: DescriptionFacts, specId: number): number | undefined {
  const v = facts.specs.get(specId);
  return typeof v === 'number' ? v : undefined;
}

/** One of the wordings, drawn from the product's own stream. */
const one = (rng: Random, options: S[]): S => rng.pick(options);

export function describeProduct(facts: DescriptionFacts): Tr {
  const rng = createRandom(seedOf(`description ${facts.name[0]}`));
  const sentences = sentencesFor(facts, rng);
  const edition = facts.shown[0] ? editionSentence(facts, rng) : null;
  const all = edition ? [...sentences, edition] : sentences;
  return [0, 1].map((l) => {
    const [first, ...rest] = all.map((s) => s(l as L));
    const half = Math.ceil(rest.length / 2);
    return `<p>${first} ${rest.slice(0, half).join(' ')}</p><p>${rest.slice(half).join(' ')}</p>`.replace(
      '<p></p>',
      '',
    );
  }) as unknown as Tr;
}

function editionSentence(f: DescriptionFacts, rng: Random): S {
  const [nl, en] = f.shown;
  return one(rng, [
    (l) => (l === 0 ? `Deze uitvoering: ${nl}.` : `This is the ${en} version.`),
    (l) => (l === 0 ? `U bestelt hier de uitvoering ${nl}.` : `You are ordering the ${en} version here.`),
  ]);
}

/** "De Lelit Bianca" / "The Lelit Bianca", the name in bold. */
const the = (f: DescriptionFacts, l: L) =>
  l === 0 ? `De <strong>${f.brand} ${f.model[0]}</strong>` : `The <strong>${f.brand} ${f.model[1]}</strong>`;

function sentencesFor(f: DescriptionFacts, rng: Random): S[] {
  switch (f.gen.specs) {
    case 'espresso':
      return machine(f, rng);
    case 'grinder':
      return grinder(f, rng);
    case 'coffee':
      return coffee(f, rng);
    case 'capsule':
      return capsule(f, rng);
    case 'kitchen':
      return kitchen(f, rng);
    case 'part':
      return part(f, rng);
    default:
      return accessory(f, rng);
  }
}

function machine(f: DescriptionFacts, rng: Random): S[] {
  const boiler = f.gen.boiler?.[1] ?? '';
  const watts = numberOf(f, 5);
  const kg = numberOf(f, 6);
  const tank = numberOf(f, 9);
  const litres = numberOf(f, 11);
  const pump = titleOf(f, 2, 1);
  const groups = /^(\d)/.exec(f.leaf[1])?.[1];
  const milk = /with milk/i.test(f.leaf[1]);
  const what: Record<string, Tr> = {
    'Single boiler': ['een espressomachine met één boiler', 'a single boiler espresso machine'],
    'Heat exchanger': ['een espressomachine met warmtewisselaar', 'a heat exchanger espresso machine'],
    'Dual boiler': ['een dualboiler-espressomachine', 'a dual boiler espresso machine'],
    Lever: ['een hendelmachine', 'a lever espresso machine'],
    Thermoblock: milk
      ? ['een volautomaat met melksysteem', 'a bean-to-cup machine with a milk system']
      : ['een volautomaat zonder melksysteem', 'a bean-to-cup machine without a milk system'],
    'Multi boiler': [
      `een professionele espressomachine met ${groups ?? 2} groepen`,
      `a commercial espresso machine with ${groups ?? 2} groups`,
    ],
  };
  if (groups === '1')
    what['Dual boiler'] = [
      'een professionele eengroeps espressomachine',
      'a one-group commercial espresso machine',
    ];
  const is = what[boiler] ?? ['een espressomachine', 'an espresso machine'];
  const first = one(rng, [
    (l) => `${the(f, l)} is ${is[l]}.`,
    (l) =>
      l === 0
        ? `${is[0].replace(/^een/, 'Een')} van ${f.brand}: de <strong>${f.model[0]}</strong>.`
        : `${is[1].replace(/^an?/, (x) => (x === 'an' ? 'An' : 'A'))} by ${f.brand}: the <strong>${f.model[1]}</strong>.`,
  ]);
  /** How a machine of this kind works, said once. */
  const how: Record<string, Tr> = {
    'Heat exchanger': ['Zetten en stomen kan tegelijk.', 'You can brew and steam at the same time.'],
    'Dual boiler': [
      'Een eigen boiler voor de koffie en een voor stoom.',
      'One boiler for the coffee and one for steam.',
    ],
    Lever: ['U bepaalt de druk zelf met de hendel.', 'You set the pressure yourself with the lever.'],
  };
  const who: Record<string, S[]> = {
    'Single boiler': [
      (l) =>
        l === 0
          ? 'Hij past bij wie vooral espresso drinkt en af en toe melk stoomt.'
          : 'It suits you if you mostly drink espresso and steam milk now and then.',
      (l) =>
        l === 0
          ? 'Een eerste machine voor wie het zetten zelf wil leren.'
          : 'A first machine for anyone who wants to learn to pull a shot.',
    ],
    'Heat exchanger': [
      (l) =>
        l === 0
          ? 'Voor wie elke ochtend een paar cappuccino’s achter elkaar maakt.'
          : 'For anyone who makes a few cappuccinos in a row every morning.',
      (l) =>
        l === 0
          ? 'Geschikt voor een huishouden dat veel melkdranken drinkt.'
          : 'Suited to a household that drinks a lot of milk drinks.',
    ],
    'Dual boiler': [
      (l) =>
        l === 0
          ? 'Voor wie de zettemperatuur per graad wil instellen.'
          : 'For anyone who sets the brew temperature by the degree.',
      (l) =>
        l === 0
          ? 'Voor wie espresso en melkdranken even serieus neemt.'
          : 'If you take espresso and milk drinks equally seriously, this is the one.',
    ],
    Lever: [
      (l) =>
        l === 0
          ? 'Voor wie graag met de extractie speelt.'
          : 'For anyone who enjoys playing with the extraction.',
      (l) => (l === 0 ? 'Eenvoudig en gemaakt om jaren mee te gaan.' : 'Simple, and made to last for years.'),
    ],
    Thermoblock: [
      (l) =>
        l === 0
          ? 'Voor wie met één druk op de knop wil zetten.'
          : 'For anyone who wants to brew at the touch of a button.',
      (l) =>
        l === 0
          ? 'Voor een kantoor of een gezin waar ieder zijn eigen kop kiest.'
          : 'For an office or a family where everyone picks their own cup.',
    ],
    'Multi boiler': [
      (l) =>
        l === 0
          ? 'Gebouwd voor horeca en kantoren die de hele dag door koffie schenken.'
          : 'Built for cafés and offices that serve coffee all day long.',
      (l) =>
        l === 0
          ? 'Voor een koffiebar met drukte: stoom en heet water blijven op peil.'
          : 'For a busy coffee bar: steam and hot water keep up.',
    ],
  };
  const second = one(
    rng,
    who[groups === '1' ? 'Multi boiler' : boiler] ?? [
      (l) => (l === 0 ? 'Een machine voor dagelijks gebruik.' : 'A machine for every day.'),
    ],
  );
  const facts: S[] = [];
  if (litres !== undefined)
    facts.push((l) =>
      l === 0
        ? `De boiler houdt ${num(litres, 0)} liter${watts ? ` en het vermogen is ${watts} W` : ''}.`
        : `The boiler holds ${num(litres, 1)} litres${watts ? ` and it draws ${watts} W` : ''}.`,
    );
  else if (watts) facts.push((l) => (l === 0 ? `Het vermogen is ${watts} W.` : `It draws ${watts} W.`));
  if (tank)
    facts.push((l) =>
      l === 0
        ? `Het waterreservoir bevat ${num(tank, 0)} liter.`
        : `The water tank holds ${num(tank, 1)} litres.`,
    );
  else if (boiler !== 'Thermoblock' && boiler !== 'Lever')
    facts.push((l) =>
      l === 0 ? 'Hij wordt op de waterleiding aangesloten.' : 'It is plumbed in to the water supply.',
    );
  if (pump)
    facts.push((l) =>
      pump === 'Rotary pump'
        ? l === 0
          ? 'De rotatiepomp geeft een gelijkmatige druk.'
          : 'The rotary pump gives an even pressure.'
        : l === 0
          ? 'Een vibratiepomp bouwt de druk op.'
          : 'A vibration pump builds the pressure.',
    );
  if (kg) facts.push((l) => (l === 0 ? `Hij weegt ${num(kg, 0)} kg.` : `It weighs ${num(kg, 1)} kg.`));
  const explained = how[boiler];
  return [
    first,
    second,
    ...(explained ? [(l: L) => explained[l]] : []),
    ...rng.sample(facts, Math.max(1, Math.min(facts.length, rng.int(1, 3)))),
  ];
}

function grinder(f: DescriptionFacts, rng: Random): S[] {
  const burr = numberOf(f, 10);
  const flat = titleOf(f, 4, 1) === 'Flat';
  const watts = numberOf(f, 5);
  const kg = numberOf(f, 6);
  const leaf = f.leaf[1];
  const kind: Tr = f.gen.manual
    ? ['een handmolen', 'a hand grinder']
    : /Espresso/.test(leaf) || /Flat burrs|Conical/.test(leaf)
      ? ['een espressomolen', 'an espresso grinder']
      : /Filter/.test(leaf)
        ? ['een filtermolen', 'a filter grinder']
        : ['een professionele molen', 'a commercial grinder'];
  const burrs: Tr = [
    `${flat ? 'platte' : 'conische'} maalschijven${burr ? ` van ${burr} mm` : ''}`,
    `${flat ? 'flat' : 'conical'} burrs${burr ? ` of ${burr} mm` : ''}`,
  ];
  const first = one(rng, [
    (l) => `${the(f, l)} is ${kind[l]} ${l === 0 ? 'met' : 'with'} ${burrs[l]}.`,
    (l) =>
      l === 0
        ? `${kind[0].replace(/^een/, 'Een')} van ${f.brand}: de <strong>${f.model[0]}</strong>, met ${burrs[0]}.`
        : `${kind[1].replace(/^an?/, (a) => (a === 'an' ? 'An' : 'A'))} by ${f.brand}: the <strong>${f.model[1]}</strong>, with ${burrs[1]}.`,
  ]);
  const who: S[] = f.gen.manual
    ? [
        (l) =>
          l === 0
            ? 'Voor onderweg, op de camping of voor wie geen stekker op het aanrecht wil.'
            : 'For travelling, camping or anyone who wants no plug on the counter.',
        (l) => (l === 0 ? 'Malen met de hand, zonder stroom.' : 'Grinding by hand, without power.'),
      ]
    : /Commercial/.test(leaf)
      ? [
          (l) =>
            l === 0 ? 'Gemaakt voor de drukte van een koffiebar.' : 'Made for the rush of a coffee bar.',
          (l) =>
            l === 0
              ? 'Voor horeca die honderden koppen per dag maalt.'
              : 'For cafés that grind hundreds of cups a day.',
        ]
      : /Filter/.test(leaf)
        ? [
            (l) =>
              l === 0
                ? 'Voor wie grof en gelijkmatig wil malen.'
                : 'For anyone who wants a coarse, even grind.',
            (l) => (l === 0 ? 'Van middelfijn tot grof in te stellen.' : 'Adjustable from medium to coarse.'),
          ]
        : [
            (l) =>
              l === 0
                ? 'Voor wie de maling per shot wil bijstellen.'
                : 'For anyone who adjusts the grind shot by shot.',
            (l) =>
              l === 0 ? 'Voor wie fijn voor espresso maalt.' : 'For anyone who grinds fine for espresso.',
          ];
  const facts: S[] = [];
  if (watts)
    facts.push((l) => (l === 0 ? `De motor levert ${watts} W.` : `The motor is rated at ${watts} W.`));
  if (kg) facts.push((l) => (l === 0 ? `Hij weegt ${num(kg, 0)} kg.` : `It weighs ${num(kg, 1)} kg.`));
  facts.push((l) =>
    flat
      ? l === 0
        ? 'Platte maalschijven geven een gelijkmatige maling en een heldere smaak.'
        : 'Flat burrs give an even grind and a clear taste.'
      : l === 0
        ? 'Conische maalschijven houden weinig restkoffie vast.'
        : 'Conical burrs retain little coffee.',
  );
  return [first, one(rng, who), ...rng.sample(facts, Math.min(facts.length, rng.int(1, 2)))];
}

function coffee(f: DescriptionFacts, rng: Random): S[] {
  const grams = numberOf(f, 7);
  const roast = titleOf(f, 8, 0)?.toLowerCase();
  const roastEn = titleOf(f, 8, 1)?.toLowerCase();
  const noun = f.gen.noun ?? ['koffie', 'coffee'];
  const ground = /ground|gemalen/.test(noun[1]);
  const decaf = /decaf/i.test(f.model[1]) || /Decaf/.test(f.leaf[1]);
  const origin = /single origin|filter beans/i.test(noun[1]) || /Arabica Selection/.test(f.model[1]);
  const first = one(rng, [
    (l) =>
      l === 0
        ? `<strong>${f.brand} ${f.model[0]}</strong>: ${noun[0]}${roast ? `, ${roast} gebrand` : ''}.`
        : `<strong>${f.brand} ${f.model[1]}</strong>: ${noun[1]}${roastEn ? `, ${roastEn} roast` : ''}.`,
    (l) =>
      l === 0
        ? `${f.brand} brandt de <strong>${f.model[0]}</strong>${roast ? ` ${roast}` : ''}; hier als ${noun[0]}.`
        : `${f.brand} roasts the <strong>${f.model[1]}</strong>${roastEn ? ` ${roastEn}` : ''}; here as ${noun[1]}.`,
  ]);
  const who: S[] = decaf
    ? [
        (l) =>
          l === 0
            ? 'Voor wie ’s avonds nog een kop wil zonder wakker te liggen.'
            : 'For anyone who wants an evening cup without lying awake.',
        (l) => (l === 0 ? 'Alle smaak, bijna geen cafeïne.' : 'All the taste, hardly any caffeine.'),
      ]
    : origin
      ? [
          (l) =>
            l === 0
              ? 'Koffie van één herkomst: voor wie proeft waar de boon vandaan komt.'
              : 'Coffee from one origin: for anyone who tastes where the bean comes from.',
          (l) =>
            l === 0
              ? 'Komt tot zijn recht in een lichte, heldere zetting.'
              : 'It shows itself in a light, clear brew.',
        ]
      : [
          (l) =>
            l === 0
              ? 'Een melange voor espresso en voor melkdranken als cappuccino.'
              : 'A blend for espresso and for milk drinks like cappuccino.',
          (l) =>
            l === 0
              ? 'Voor wie elke dag een volle, ronde espresso wil.'
              : 'For anyone who wants a full, round espresso every day.',
        ];
  const facts: S[] = [];
  if (grams)
    facts.push((l) =>
      l === 0
        ? `De zak bevat ${grams >= 1000 ? `${num(grams / 1000, 0)} kg` : `${grams} gram`}${ground ? ' gemalen koffie' : ' bonen'}.`
        : `The bag holds ${grams >= 1000 ? `${num(grams / 1000, 1)} kg` : `${grams} grams`}${ground ? ' of ground coffee' : ' of beans'}.`,
    );
  facts.push((l) =>
    ground
      ? l === 0
        ? 'Al gemalen, dus direct te gebruiken.'
        : 'Already ground, so ready to use.'
      : l === 0
        ? 'Maal de bonen vlak voor het zetten voor het meeste aroma.'
        : 'Grind the beans just before brewing for the most aroma.',
  );
  facts.push((l) =>
    l === 0
      ? 'Verpakt in een zak met aromaventiel; bewaar hem donker en gesloten.'
      : 'Packed in a bag with an aroma valve; keep it closed and out of the light.',
  );
  return [first, one(rng, who), ...rng.sample(facts, rng.int(1, 2))];
}

function capsule(f: DescriptionFacts, rng: Random): S[] {
  const roast = titleOf(f, 8, 0)?.toLowerCase();
  const roastEn = titleOf(f, 8, 1)?.toLowerCase();
  const system = /Nespresso/.test(f.leaf[1]) ? 'Nespresso®' : 'NESCAFÉ® Dolce Gusto®';
  const pieces = /(\d+)/.exec(f.shown[0])?.[1];
  const first: S = (l) =>
    l === 0
      ? `<strong>${f.brand} ${f.model[0]}</strong>: capsules voor het ${system}-systeem${roast ? `, ${roast} gebrand` : ''}.`
      : `<strong>${f.brand} ${f.model[1]}</strong>: capsules for the ${system} system${roastEn ? `, ${roastEn} roast` : ''}.`;
  const who = one(rng, [
    (l) =>
      l === 0
        ? 'Voor wie een kop wil zonder te malen of af te wegen.'
        : 'For anyone who wants a cup without grinding or weighing.',
    (l) =>
      l === 0 ? 'Voor op kantoor en voor een kop tussendoor.' : 'For the office and for a cup in between.',
  ]);
  const facts: S[] = [
    (l) => (l === 0 ? `De doos bevat ${pieces ?? 10} capsules.` : `The box holds ${pieces ?? 10} capsules.`),
    (l) => (l === 0 ? 'Elke capsule is apart verpakt.' : 'Each capsule is sealed on its own.'),
  ];
  return [first, who, ...rng.sample(facts, rng.int(1, 2))];
}

/** Kitchen appliances: what each leaf's kind of appliance is and whom it suits. */
const appliances: Record<string, { is: Tr; who: Tr[] }> = {
  'Filter coffee makers': {
    is: ['een filterkoffiezetapparaat', 'a filter coffee maker'],
    who: [
      [
        'Voor wie elke ochtend een volle kan filterkoffie zet.',
        'For anyone who brews a full jug of filter coffee every morning.',
      ],
      ['Geschikt voor een gezin of een werkplek.', 'Suited to a family or a workplace.'],
    ],
  },
  'Temperature control': {
    is: ['een waterkoker met temperatuurregeling', 'a kettle with temperature control'],
    who: [
      [
        'Voor water op de temperatuur die uw recept vraagt.',
        'For water at the temperature your recipe asks for.',
      ],
      ['Kies de temperatuur per graad.', 'Set the temperature by the degree.'],
    ],
  },
  'Standard kettles': {
    is: ['een waterkoker', 'a kettle'],
    who: [
      ['Kokend water voor soep en pasta.', 'Boiling water for soup and pasta.'],
      ['Een waterkoker voor elke dag.', 'A kettle for every day.'],
    ],
  },
  'Milk frothers': {
    is: ['een melkopschuimer', 'a milk frother'],
    who: [
      ['Voor cappuccino en latte macchiato.', 'For cappuccino and latte macchiato.'],
      ['Warme en koude melk, ook voor chocolademelk.', 'Hot and cold milk, for hot chocolate too.'],
    ],
  },
  Blenders: {
    is: ['een blender', 'a blender'],
    who: [
      ['Voor smoothies, soepen en notenpasta.', 'For smoothies, soups and nut butters.'],
      ['Maalt ook ijs en bevroren fruit.', 'Blends ice and frozen fruit too.'],
    ],
  },
  'Stand mixers': {
    is: ['een keukenmachine', 'a stand mixer'],
    who: [
      [
        'Voor wie graag bakt: deeg, beslag en slagroom.',
        'For anyone who likes to bake: dough, batter and cream.',
      ],
      [
        'Kneedt brooddeeg zonder dat u er naast hoeft te staan.',
        'Kneads bread dough while you do something else.',
      ],
    ],
  },
  Toasters: {
    is: ['een broodrooster', 'a toaster'],
    who: [
      ['Voor het ontbijt van het hele gezin.', 'For the whole family’s breakfast.'],
      ['Roostert gelijkmatig, ook dikke sneden.', 'Toasts evenly, thick slices too.'],
    ],
  },
};

function kitchen(f: DescriptionFacts, rng: Random): S[] {
  const a = appliances[f.leaf[1]] ?? {
    is: ['een keukenapparaat', 'a kitchen appliance'],
    who: [['Voor elke dag.', 'For every day.']],
  };
  const watts = numberOf(f, 5);
  const kg = numberOf(f, 6);
  const colour = titleOf(f, 3, 0);
  const colourEn = titleOf(f, 3, 1);
  const first = one(rng, [
    (l) => `${the(f, l)} is ${a.is[l]}${l === 0 ? ` van ${f.brand}` : ` by ${f.brand}`}.`,
    (l) =>
      l === 0
        ? `${a.is[0].replace(/^een/, 'Een')} van ${f.brand}: de <strong>${f.model[0]}</strong>.`
        : `${a.is[1].replace(/^an?/, (x) => (x === 'an' ? 'An' : 'A'))} by ${f.brand}: the <strong>${f.model[1]}</strong>.`,
  ]);
  const who = rng.pick(a.who);
  const facts: S[] = [];
  if (watts) facts.push((l) => (l === 0 ? `Het vermogen is ${watts} W.` : `It is rated at ${watts} W.`));
  if (kg)
    facts.push((l) => (l === 0 ? `Het apparaat weegt ${num(kg, 0)} kg.` : `It weighs ${num(kg, 1)} kg.`));
  if (colour && colourEn)
    facts.push((l) => (l === 0 ? `De kleur: ${lower(colour)}.` : `Its colour: ${lower(colourEn)}.`));
  return [first, (l) => who[l], ...rng.sample(facts, Math.max(1, Math.min(facts.length, rng.int(1, 3))))];
}

/** Accessories, cleaning and water: what each leaf's kind of thing is and what it is for. */
const things: Record<string, { is: Tr; who: Tr[]; note: Tr[] }> = {
  Drippers: {
    is: ['een handfilter', 'a pour-over dripper'],
    who: [
      [
        'Voor wie filterkoffie kop voor kop met de hand zet.',
        'For anyone who brews filter coffee by hand, cup by cup.',
      ],
      ['U bepaalt zelf maling, water en tempo.', 'You decide the grind, the water and the pace.'],
    ],
    note: [
      ['Geeft een heldere, zuivere kop.', 'Gives a clear, clean cup.'],
      ['Makkelijk schoon te spoelen.', 'Easy to rinse clean.'],
    ],
  },
  'Filter papers': {
    is: ['filterpapier', 'filter papers'],
    who: [
      ['Gemaakt voor de vorm van dit merk.', 'Made for this brand’s shape.'],
      [
        'Wie dagelijks filterkoffie zet, heeft ze altijd nodig.',
        'If you brew filter coffee daily, you always need them.',
      ],
    ],
    note: [
      ['Spoel het papier eerst om met heet water.', 'Rinse the paper with hot water first.'],
      [
        'Het papier houdt olie en gruis tegen voor een heldere kop.',
        'The paper holds back oils and fines for a clean cup.',
      ],
    ],
  },
  'Cold brew': {
    is: ['een cold brew-zetter', 'a cold brew maker'],
    who: [
      [
        'Voor ijskoffie in de zomer, zacht en weinig zuur.',
        'For iced coffee in summer, smooth and low in acidity.',
      ],
      ['Zet het ’s avonds, schenk het ’s ochtends.', 'Set it up at night, pour it in the morning.'],
    ],
    note: [
      ['Grof malen en twaalf uur laten trekken.', 'Grind coarse and steep for twelve hours.'],
      ['Afgesloten is de cold brew een week houdbaar.', 'Sealed, the cold brew keeps for a week.'],
    ],
  },
  'Flat tampers': {
    is: ['een tamper', 'a tamper'],
    who: [
      ['Voor een gelijkmatig aangedrukte koffiekoek.', 'For an evenly pressed coffee bed.'],
      ['Kies de juiste diameter.', 'Choose the right diameter.'],
    ],
    note: [
      ['Zwaar genoeg om zonder kracht aan te drukken.', 'Heavy enough to press without force.'],
      ['Een vlakke, gefreesde voet.', 'A flat, machined base.'],
    ],
  },
  'Distribution tools': {
    is: ['een verdeeltool', 'a distribution tool'],
    who: [
      ['Verdeelt de koffie gelijkmatig voor het aandrukken.', 'Spreads the coffee evenly before pressing.'],
      ['Voor minder channeling en een gelijkmatiger shot.', 'For less channelling and a more even shot.'],
    ],
    note: [
      ['Kies de juiste diameter.', 'Choose the right diameter.'],
      ['Altijd bij de hand.', 'Always at hand.'],
    ],
  },
  'Milk jugs': {
    is: ['een melkkan', 'a milk jug'],
    who: [
      ['Voor het stomen van melk en het gieten van latte art.', 'For steaming milk and pouring latte art.'],
      ['Kies de inhoud naar het aantal koppen.', 'Choose the size by the number of cups.'],
    ],
    note: [
      ['De tuit is gevormd voor latte art.', 'The spout is shaped for latte art.'],
      ['Van roestvrij staal.', 'Made of stainless steel.'],
    ],
  },
  Scales: {
    is: ['een koffieweegschaal', 'a coffee scale'],
    who: [
      ['Weeg koffie en water tot op de tiende gram.', 'Weigh coffee and water to a tenth of a gram.'],
      ['Voor wie op recept zet.', 'For anyone who brews by recipe.'],
    ],
    note: [
      ['Met een ingebouwde timer.', 'With a built-in timer.'],
      ['Plat genoeg voor onder de uitloop.', 'Flat enough to fit under the spout.'],
    ],
  },
  'Espresso cups': {
    is: ['een espressokopje', 'an espresso cup'],
    who: [
      ['Voor een espresso of ristretto.', 'For an espresso or ristretto.'],
      ['Houdt de espresso warm.', 'Keeps the espresso warm.'],
    ],
    note: [
      ['Voor elke dag.', 'Made for every day.'],
      ['Ook los of als set verkrijgbaar.', 'Also sold on its own or as a set.'],
    ],
  },
  'Cappuccino cups': {
    is: ['een kop voor melkdranken', 'a cup for milk drinks'],
    who: [
      ['Voor cappuccino, flat white of latte.', 'For cappuccino, flat white or latte.'],
      ['De ronde vorm helpt bij latte art.', 'The round shape helps with latte art.'],
    ],
    note: [
      ['Met een ruime rand om uit te drinken.', 'With a wide rim to drink from.'],
      ['Ook als set verkrijgbaar.', 'Also sold as a set.'],
    ],
  },
  Glasses: {
    is: ['een koffieglas', 'a coffee glass'],
    who: [
      ['Voor wie de lagen van de koffie wil zien.', 'For anyone who wants to see the layers of the coffee.'],
      ['Voor latte macchiato, cortado of ijskoffie.', 'For latte macchiato, cortado or iced coffee.'],
    ],
    note: [
      ['Hittebestendig glas.', 'Heat-resistant glass.'],
      ['Laat zien wat erin zit.', 'Shows what is inside.'],
    ],
  },
  'Knock boxes': {
    is: ['een klopbak', 'a knock box'],
    who: [
      ['Voor de gebruikte koffiekoek.', 'For the spent coffee puck.'],
      ['Houdt het aanrecht schoon.', 'Keeps the counter clean.'],
    ],
    note: [
      ['De rubberen stang dempt het kloppen.', 'The rubber bar softens the knock.'],
      ['Makkelijk te legen en schoon te maken.', 'Easy to empty and clean.'],
    ],
  },
  Descalers: {
    is: ['een ontkalker', 'a descaler'],
    who: [
      ['Werkt grondig.', 'Works thoroughly.'],
      [
        'Ontkalk regelmatig: kalk kost smaak en levensduur.',
        'Descale regularly: scale costs taste and lifespan.',
      ],
    ],
    note: [
      ['Volg de dosering op de verpakking.', 'Follow the dosage on the pack.'],
      ['Spoel na het ontkalken door met schoon water.', 'Rinse with clean water after descaling.'],
    ],
  },
  'Cleaning tablets': {
    is: ['reinigingsmiddel in tabletvorm', 'cleaning tablets'],
    who: [
      ['Voor het regelmatige onderhoud van uw apparaat.', 'For the regular care of your appliance.'],
      ['Verwijdert koffievet en melkresten.', 'Removes coffee oils and milk residue.'],
    ],
    note: [
      ['Eén tablet per reinigingsbeurt.', 'One tablet per cleaning cycle.'],
      ['Volg het reinigingsprogramma van uw apparaat.', 'Follow your appliance’s cleaning programme.'],
    ],
  },
  Brushes: {
    is: ['een borstel', 'a brush'],
    who: [
      [
        'Voor het dagelijks schoonmaken van groepskop en maalwerk.',
        'For cleaning the group head and burrs every day.',
      ],
      ['Gereedschap dat elke dag van pas komt.', 'A tool for every day.'],
    ],
    note: [
      ['Haren die het metaal niet krassen.', 'Bristles that do not scratch the metal.'],
      ['Hangt aan een lus, altijd bij de hand.', 'Hangs from a loop, always at hand.'],
    ],
  },
  'Water filters': {
    is: ['een waterfilter', 'a water filter'],
    who: [
      ['Beschermt tegen kalk en verbetert de smaak.', 'Protects against scale and improves the taste.'],
      ['Voor wie in een gebied met hard water woont.', 'For anyone who lives where the water is hard.'],
    ],
    note: [
      [
        'Vervang het filter op tijd, zoals de maker aangeeft.',
        'Replace the filter in time, as the maker advises.',
      ],
      [
        'Past op de apparaten waarvoor de maker het filter maakt.',
        'Fits the appliances its maker makes it for.',
      ],
    ],
  },
};

function accessory(f: DescriptionFacts, rng: Random): S[] {
  const t = things[f.leaf[1]] ?? {
    is: ['een accessoire', 'an accessory'],
    who: [['Voor bij de koffie.', 'For your coffee.']],
    note: [['Met zorg gekozen.', 'Carefully chosen.']],
  };
  const kg = numberOf(f, 6);
  const ml = numberOf(f, 12);
  const first = one(rng, [
    (l) => `${the(f, l)} is ${t.is[l]}${l === 0 ? ` van ${f.brand}` : ` by ${f.brand}`}.`,
    (l) =>
      l === 0
        ? `Van ${f.brand}: de <strong>${f.model[0]}</strong>, ${t.is[0]}.`
        : `From ${f.brand}: the <strong>${f.model[1]}</strong>, ${t.is[1]}.`,
  ]);
  const who = rng.pick(t.who);
  const notes: S[] = t.note.map((n) => (l: L) => n[l]);
  if (kg) notes.push((l) => (l === 0 ? `Het gewicht: ${num(kg, 0)} kg.` : `It weighs ${num(kg, 1)} kg.`));
  if (ml)
    notes.push((l) =>
      l === 0
        ? `De fles bevat ${ml >= 1000 ? `${num(ml / 1000, 0)} liter` : `${ml} ml`}.`
        : `The bottle holds ${ml >= 1000 ? `${num(ml / 1000, 1)} litre` : `${ml} ml`}.`,
    );
  return [first, (l) => who[l], ...rng.sample(notes, rng.int(1, 2))];
}

const parts: Record<string, Tr> = {
  Gaskets: ['een groepskoppakking', 'a group head gasket'],
  'Shower screens': ['een douchezeef', 'a shower screen'],
  Portafilters: ['een filterhouder', 'a portafilter'],
  'Filter baskets': ['een filtermandje', 'a filter basket'],
  'Steam wands': ['een onderdeel van de stoompijp', 'a steam wand part'],
};

function part(f: DescriptionFacts, rng: Random): S[] {
  const is = parts[f.leaf[1]] ?? ['een onderdeel', 'a spare part'];
  const mm = /mm/.test(f.shown[0]) ? numberOf(f, 10) : undefined;
  const generic = ['VST', 'IMS', 'Pullman'].includes(f.brand);
  const first = one(rng, [
    (l) =>
      generic
        ? l === 0
          ? `De <strong>${f.brand} ${f.model[0]}</strong> is ${is[0]} voor een groep van ${mm ?? 58} mm.`
          : `The <strong>${f.brand} ${f.model[1]}</strong> is ${is[1]} for a ${mm ?? 58} mm group.`
        : l === 0
          ? `De <strong>${f.brand} ${f.model[0]}</strong> is ${is[0]}, een origineel onderdeel van ${f.brand}.`
          : `The <strong>${f.brand} ${f.model[1]}</strong> is ${is[1]}, an original ${f.brand} part.`,
    (l) =>
      l === 0
        ? `${is[0].replace(/^een/, 'Een')} van ${f.brand}${mm ? `, maat ${num(mm, 0)} mm` : ''}.`
        : `${is[1].replace(/^an?/, (x) => (x === 'an' ? 'An' : 'A'))} by ${f.brand}${mm ? `, size ${num(mm, 1)} mm` : ''}.`,
  ]);
  const who = one(rng, [
    (l) =>
      l === 0
        ? 'Vervang het bij het jaarlijkse onderhoud of zodra het slijt.'
        : 'Replace it at the yearly service or as soon as it wears.',
    (l) =>
      l === 0 ? 'Voor wie zijn apparaat zelf onderhoudt.' : 'For anyone who services their own appliance.',
  ]);
  const fit = one(rng, [
    (l) => (l === 0 ? 'Controleer de maat voordat u bestelt.' : 'Check the size before you order.'),
    (l) =>
      l === 0
        ? 'Bij elk apparaat staat welke onderdelen erop passen.'
        : 'Each appliance’s page lists the parts that fit it.',
  ]);
  return [first, who, fit];
}
