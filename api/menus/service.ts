/** Root menus (header, footer, trade) with their items as a tree, cut at the requested depth. */
import { notFound } from '../errors.ts';
import type { Language } from '../http/language.ts';
import type { MenuRepository } from './repository.ts';

interface MenuItemNode {
  id: number;
  title: string;
  uri: string;
  button: boolean;
  dealerOnly: boolean;
  unit4Only: boolean;
  children: MenuItemNode[];
}

interface MenuNode {
  id: number;
  handle: string;
  title: string;
  children: MenuItemNode[];
}

export const MAX_MENU_DEPTH = 3;

export function createMenuService(repo: MenuRepository) {
  async function all(lang: Language, depth: number): Promise<MenuNode[]> {
    const [menus, items] = await Promise.all([repo.menus(lang.id), repo.items(lang.id)]);
    const byParent = new Map<string, typeof items>();
    for (const item of items) {
      const key = item.parentId === null ? `m${item.menuId}` : `i${item.parentId}`;
      const list = byParent.get(key) ?? [];
      list.push(item);
      byParent.set(key, list);
    }
    const build = (key: string, level: number): MenuItemNode[] =>
      (byParent.get(key) ?? []).map((item) => ({
        id: item.id,
        title: item.title,
        uri: item.uri,
        button: item.button,
        dealerOnly: item.dealerOnly,
        unit4Only: item.unit4Only,
        children: level < depth ? build(`i${item.id}`, level + 1) : [],
      }));
    return menus.map((m) => ({ id: m.id, handle: m.handle, title: m.title, children: build(`m${m.id}`, 1) }));
  }

  return {
    /** All root menus; `parent` narrows the answer to that one menu. */
    async list(lang: Language, depth = MAX_MENU_DEPTH, parent?: number): Promise<MenuNode[]> {
      const menus = await all(lang, depth);
      if (parent === undefined) return menus;
      const menu = menus.find((m) => m.id === parent);
      if (!menu) throw notFound('Menu not found');
      return [menu];
    },
    async one(lang: Language, id: number, depth = MAX_MENU_DEPTH): Promise<MenuNode> {
      const menu = (await all(lang, depth)).find((m) => m.id === id);
      if (!menu) throw notFound('Menu not found');
      return menu;
    },
  };
}
export type MenuService = ReturnType<typeof createMenuService>;
