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
