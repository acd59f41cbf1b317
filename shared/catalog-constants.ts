/** Business constants of listings (spec 9), free of any schema library so the browser bundle stays small. */
export const sortOptions = ['default', 'popularity', 'price_asc', 'price_desc'] as const;
export type SortOption = (typeof sortOptions)[number];
/** Category listing page size. */
export const listingPageSize = 24;

/** The most products compared at once. */
export const MAX_COMPARE = 4;
