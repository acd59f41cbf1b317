/** Types of screen-table.mjs (the screen table gathered from the screen folders, decision 084). */
export interface ScreenFolder {
  folder: string;
  name: string;
  /** `screen.ts` or `screen.tsx` */
  screen: string;
  /** The folder's `*-data.ts` that exports `load`, or null. */
  loader: string | null;
  /** Whether the folder has its own `texts.ts` (decision 088). */
  texts: boolean;
  /** The namespace its texts are read under (`cartScreen`), or null without `texts.ts` (decision 106). */
  namespace: string | null;
}
export function camelName(folder: string): string;
export function textsNamespace(name: string): string;
/** `shared/i18n/screen-sections`: the browser's per-folder text modules and their loaders (decision 106). */
export const screenSections: string;
export function screenFolders(root?: string): ScreenFolder[];
export function screenStylesheets(root?: string): string[];
export function screenTable(root?: string): Record<string, string>;
export function writeScreenTable(root?: string): string[];
