/**
 * A detail screen of the dashboard (an order, a quote, a product's downloads): the id at the end of
 * the path, its data, or the not-found page when the id is no number or the API does not know it (or
 * it is not this customer's): no error thrown (issue 26).
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { ApiKey } from '../../../shared/api-keys.ts';
import type { Locale } from '../../../shared/locale.ts';
import { ErrorPage } from '../../layout/layout-islands.ts';
import { useApp } from '../../lib/app-context.tsx';
import { idOf, useDetail } from './dashboard-data.ts';

interface DetailProps<T> {
  /** what the screen reads for an id */
  keyOf: (locale: Locale, id: number) => ApiKey;
  /** the screen, given its data and its id */
  render: (data: T, id: number) => ReactNode;
}

export function DetailView<T>({ keyOf, render }: DetailProps<T>) {
  const { pathname } = useLocation();
  const id = idOf(pathname);
  return id ? <Detail id={id} keyOf={keyOf} render={render} /> : <ErrorPage status={404} />;
}

function Detail<T>({ id, keyOf, render }: DetailProps<T> & { id: number }) {
  const { locale } = useApp();
  const answer = useDetail<{ data: T }>(keyOf(locale, id));
  return answer ? render(answer.data, id) : <ErrorPage status={404} />;
}
