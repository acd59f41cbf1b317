/** Texts of the search dropdown and results, both languages (the `en` type makes a missing key a compile error). */
const nlTexts = {};

export const search = {
  nl: nlTexts,
  en: {} satisfies typeof nlTexts as typeof nlTexts,
};
