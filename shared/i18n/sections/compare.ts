/** Texts of product comparison, both languages (the `en` type makes a missing key a compile error). */
const nlTexts = {};

export const compare = {
  nl: nlTexts,
  en: {} satisfies typeof nlTexts as typeof nlTexts,
};
