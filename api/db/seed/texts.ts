/** Short texts for reviews, pros and cons and product questions, in Dutch and English. */
import type { MediaKind, Tr } from './catalog-data.ts';
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

const reviewTexts: { min: number; title: Tr; body: Tr }[] = [
  {
    min: 9,
    title: ['Fantastisch!', 'Fantastic!'],
    body: [
      'Precies wat ik zocht, snel geleverd en goed verpakt.',
      'Exactly what I was looking for, delivered fast and well packed.',
    ],
  },
  {
    min: 9,
    title: ['Top product', 'Great product'],
    body: ['Elke dag weer blij mee. Aanrader!', 'Happy with it every day. Recommended!'],
  },
  {
    min: 7,
    title: ['Goed', 'Good'],
    body: ['Doet wat het moet doen, prima kwaliteit.', 'Does what it should, fine quality.'],
  },
  {
    min: 7,
    title: ['Tevreden', 'Satisfied'],
    body: [
      'Goede koop, alleen de handleiding kan duidelijker.',
      'Good buy, only the manual could be clearer.',
    ],
  },
  {
    min: 1,
    title: ['Valt tegen', 'Disappointing'],
    body: ['Had er meer van verwacht voor deze prijs.', 'Expected more for this price.'],
  },
];

export function reviewText(rng: Random, rating: number, l: 0 | 1): { title: string; body: string } {
  const fitting = reviewTexts.filter((t) => rating >= t.min && (rating < 7 ? t.min === 1 : t.min > 1));
  const text = rng.pick(fitting.length ? fitting : reviewTexts);
  return { title: text.title[l], body: text.body[l] };
}
