/** Texts of header navigation: mega-menu, mobile menu, dropdowns, both languages (the `en` type makes a missing key a compile error). */
const nlTexts = {};

export const navigation = {
  nl: nlTexts,
  en: {} satisfies typeof nlTexts as typeof nlTexts,
};
