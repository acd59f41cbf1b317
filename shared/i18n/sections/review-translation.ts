/**
 * Texts of reviews in the other language (issue 41, decision 103): translated ones and those only
 * in their writer's language. The page's language names the other one, so each text names it.
 * Imported by the review list island itself (its own chunk), not by every first load.
 */
export const nl = {
  /** a review shown as its writer wrote it, in the other language */
  written_in: 'In het Engels geschreven',
  /** a review shown translated into the page's language */
  translated_from: 'Vertaald uit het Engels',
  /** a toggle (aria-pressed): the review as written */
  show_original: 'Toon origineel',
  show_untranslated_one: 'Toon 1 review in het Engels',
  show_untranslated_other: 'Toon {{count}} reviews in het Engels',
  untranslated_failed: 'De reviews in het Engels konden niet worden geladen. Probeer het nog eens.',
};

export const en: typeof nl = {
  written_in: 'Written in Dutch',
  translated_from: 'Translated from Dutch',
  show_original: 'Show original',
  show_untranslated_one: 'Show 1 review in Dutch',
  show_untranslated_other: 'Show {{count}} reviews in Dutch',
  untranslated_failed: 'The reviews in Dutch could not be loaded. Please try again.',
};
