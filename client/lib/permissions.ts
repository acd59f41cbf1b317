/**
 * A permission check by name (spec 6): consumers with an account have account.edit, address.create
 * and address.edit; dealers, trade accounts and guest accounts none. The API decides the set (the
 * customer's `permissions`); the map keyed by name is what the spec calls userPermissions.
 */
import type { Me } from '../../shared/contract/customer.ts';

export type Permission = 'account.edit' | 'address.create' | 'address.edit';

export function userPermissions(customer: Pick<Me, 'permissions'> | null): Record<string, true> {
  return Object.fromEntries((customer?.permissions ?? []).map((name) => [name, true as const]));
}

export function hasPermission(customer: Pick<Me, 'permissions'> | null, name: Permission): boolean {
  return userPermissions(customer)[name] === true;
}

/**
 * Whether the customer may use the dashboard's sections (spec 6): a guest account (made by a guest
 * checkout, account_exists false) may use none of them and sees only a notice and logout. The
 * sections' content and the dashboard's menu both ask this, so they cannot disagree.
 */
export function canUseDashboard(customer: Pick<Me, 'account_exists'> | null): boolean {
  return customer?.account_exists !== false;
}
