/**
 * POST /customer/inspections { brand, model, serial_number?, purchase_date } → 201 { data: Inspection }:
 * a customer registers a machine of their own (issue 26); DELETE /customer/inspections/:id removes it.
 * The storefront's form applies the same limits (client/features/account/account-schemas.ts).
 * A customer's list holds at most MAX_MACHINES machines (the shop's entries count too): one more is a
 * 409 `machines_full`; a guest account (account_exists false) may not change the list: 403
 * `forbidden`, as for addresses (issue 37).
 */
import * as yup from 'yup';
import { SHOP_TIME_ZONE } from '../dates.ts';

export const MACHINE_LIMITS = { brand: 60, model: 100, serial_number: 60 } as const;

/** The most machines one customer's list holds (the dashboard renders the whole list). */
export const MAX_MACHINES = 50;

/** Today's calendar date in the shop's time zone ('2026-11-26'): a machine bought today is fine. */
export function shopToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(now);
}

/** Why a purchase date is refused, or null: 'format' (no real YYYY-MM-DD date) or 'future'. */
export function purchaseDateProblem(value: string, now: Date = new Date()): 'format' | 'future' | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'format';
  const date = new Date(`${value}T00:00:00Z`);
  // 2026-02-30 parses as 2 March: only a date that reads back the same is a calendar date
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value || value < '1900-01-01')
    return 'format';
  return value > shopToday(now) ? 'future' : null;
}

const text = (name: string, max: number) =>
  yup.string().typeError(`${name} must be text`).max(max, `${name} must be at most ${max} characters`);
const required = (name: string, max: number) =>
  text(name, max)
    .required(`${name} is required`)
    .test('not-blank', `${name} is required`, (v) => !!v && v.trim() !== '');

export const newMachinePayload = yup.object({
  brand: required('brand', MACHINE_LIMITS.brand),
  model: required('model', MACHINE_LIMITS.model),
  serial_number: text('serial_number', MACHINE_LIMITS.serial_number),
  purchase_date: yup
    .string()
    .typeError('purchase_date must be a date (YYYY-MM-DD)')
    .required('purchase_date is required')
    .test('date', (value, context) => {
      const problem = purchaseDateProblem(value ?? '');
      if (problem === 'format')
        return context.createError({ message: 'purchase_date must be a date (YYYY-MM-DD)' });
      if (problem === 'future')
        return context.createError({ message: 'purchase_date must not be in the future' });
      return true;
    }),
});
export type NewMachinePayload = yup.InferType<typeof newMachinePayload>;
