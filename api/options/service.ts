/**
 * Choosing a product option: which attribute values can still be combined with the ones chosen,
 * the starting price of what is left, and the option once every attribute has a value.
 */
import { HttpError, notFound } from '../errors.ts';
import type { Language } from '../http/language.ts';
import { euros, eurosOrNull } from '../lib/money.ts';
import { parsedQuantity } from '../prices/quantity.ts';
import { unitPriceFields } from '../prices/unit-price.ts';
import type { OptionRepository } from './repository.ts';

/** attribute id (as a string key) → chosen value id */
export type Selection = Record<string, number>;

const optionNotFound = () =>
  new HttpError(404, 'option_not_found', 'No product option matches the chosen attributes');

export function createOptionService(repo: OptionRepository) {
  async function load(lang: Language, productId: number, selection: Selection) {
    const name = await repo.productName(productId, lang.id);
    if (name === undefined) throw notFound('Product not found');
    const options = await repo.options(productId);
    const rows = await repo.optionValues(
      options.map((o) => o.id),
      lang.id,
    );

    // The product's attributes and the values its options use, in order.
    const attributes = new Map<number, { id: number; title: string; values: Map<number, string> }>();
    const valuesOf = new Map<number, Map<number, number>>(); // option → attribute → value
    for (const r of rows) {
      let attribute = attributes.get(r.attributeId);
      if (!attribute) {
        attribute = { id: r.attributeId, title: r.attributeTitle, values: new Map() };
        attributes.set(r.attributeId, attribute);
      }
      attribute.values.set(r.valueId, r.valueTitle);
      let own = valuesOf.get(r.optionId);
      if (!own) {
        own = new Map();
        valuesOf.set(r.optionId, own);
      }
      own.set(r.attributeId, r.valueId);
    }

    // Only choices of this product's attributes and values count; anything else is ignored.
    const chosen = new Map<number, number>();
    for (const [key, valueId] of Object.entries(selection)) {
      const attribute = attributes.get(Number(key));
      if (attribute?.values.has(valueId)) chosen.set(attribute.id, valueId);
    }
    const fits = (optionId: number, except?: number) => {
      const own = valuesOf.get(optionId);
      for (const [attributeId, valueId] of chosen) {
        if (attributeId !== except && own?.get(attributeId) !== valueId) return false;
      }
      return true;
    };
    return { name, options, attributes, valuesOf, chosen, fits };
  }

  return {
    async attributes(lang: Language, productId: number, selection: Selection) {
      const { options, attributes, valuesOf, chosen, fits } = await load(lang, productId, selection);
      const matching = options.filter((o) => fits(o.id));
      const priced = matching.length ? matching : options;
      return {
        attributes: [...attributes.values()].map((a) => ({
          id: a.id,
          title: a.title,
          selected: chosen.get(a.id) ?? null,
          values: [...a.values].map(([id, title]) => ({
            id,
            title,
            // An option exists with this value and the values chosen for the other attributes.
            available: options.some((o) => valuesOf.get(o.id)?.get(a.id) === id && fits(o.id, a.id)),
          })),
        })),
        starting_price: priced.length ? euros(Math.min(...priced.map((o) => o.priceNet))) : 0,
        starting_price_gross: priced.length ? euros(Math.min(...priced.map((o) => o.priceGross))) : 0,
      };
    },

    /** The option the selection identifies: every attribute chosen and exactly one option fitting. */
    async option(lang: Language, productId: number, selection: Selection, amount: number) {
      const { name, options, attributes, chosen, fits } = await load(lang, productId, selection);
      if (chosen.size !== attributes.size) throw optionNotFound();
      const matching = options.filter((o) => fits(o.id));
      if (matching.length !== 1) throw optionNotFound();
      const option = matching[0]!;
      const valueTitles = [...attributes.values()].map((a) => a.values.get(chosen.get(a.id)!)!);
      return {
        po_id: option.id,
        id: productId,
        name: valueTitles.length ? `${name} (${valueTitles.join(', ')})` : name,
        sku: option.sku,
        price: euros(option.priceNet),
        price_gross: euros(option.priceGross),
        old_price: eurosOrNull(option.oldPriceNet),
        old_price_gross: eurosOrNull(option.oldPriceGross),
        ...unitPriceFields(parsedQuantity(option.quantity), option.priceNet, option.priceGross),
        stock: option.stock,
        amount,
      };
    },
  };
}
export type OptionService = ReturnType<typeof createOptionService>;
