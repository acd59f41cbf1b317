/** Menus and their items in one language. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { menuItems, menuItemTranslations, menus, menuTranslations } from '../db/schema.ts';

export function createMenuRepository(db: Db) {
  return {
    async menus(languageId: number) {
      return db
        .select({ id: menus.id, handle: menus.handle, title: menuTranslations.title })
        .from(menus)
        .innerJoin(
          menuTranslations,
          and(eq(menuTranslations.menuId, menus.id), eq(menuTranslations.languageId, languageId)),
        )
        .orderBy(asc(menus.id));
    },
    async items(languageId: number) {
      return db
        .select({
          id: menuItems.id,
          menuId: menuItems.menuId,
          parentId: menuItems.parentId,
          button: menuItems.button,
          dealerOnly: menuItems.dealerOnly,
          unit4Only: menuItems.unit4Only,
          title: menuItemTranslations.title,
          uri: menuItemTranslations.uri,
        })
        .from(menuItems)
        .innerJoin(
          menuItemTranslations,
          and(
            eq(menuItemTranslations.menuItemId, menuItems.id),
            eq(menuItemTranslations.languageId, languageId),
          ),
        )
        .orderBy(asc(menuItems.sort), asc(menuItems.id));
    },
  };
}
export type MenuRepository = ReturnType<typeof createMenuRepository>;
