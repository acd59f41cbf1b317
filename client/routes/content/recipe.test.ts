import { describe, expect, it } from 'vitest';
import { faqJsonLd, isoDuration, linesOf, recipeJsonLd, recipeOf, wholeNumber } from './recipe.ts';

const fields = [
  { key: 'preparation_time', value: '10' },
  { key: 'cooking_time', value: '80' },
  { key: 'servings', value: '4' },
  { key: 'difficulty', value: 'medium' },
  { key: 'ingredients', value: '200 g chocolate\n\n 3 eggs \r\n100 g sugar' },
  { key: 'steps', value: 'Melt the chocolate.\nWhisk the eggs.' },
];

describe('a recipe from its extra fields', () => {
  it('reads ingredients and steps one per line, times, servings and difficulty', () => {
    expect(recipeOf(fields)).toEqual({
      ingredients: ['200 g chocolate', '3 eggs', '100 g sugar'],
      steps: ['Melt the chocolate.', 'Whisk the eggs.'],
      preparation: 10,
      cooking: 80,
      total: 90,
      servings: 4,
      difficulty: 'medium',
    });
  });

  it('leaves out what is missing or not a plain number', () => {
    expect(recipeOf([{ key: 'preparation_time', value: '5' }])).toMatchObject({
      ingredients: [],
      steps: [],
      preparation: 5,
      cooking: null,
      total: 5,
      servings: null,
      difficulty: null,
    });
    expect(recipeOf([{ key: 'difficulty', value: 'extreme' }]).difficulty).toBeNull();
    expect(recipeOf([]).total).toBeNull();
    for (const bad of ['', '-5', '1.5', '5 min', '1e3', '0', '99999999'])
      expect(wholeNumber(bad, 10_080)).toBeNull();
    expect(linesOf(Array.from({ length: 150 }, (_, i) => `line ${i}`).join('\n'))).toHaveLength(100);
  });

  it('writes minutes as ISO 8601 durations', () => {
    expect(isoDuration(5)).toBe('PT5M');
    expect(isoDuration(60)).toBe('PT1H');
    expect(isoDuration(90)).toBe('PT1H30M');
    expect(isoDuration(240)).toBe('PT4H');
    expect(isoDuration(0)).toBe('PT0M');
  });
});

describe('structured data', () => {
  it('describes a recipe as schema.org Recipe with HowToSteps, times, yield and the shop as author', () => {
    const ld = recipeJsonLd({
      page: {
        title: 'Mocha brownies',
        intro: 'Fudgy brownies',
        image: '/api/media/pages/36.svg',
        type_code: 'recipe',
      },
      recipe: recipeOf(fields),
      url: 'https://shop.test/en/recipes/mocha-brownies',
      publicUrl: 'https://shop.test',
      shopName: 'Koffie & Keuken',
      category: 'Cooking with coffee',
      locale: 'en',
    });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Mocha brownies',
      description: 'Fudgy brownies',
      image: ['https://shop.test/api/media/pages/36.svg'],
      author: { '@type': 'Organization', name: 'Koffie & Keuken' },
      recipeCategory: 'Cooking with coffee',
      prepTime: 'PT10M',
      cookTime: 'PT1H20M',
      totalTime: 'PT1H30M',
      recipeYield: '4',
      recipeIngredient: ['200 g chocolate', '3 eggs', '100 g sugar'],
    });
    expect(ld.recipeInstructions).toEqual([
      {
        '@type': 'HowToStep',
        position: 1,
        text: 'Melt the chocolate.',
        url: 'https://shop.test/en/recipes/mocha-brownies#step-1',
      },
      {
        '@type': 'HowToStep',
        position: 2,
        text: 'Whisk the eggs.',
        url: 'https://shop.test/en/recipes/mocha-brownies#step-2',
      },
    ]);
    expect(ld).not.toHaveProperty('aggregateRating');
  });

  it('leaves out the times, yield and image a recipe does not have', () => {
    const ld = recipeJsonLd({
      page: { title: 'X', intro: '', image: null, type_code: 'recipe' },
      recipe: recipeOf([]),
      url: 'https://shop.test/x',
      publicUrl: 'https://shop.test',
      shopName: 'Koffie & Keuken',
      locale: 'nl',
    });
    for (const key of [
      'image',
      'description',
      'prepTime',
      'cookTime',
      'totalTime',
      'recipeYield',
      'recipeCategory',
    ])
      expect(ld).not.toHaveProperty(key);
  });

  it('describes questions and answers as schema.org FAQPage', () => {
    expect(faqJsonLd([{ question: 'Q?', answer: '<p>A.</p>' }], 'https://shop.test/service/faq/x')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: 'https://shop.test/service/faq/x',
      mainEntity: [
        { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: '<p>A.</p>' } },
      ],
    });
  });
});
