/**
 * The expected delivery day (decision 098) as answers carry it: ISO dates in Amsterdam, computed
 * by the API (api/shipping/delivery-day.ts) and worded by the storefront in the page's language
 * (shared/shipping-promise.ts deliveryDayLine). `today` is the day it was computed on ("tomorrow").
 */
import * as yup from 'yup';

const isoDate = () =>
  yup
    .string()
    .matches(/^\d{4}-\d{2}-\d{2}$/)
    .required();

export const deliveryDay = yup.object({
  today: isoDate(),
  /** the earliest day it arrives; `to` the latest (the same for a one-day promise) */
  from: isoDate(),
  to: isoDate(),
});
