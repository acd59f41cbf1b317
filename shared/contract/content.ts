/** Content pages (including recipe pages) and the path resolver of the catch-all route. */
import * as yup from 'yup';
import { category } from './catalog.ts';
import { alternateHrefs, breadcrumbs, colourScheme, pagingMeta } from './common.ts';

const pageRef = yup.object({
  id: yup.number().required(),
  title: yup.string().required(),
  uri: yup.string().required(),
});

export const page = yup.object({
  id: yup.number().required(),
  title: yup.string().required(),
  uri: yup.string().required(),
  /** content, recipe_category, recipe, faq_category, faq or home (the home page's content) */
  type_code: yup.string().required(),
  meta_title: yup.string().nullable().default(null),
  meta_description: yup.string().nullable().default(null),
  intro: yup.string().defined(),
  /** CMS HTML; the storefront sanitises it before rendering. */
  content: yup.string().defined(),
  image: yup.string().nullable().default(null),
  extra_fields: yup
    .array(yup.object({ key: yup.string().required(), value: yup.string().defined() }).required())
    .required(),
  parent: pageRef.nullable().default(null),
  root_parent: pageRef.nullable().default(null),
  breadcrumbs,
  colour_scheme: colourScheme,
  alternate_lang_hrefs: alternateHrefs,
});
export type Page = yup.InferType<typeof page>;

export const pageList = yup.object({
  data: yup.array(page.required()).required(),
  meta: pagingMeta.required(),
});
export type PageList = yup.InferType<typeof pageList>;

/** GET /faq/products: the products that have questions (the FAQ about products), by name. */
export const faqProduct = yup.object({
  id: yup.number().required(),
  name: yup.string().required(),
  slug: yup.string().required(),
  /** Locale-less product path, `/<slug>`. */
  uri: yup.string().required(),
  photo: yup.string().required(),
  question_count: yup.number().integer().min(1).required(),
});
export const faqProductList = yup.object({
  data: yup.array(faqProduct.required()).required(),
  meta: pagingMeta.required(),
});
export type FaqProductList = yup.InferType<typeof faqProductList>;

/** GET /resolve?path=: what a catch-all path is. Only the ids; the entity is a call of its own. */
export const resolved = yup.object({
  type: yup.string().oneOf(['product', 'parts', 'category', 'page']).required(),
  id: yup.number().required(),
  /** product slug for product and parts */
  slug: yup.string().nullable().default(null),
  alternate_lang_hrefs: alternateHrefs,
});
export type Resolved = yup.InferType<typeof resolved>;

export const categoryDetail = category;
