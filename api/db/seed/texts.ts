/** Short texts for reviews, pros and cons and product questions, in Dutch and English. */
import type { Generator, MediaKind, Tr } from './catalog-data.ts';
import type { Random } from './random.ts';

export const authors = [
  'Jan de Vries',
  'Sanne Jansen',
  'Pieter Bakker',
  'Lotte Visser',
  'Thomas Smit',
  'Emma Mulder',
  'Daan de Boer',
  'Julia Meijer',
  'Bram Peeters',
  'Lies Maes',
  'Koen Janssens',
  'Noor Claes',
  'Ruben Willems',
  'Fleur Hendriks',
  'Milan van Dijk',
  'Eva Dekker',
];

const prosCons: Record<string, { pros: Tr[]; cons: Tr[] }> = {
  machine: {
    pros: [
      ['Zeer stabiele temperatuur', 'Very stable temperature'],
      ['Stevige, degelijke bouw', 'Solid, sturdy build'],
      ['Krachtige stoom', 'Powerful steam'],
      ['Snel opgewarmd', 'Heats up quickly'],
      ['Eenvoudig te onderhouden', 'Easy to maintain'],
    ],
    cons: [
      ['Neemt veel ruimte in', 'Takes up a lot of space'],
      ['Watertank lastig bij te vullen', 'Water tank is awkward to refill'],
      ['Prijzig', 'Pricey'],
    ],
  },
  grinder: {
    pros: [
      ['Zeer gelijkmatige maling', 'Very even grind'],
      ['Weinig retentie', 'Low retention'],
      ['Stil', 'Quiet'],
      ['Traploos instelbaar', 'Stepless adjustment'],
    ],
    cons: [
      ['Bonenreservoir is klein', 'Small bean hopper'],
      ['Instellen vraagt geduld', 'Dialling in takes patience'],
    ],
  },
  default: {
    pros: [
      ['Goede prijs-kwaliteitverhouding', 'Good value for money'],
      ['Mooi afgewerkt', 'Nicely finished'],
      ['Gebruiksvriendelijk', 'Easy to use'],
      ['Duurzaam materiaal', 'Durable material'],
    ],
    cons: [
      ['Beperkt aantal kleuren', 'Limited colours'],
      ['Verpakking kan beter', 'Packaging could be better'],
    ],
  },
};

export function prosConsFor(kind: MediaKind): { pros: Tr[]; cons: Tr[] } {
  return prosCons[kind] ?? prosCons.default!;
}

const questions: Record<string, [Tr, Tr][]> = {
  machine: [
    [
      [
        'Kan ik deze machine aansluiten op de waterleiding?',
        'Can I plumb this machine into the water supply?',
      ],
      ['Ja, met de optionele vaste wateraansluiting.', 'Yes, with the optional plumb-in kit.'],
    ],
    [
      ['Hoe lang duurt het opwarmen?', 'How long does it take to heat up?'],
      ['Ongeveer 15 tot 25 minuten.', 'About 15 to 25 minutes.'],
    ],
    [
      ['Wordt er een tamper meegeleverd?', 'Is a tamper included?'],
      ['Ja, een kunststof tamper wordt meegeleverd.', 'Yes, a plastic tamper is included.'],
    ],
  ],
  default: [
    [
      ['Is dit product vaatwasserbestendig?', 'Is this product dishwasher safe?'],
      ['Wij raden afwassen met de hand aan.', 'We recommend washing by hand.'],
    ],
    [
      ['Wanneer is dit product weer op voorraad?', 'When will this product be back in stock?'],
      ['Meestal binnen één tot twee weken.', 'Usually within one to two weeks.'],
    ],
    [
      ['Hoe lang is de garantie?', 'How long is the warranty?'],
      ['Twee jaar fabrieksgarantie.', 'Two years of manufacturer warranty.'],
    ],
  ],
};

export function questionsFor(kind: MediaKind): [Tr, Tr][] {
  return questions[kind] ?? questions.default!;
}

/** Who writes reviews: Dutch and Flemish names for Dutch reviews, international ones for English. */
const authorsEn = [
  'James Walker',
  'Sophie Turner',
  'Lukas Schneider',
  'Claire Dubois',
  'Marco Rossi',
  'Anna Kowalska',
  'David Chen',
  'Hannah Becker',
  'Oliver Hughes',
  'Isabel García',
  'Erik Lindqvist',
  'Priya Sharma',
  'Tom Fletcher',
  'Chloé Martin',
  'Mark de Jong',
  'Laura Fischer',
];

export function authorsOf(l: 0 | 1): readonly string[] {
  return l === 0 ? authors : authorsEn;
}

/** What a review is about: what the shopper bought. */
export type ReviewTopic =
  | 'machine'
  | 'grinder'
  | 'handgrinder'
  | 'coffee'
  | 'capsule'
  | 'appliance'
  | 'accessory'
  | 'care'
  | 'part';

export function reviewTopicOf(gen: Generator): ReviewTopic {
  if (gen.kind === 'machine') return 'machine';
  if (gen.kind === 'grinder') return gen.manual ? 'handgrinder' : 'grinder';
  if (gen.specs === 'coffee') return 'coffee';
  if (gen.specs === 'capsule') return 'capsule';
  if (gen.kind === 'part') return 'part';
  if (gen.specs === 'none') return 'care';
  if (gen.kind === 'kettle') return 'appliance';
  return 'accessory';
}

type Band = 'high' | 'mid' | 'low';
/** Sentences per band; `{model}` becomes the model's name, `{brand}` the brand. */
type Lines = Record<Band, Tr[]>;

const titles: Lines = {
  high: [
    ['Fantastisch!', 'Fantastic!'],
    ['Top aankoop', 'Great purchase'],
    ['Precies wat ik zocht', 'Exactly what I wanted'],
    ['Zeer tevreden', 'Very happy'],
    ['Een aanrader', 'Highly recommended'],
    ['Had ik eerder moeten kopen', 'Should have bought it sooner'],
    ['Dik verdiend', 'Well deserved'],
    ['Kwaliteit', 'Quality'],
  ],
  mid: [
    ['Goed', 'Good'],
    ['Tevreden, met een kanttekening', 'Happy, with one remark'],
    ['Prima, niet perfect', 'Fine, not perfect'],
    ['Doet wat het belooft', 'Does what it promises'],
    ['Degelijk', 'Solid'],
    ['Bijna perfect', 'Almost perfect'],
    ['Goede koop', 'Good buy'],
  ],
  low: [
    ['Valt tegen', 'Disappointing'],
    ['Niet voor mij', 'Not for me'],
    ['Verwachtte meer', 'Expected more'],
    ['Twijfelachtig', 'Doubtful'],
  ],
};

const openers: Lines = {
  high: [
    [
      'Na een paar weken dagelijks gebruik kan ik zeggen: dit is een blijvertje.',
      'After a few weeks of daily use I can say: this one is a keeper.',
    ],
    [
      'Lang getwijfeld, maar de {model} is elke cent waard.',
      'I hesitated for a long time, but the {model} is worth every cent.',
    ],
    [
      'Besteld op zondag, dinsdag in huis en meteen in gebruik genomen.',
      'Ordered on Sunday, delivered on Tuesday and in use straight away.',
    ],
    [
      'Mijn tweede product van {brand} en opnieuw overtuigd.',
      'My second product from {brand} and convinced again.',
    ],
    [
      'Ik gebruik de {model} nu een maand en ben nog steeds enthousiast.',
      'I have been using the {model} for a month and am still enthusiastic.',
    ],
    [
      'Als cadeau gekocht voor mijn partner, die er erg blij mee is.',
      'Bought as a present for my partner, who is delighted with it.',
    ],
  ],
  mid: [
    ['Over het algemeen tevreden met de {model}.', 'Overall I am happy with the {model}.'],
    ['Goed product, al zijn er een paar puntjes.', 'A good product, though there are a few points.'],
    ['Het doet wat het moet doen, niet meer en niet minder.', 'It does what it should, no more and no less.'],
    ['Na wat gewenning ben ik er redelijk tevreden over.', 'After getting used to it I am fairly satisfied.'],
    [
      'Ik heb de {model} nu {weeks} weken in gebruik.',
      'I have been using the {model} for {weeks} weeks now.',
    ],
    [
      'Na {weeks} weken een eerlijke indruk van de {model}.',
      'An honest impression of the {model} after {weeks} weeks.',
    ],
    [
      'Gekozen na veel vergelijken; {brand} had een goede naam.',
      'Chosen after a lot of comparing; {brand} has a good name.',
    ],
    [
      'Redelijk tevreden, maar niet alles is zoals gehoopt.',
      'Fairly happy, but not everything is as I had hoped.',
    ],
  ],
  low: [
    ['Ik had er meer van verwacht, zeker voor deze prijs.', 'I expected more, certainly at this price.'],
    ['Helaas niet wat ik hoopte.', 'Unfortunately not what I had hoped for.'],
    [
      'Na een paar weken ben ik er toch niet blij mee.',
      'After a few weeks I am not happy with it after all.',
    ],
    [
      'Na {weeks} weken ben ik klaar met de {model}.',
      'After {weeks} weeks I have had enough of the {model}.',
    ],
    ['Van {brand} had ik meer kwaliteit verwacht.', 'I expected better quality from {brand}.'],
    [
      'De {model} zag er online beter uit dan in het echt.',
      'The {model} looked better online than in real life.',
    ],
  ],
};

const closings: Lines = {
  high: [
    ['Aanrader!', 'Recommended!'],
    [
      'De klantenservice beantwoordde mijn vraag binnen een uur.',
      'Customer service answered my question within the hour.',
    ],
    ['Goed verpakt geleverd.', 'Delivered well packed.'],
    ['Ik zou hem zo weer kopen.', 'I would buy it again in a heartbeat.'],
    ['Vijf sterren van mij.', 'Five stars from me.'],
    ['Levering was snel en netjes.', 'Delivery was quick and tidy.'],
  ],
  mid: [
    ['Al met al een prima aankoop.', 'All in all a decent purchase.'],
    ['Voor de prijs acceptabel.', 'Acceptable for the price.'],
    ['De handleiding had duidelijker gekund.', 'The manual could have been clearer.'],
    ['Ik weet nog niet of ik hem opnieuw zou kiezen.', 'Not sure yet whether I would choose it again.'],
    ['Daarom vier in plaats van vijf sterren.', 'Hence four stars instead of five.'],
    ['Voor dagelijks gebruik voldoet hij prima.', 'For everyday use it does the job.'],
  ],
  low: [
    ['Ik overweeg hem terug te sturen.', 'I am considering returning it.'],
    ['De klantenservice dacht wel netjes mee.', 'Customer service did try to help, to be fair.'],
    ['Jammer.', 'A pity.'],
    ['Ik zou eerst goed vergelijken voor u bestelt.', 'I would compare carefully before ordering.'],
    ['Het retourneren ging gelukkig zonder problemen.', 'Returning it went smoothly, luckily.'],
  ],
};

const details: Record<ReviewTopic, Lines> = {
  machine: {
    high: [
      [
        'De temperatuur is heel stabiel; mijn espresso smaakt elke keer hetzelfde.',
        'The temperature is very stable; my espresso tastes the same every time.',
      ],
      [
        'Het stoomvermogen is indrukwekkend, melk opschuimen voor latte art lukt nu wel.',
        'The steam power is impressive; I can finally texture milk for latte art.',
      ],
      [
        'Zwaar, degelijk en prachtig afgewerkt. Hij staat mooi op het aanrecht.',
        'Heavy, solid and beautifully finished. It looks great on the counter.',
      ],
      [
        'In een kwartier op temperatuur en de eerste shot was meteen goed.',
        'Up to temperature in fifteen minutes and the first shot was right straight away.',
      ],
      [
        'De pre-infusie maakt echt verschil bij licht gebrande bonen.',
        'The pre-infusion really makes a difference with light roasts.',
      ],
      [
        'Eindelijk cappuccino zoals in mijn favoriete koffiebar.',
        'Finally cappuccino like at my favourite coffee bar.',
      ],
    ],
    mid: [
      [
        'De espresso is goed, maar het opwarmen duurt langer dan ik dacht.',
        'The espresso is good, but heating up takes longer than I expected.',
      ],
      [
        'De watertank zit achter en is lastig bij te vullen onder een kastje.',
        'The water tank is at the back and awkward to refill under a cupboard.',
      ],
      [
        'Prima machine, alleen de stoomknop gaat wat stroef.',
        'A fine machine, only the steam knob is a bit stiff.',
      ],
      ['De lekbak moet vaak geleegd worden.', 'The drip tray needs emptying often.'],
      [
        'Mooie espresso, maar de meegeleverde tamper is van plastic.',
        'Lovely espresso, but the tamper it comes with is plastic.',
      ],
      [
        'Het stomen gaat goed, al duurt het even voor er droge stoom komt.',
        'Steaming works well, though it takes a moment before the steam is dry.',
      ],
      [
        'Smaakt goed, maar de manometer geeft een andere druk aan dan ik meet.',
        'Tastes good, but the gauge shows a different pressure than I measure.',
      ],
    ],
    low: [
      [
        'De temperatuur schommelt meer dan ik had verwacht.',
        'The temperature fluctuates more than I expected.',
      ],
      [
        'Na twee weken lekte de groepskop al; gelukkig onder garantie.',
        'After two weeks the group head already leaked; covered by warranty, luckily.',
      ],
      ['Erg luid en de lekbak is te klein.', 'Very loud and the drip tray is too small.'],
      [
        'De pomp maakt een tikkend geluid dat niet weggaat.',
        'The pump makes a ticking noise that does not go away.',
      ],
      [
        'Het duurt erg lang voor de machine op temperatuur is.',
        'It takes a very long time to get up to temperature.',
      ],
    ],
  },
  grinder: {
    high: [
      [
        'Maalt heel gelijkmatig en het instellen voor espresso ging snel.',
        'Grinds very evenly and dialling in for espresso was quick.',
      ],
      [
        'Nauwelijks retentie: wat ik weeg, komt er ook uit.',
        'Hardly any retention: what I weigh in comes out.',
      ],
      ['Veel stiller dan mijn vorige molen.', 'Much quieter than my previous grinder.'],
      [
        'Het verschil in de kop met mijn oude molen is groot.',
        'The difference in the cup compared with my old grinder is huge.',
      ],
      ['Traploos instellen maakt het finetunen makkelijk.', 'Stepless adjustment makes fine-tuning easy.'],
    ],
    mid: [
      [
        'De maling is goed, al blijft er wat koffie achter in de uitloop.',
        'The grind is good, though some coffee stays behind in the chute.',
      ],
      [
        'Het bonenreservoir is wat klein voor dagelijks gebruik met het hele gezin.',
        'The hopper is a bit small for daily use by the whole family.',
      ],
      [
        'Prima molen, alleen wat statisch bij droge bonen.',
        'A fine grinder, just a little static with dry beans.',
      ],
    ],
    low: [
      [
        'Veel statische lading, de koffie vliegt alle kanten op.',
        'Lots of static, the coffee flies everywhere.',
      ],
      [
        'Het instellen verloopt uit zichzelf; elke dag opnieuw zoeken.',
        'The setting drifts on its own; dialling in again every day.',
      ],
      [
        'Luider dan verwacht en de timer is onnauwkeurig.',
        'Louder than expected and the timer is imprecise.',
      ],
    ],
  },
  handgrinder: {
    high: [
      [
        'Draait soepel en maalt zelfs fijn genoeg voor espresso.',
        'Turns smoothly and even grinds fine enough for espresso.',
      ],
      [
        'Gaat mee op vakantie en zet overal een prima V60.',
        'Comes along on holiday and makes a great V60 anywhere.',
      ],
      ['De klikken zijn precies en goed voelbaar.', 'The clicks are precise and easy to feel.'],
      [
        'Solide gebouwd, voelt als een precisie-instrument.',
        'Solidly built, feels like a precision instrument.',
      ],
    ],
    mid: [
      [
        'Goede maling, maar 18 gram malen kost toch wel een minuut.',
        'Good grind, but 18 grams still takes about a minute.',
      ],
      [
        'Prima molen, al had de slinger wat langer mogen zijn.',
        'A fine grinder, though the handle could have been longer.',
      ],
      [
        'Voor filter prima, voor espresso wat zwaar draaien.',
        'Fine for filter, a bit heavy going for espresso.',
      ],
    ],
    low: [
      ['De as heeft speling, de maling is niet gelijkmatig.', 'The shaft has play and the grind is uneven.'],
      ['Het vangbakje schiet te makkelijk los.', 'The catch cup comes loose too easily.'],
      ['Te zwaar draaien voor dagelijks gebruik.', 'Too heavy to turn for daily use.'],
    ],
  },
  coffee: {
    high: [
      [
        'Mooie balans tussen zoet en zuur, heerlijk als espresso en in melk.',
        'A lovely balance of sweetness and acidity, great as espresso and with milk.',
      ],
      [
        'Vers gebrand: de branddatum was nog geen week oud.',
        'Freshly roasted: the roast date was less than a week old.',
      ],
      [
        'Tonen van chocolade en noten, precies zoals beschreven.',
        'Notes of chocolate and nuts, just as described.',
      ],
      [
        'Onze vaste huisbonen geworden, het hele gezin drinkt ze graag.',
        'They have become our house beans; the whole family loves them.',
      ],
      ['Mooie crema en een volle body.', 'Lovely crema and a full body.'],
    ],
    mid: [
      [
        'Lekker, maar voor mijn smaak iets te donker gebrand.',
        'Tasty, but roasted a bit too dark for my taste.',
      ],
      [
        'Goede koffie, al is de prijs per kilo aan de hoge kant.',
        'Good coffee, though the price per kilo is on the high side.',
      ],
      [
        'Smaakt prima, de zak heeft alleen geen hersluitbare sluiting.',
        'Tastes fine, only the bag cannot be resealed.',
      ],
    ],
    low: [
      ['Te bitter, ook met een grovere maling.', 'Too bitter, even with a coarser grind.'],
      ['De bonen waren olieachtig en smaakten muf.', 'The beans were oily and tasted stale.'],
      ['Weinig smaak, vlak in de kop.', 'Little flavour, flat in the cup.'],
    ],
  },
  capsule: {
    high: [
      [
        'Passen perfect in mijn machine en geven een volle kop.',
        'They fit my machine perfectly and give a full cup.',
      ],
      [
        'Lekkerder dan de originele capsules en goedkoper.',
        'Tastier than the original capsules and cheaper.',
      ],
      ['Fijn dat ze composteerbaar zijn.', 'Nice that they are compostable.'],
      ['Mooie crema voor een capsule.', 'Lovely crema for a capsule.'],
    ],
    mid: [
      [
        'Smaak is goed, maar af en toe prikt de machine een capsule niet goed door.',
        'The taste is good, but now and then the machine does not pierce a capsule properly.',
      ],
      [
        'Prima voor dagelijks, iets minder intens dan verwacht.',
        'Fine for every day, a bit less intense than expected.',
      ],
    ],
    low: [
      ['Loopt regelmatig vast in mijn machine.', 'Regularly gets stuck in my machine.'],
      ['Waterig, ook op de kleinste kopinstelling.', 'Watery, even on the smallest cup setting.'],
    ],
  },
  appliance: {
    high: [
      [
        'Stijlvol apparaat dat ook nog eens uitstekend werkt.',
        'A stylish appliance that also works excellently.',
      ],
      ['Snel, stil en makkelijk schoon te maken.', 'Fast, quiet and easy to clean.'],
      [
        'De temperatuur klopt tot op de graad, ideaal voor filterkoffie en thee.',
        'The temperature is accurate to the degree, ideal for filter coffee and tea.',
      ],
      ['Degelijk gebouwd, dit gaat jaren mee.', 'Solidly built, this will last for years.'],
      ['Elke ochtend in gebruik, nog nooit een probleem gehad.', 'In use every morning and never a problem.'],
    ],
    mid: [
      ['Werkt goed, maar het snoer is vrij kort.', 'Works well, but the cord is rather short.'],
      ['Mooi ontwerp, het geluid is wat aanwezig.', 'Nice design, the noise is somewhat noticeable.'],
      [
        'Doet het goed, de knoppen voelen wel wat goedkoop.',
        'Works well, though the buttons feel a bit cheap.',
      ],
    ],
    low: [
      ['Na een maand begon hij te lekken.', 'After a month it started to leak.'],
      ['De kleur wijkt af van de foto.', 'The colour differs from the photo.'],
      ['Wordt aan de buitenkant erg heet.', 'The outside gets very hot.'],
    ],
  },
  accessory: {
    high: [
      ['Mooi afgewerkt en ligt goed in de hand.', 'Nicely finished and feels good in the hand.'],
      [
        'Kleine aankoop, groot verschil in mijn dagelijkse routine.',
        'A small purchase that makes a big difference to my daily routine.',
      ],
      ['Precies de maat die ik nodig had.', 'Exactly the size I needed.'],
      ['Stevig materiaal, voelt duurzaam aan.', 'Sturdy material, feels durable.'],
      ['Staat prachtig naast de machine.', 'Looks lovely next to the machine.'],
    ],
    mid: [
      ['Doet wat het moet doen, de afwerking kan beter.', 'Does the job, the finish could be better.'],
      ['Prima, al is hij iets kleiner dan ik dacht.', 'Fine, though a little smaller than I thought.'],
      ['Goed bruikbaar, alleen niet vaatwasserbestendig.', 'Useful, just not dishwasher safe.'],
    ],
    low: [
      ['Er zat een krasje op bij levering.', 'It arrived with a scratch.'],
      ['Voelt goedkoop aan voor dit geld.', 'Feels cheap for the money.'],
      ['De maat klopte niet met de omschrijving.', 'The size did not match the description.'],
    ],
  },
  care: {
    high: [
      ['Werkt grondig, de machine is weer als nieuw.', 'Works thoroughly; the machine is like new again.'],
      ['Makkelijk te doseren en geen nare geur.', 'Easy to dose and no unpleasant smell.'],
      ['Na gebruik is de koffie merkbaar lekkerder.', 'The coffee tastes noticeably better afterwards.'],
      ['Lang mee te doen, goede prijs per keer.', 'Lasts a long time, good value per use.'],
    ],
    mid: [
      ['Doet zijn werk, wel wat prijzig.', 'Does its job, a bit pricey though.'],
      ['Werkt, maar je moet wel twee keer naspoelen.', 'It works, but you do need to rinse twice.'],
    ],
    low: [
      ['Weinig effect op de kalkaanslag.', 'Little effect on the scale.'],
      ['De verpakking lekte bij aankomst.', 'The packaging leaked on arrival.'],
    ],
  },
  part: {
    high: [
      ['Past precies, mijn machine lekt niet meer.', 'Fits exactly; my machine no longer leaks.'],
      [
        'Zelf vervangen in tien minuten, met de uitleg uit de FAQ.',
        'Replaced it myself in ten minutes with the explanation from the FAQ.',
      ],
      ['Origineel onderdeel en snel geleverd.', 'Original part and delivered quickly.'],
      [
        'Duidelijk beter dan het versleten exemplaar; de extractie is gelijkmatiger.',
        'Clearly better than the worn one; extraction is more even.',
      ],
    ],
    mid: [
      [
        'Past, maar zat erg strak; met wat geduld gelukt.',
        'Fits, but it was very tight; managed with some patience.',
      ],
      [
        'Goed onderdeel, de maat had duidelijker vermeld mogen worden.',
        'A good part; the size could have been stated more clearly.',
      ],
    ],
    low: [
      ['Paste net niet op mijn oudere model.', 'Did not quite fit my older model.'],
      ['Na korte tijd alweer versleten.', 'Worn out again after a short while.'],
    ],
  },
};

/** Distinct draws from a list (fewer when it is shorter). */
function pickOne<T>(rng: Random, items: readonly T[]): T {
  return items[Math.floor(rng.next() * items.length)]!;
}

/**
 * A review as a shopper would write it about this kind of product: a title, and a body of an
 * opening, a remark about the product and, often, a closing remark, each fitting the rating;
 * `wording` is the product's own stream of draws. In both languages (Dutch, English) from one set
 * of draws, the same templates filled in each, so one is an honest translation of the other
 * (decision 103).
 */
export function reviewTexts(
  wording: Random,
  topic: ReviewTopic,
  rating: number,
  about: { brand: string; model: Tr },
): [{ title: string; body: string }, { title: string; body: string }] {
  const band: Band = rating >= 9 ? 'high' : rating >= 7 ? 'mid' : 'low';
  const weeks = String(2 + Math.floor(wording.next() * 30));
  const parts = [pickOne(wording, openers[band]), pickOne(wording, details[topic][band])];
  if (wording.chance(0.6)) parts.push(pickOne(wording, closings[band]));
  const title = pickOne(wording, titles[band]);
  const inLanguage = (l: 0 | 1) => {
    const fill = (t: Tr) =>
      t[l]
        .replaceAll('{model}', about.model[l]!)
        .replaceAll('{brand}', about.brand)
        .replaceAll('{weeks}', weeks);
    return { title: fill(title), body: parts.map(fill).join(' ') };
  };
  return [inLanguage(0), inLanguage(1)];
}
