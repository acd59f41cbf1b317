import { describe, expect, it } from 'vitest';
import { canUseDashboard, hasPermission, userPermissions } from './permissions.ts';

describe('permissions by name', () => {
  it('answers from the customer’s permission list, nothing for guests', () => {
    const consumer = { permissions: ['account.edit', 'address.create', 'address.edit'] };
    expect(userPermissions(consumer)).toEqual({
      'account.edit': true,
      'address.create': true,
      'address.edit': true,
    });
    expect(hasPermission(consumer, 'address.edit')).toBe(true);
    expect(hasPermission({ permissions: [] }, 'address.edit')).toBe(false);
    expect(hasPermission(null, 'account.edit')).toBe(false);
  });

  it('lets every account but a guest account use the dashboard', () => {
    expect(canUseDashboard({ account_exists: true })).toBe(true);
    expect(canUseDashboard({ account_exists: false })).toBe(false);
  });
});
