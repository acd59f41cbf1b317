/**
 * Route-level access in the browser (the server applies the same rule before rendering, see
 * client/routes/access.ts): guest-only pages send logged-in users home, protected pages send guests to
 * login remembering where they were, dealer pages send non-dealers home.
 *
 * Loaded with the guarded screens only (screens.ts `pages.accessGuard`; the server preloads it with
 * them): the rule and the redirect check it needs (shared/safe-redirect.ts) are bytes a product or
 * category page never runs, and the first load has no room for them (docs/performance-log.md).
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useApp } from '../lib/app-context.tsx';
import { useCustomer } from '../lib/customer.tsx';
import { accessRedirect } from './access.ts';
import type { Access } from './paths.ts';

export interface AccessGuardProps {
  access: Exclude<Access, 'off'>;
  children: ReactNode;
}

export default function AccessGuard({ access, children }: AccessGuardProps) {
  const customer = useCustomer();
  const { locale } = useApp();
  const { pathname, search } = useLocation();
  const target = accessRedirect(access, customer, locale, `${pathname}${search}`);
  return target ? <Navigate to={target} replace /> : children;
}
