/**
 * Answers of the shop API that had no yup schema in shared/contract (a TypeScript interface, or
 * a field or two), for the published contract (shared/contract/calls.ts). Typed against the
 * interfaces where they exist, so the two cannot drift.
 */
import * as yup from 'yup';
import type { ReviewInvitation } from '../review-keys.ts';
import type { ChatLiveStatus, ChatMessage, ChatMessagePage, ChatSendResult, ChatStatus } from './chat.ts';
import { skippedLine } from './offer.ts';

/** `POST customerAuth/login` and `POST checkout/createAccount` (the proxy moves `token` into a cookie). */
export const loginAnswer = yup.object({
  token: yup.string().required(),
  /** the guest cart (X-FZ-Cart-Token) had items that went into the customer's */
  scart_items_merged: yup.boolean().required(),
  /** only when a discount code was dropped because the merged cart names a quote */
  scart_discount_code_removed: yup.boolean().oneOf([true]).optional(),
});

/** `GET version`: the data version storefront page caches compare. */
export const dataVersion = yup.object({ version: yup.string().required() });

/** `POST stockAlerts` (201 new, 200 already asked). */
export const stockAlertAnswer = yup.object({ id: yup.number().integer().required() });

/** `POST offers/{token}/cart`, `POST customer/offers/{id}/cart`: besides `data` (the cart). */
export const skippedLines = yup.array(skippedLine.required()).required();

/** `POST customer/favorites`, `DELETE customer/favorites/{productId}`. */
export const favoriteAnswer = yup.object({
  product_id: yup.number().integer().required(),
  favorite: yup.boolean().required(),
});

const chatOpeningRule = yup.object({
  days: yup.array(yup.number().integer().min(1).max(7).required()).required(),
  from: yup.string().required(),
  to: yup.string().required(),
});
export const chatMessage: yup.ObjectSchema<ChatMessage> = yup.object({
  id: yup.number().integer().required(),
  author: yup
    .string()
    .oneOf(['visitor', 'staff'] as const)
    .required(),
  text: yup.string().required(),
  name: yup.string().nullable().defined(),
  created_at: yup.string().required(),
});
export const chatLiveStatus: yup.ObjectSchema<ChatLiveStatus> = yup.object({
  online: yup.boolean().required(),
  unread: yup.number().integer().min(0).required(),
  next_change: yup.string().nullable().defined(),
});
export const chatStatus: yup.ObjectSchema<ChatStatus> = chatLiveStatus.shape({
  conversation: yup.boolean().required(),
  opening_hours: yup.array(chatOpeningRule.required()).required(),
  timezone: yup.string().required(),
});
export const chatMessagePage: yup.ObjectSchema<ChatMessagePage> = yup.object({
  messages: yup.array(chatMessage.required()).required(),
  has_more: yup.boolean().required(),
  unread: yup.number().integer().min(0).required(),
});
export const chatSendResult: yup.ObjectSchema<ChatSendResult> = yup.object({
  message: chatMessage.required(),
  unread: yup.number().integer().min(0).required(),
});
export const chatUnread = yup.object({ unread: yup.number().integer().min(0).required() });

/** `GET reviewPromotion/{uuid}/{hash}`. */
export const reviewInvitation: yup.ObjectSchema<ReviewInvitation> = yup.object({
  uuid: yup.string().required(),
  shop_name: yup.string().required(),
  review_url: yup.string().required(),
  kiyoh_stats: yup
    .object({
      average_rating_12_months: yup.number().required(),
      number_reviews: yup.number().integer().min(0).required(),
    })
    .required(),
  best_rating: yup.number().required(),
});
