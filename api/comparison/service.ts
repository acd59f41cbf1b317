/** POST /productComparison: the products side by side and the union of their specs. */
import { specValueText } from '../../shared/format-number.ts';
import { notFound } from '../errors.ts';
import type { Language } from '../http/language.ts';
import { toCard } from '../products/cards.ts';
import type { ProductRepository } from '../products/repository.ts';
import type { ComparisonRepository } from './repository.ts';

export function createComparisonService(repo: ComparisonRepository, products: ProductRepository) {
  return {
    /** `ids` in the order asked; unknown or inactive ids are skipped; none left → 404. */
    async compare(lang: Language, ids: number[]) {
      const wanted = [...new Set(ids)];
      const active = new Set(await repo.activeIds(wanted));
      const kept = wanted.filter((id) => active.has(id));
      const cards = (await products.cards(kept, lang.id)).map(toCard);
      if (cards.length === 0) throw notFound('None of these products exist');
      const present = cards.map((c) => c.id);

      const bySpec = new Map<number, { id: number; title: string; values: Map<number, string> }>();
      for (const row of await repo.specValues(present, lang.id)) {
        let spec = bySpec.get(row.specId);
        if (!spec) {
          spec = { id: row.specId, title: row.title, values: new Map() };
          bySpec.set(row.specId, spec);
        }
        const shown = specValueText({ title: row.value, numeric: row.numeric, unit: row.unit }, lang.locale);
        const before = spec.values.get(row.productId);
        spec.values.set(row.productId, before === undefined ? shown : `${before}, ${shown}`);
      }
      const specs = [...bySpec.values()].map((spec) => {
        const values: Record<string, string | null> = {};
        for (const id of present) values[String(id)] = spec.values.get(id) ?? null;
        return { id: spec.id, title: spec.title, values, differs: new Set(Object.values(values)).size > 1 };
      });
      return { products: cards, specs };
    },
  };
}
export type ComparisonService = ReturnType<typeof createComparisonService>;
