/**
 * Route-level access in the browser (the server applies the same rule before rendering, see
 * shared/access.ts): guest-only pages send logged-in users home, protected pages send guests to
 * login remembering where they were, dealer pages send non-dealers home.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { accessRedirect } from '../../../shared/access.ts';
import type { Access } from '../../../shared/routes.ts';
import { useApp } from '../../lib/app-context.tsx';
import { useCustomer } from '../../lib/customer.tsx';

export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const customer = useCustomer();
  const { locale } = useApp();
  const { pathname, search } = useLocation();
  if (access === 'off') return children;
  const target = accessRedirect(access, customer, locale, `${pathname}${search}`);
  return target ? <Navigate to={target} replace /> : children;
}
