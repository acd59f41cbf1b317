/**
 * The one internal link. A plain <a> (cheap to render: no router hooks, no per-link handlers);
 * client-side navigation comes from one delegated click handler (NavigationInterceptor).
 */
import type { AnchorHTMLAttributes } from 'react';
import type { Locale } from '../../shared/locale.ts';
import { href, type Params } from '../routes/href.ts';
import type { RouteId } from '../routes/paths.ts';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;
type LinkProps = AnchorProps &
  ({ to: string; route?: never } | { route: RouteId; locale: Locale; params?: Params; to?: never });

export function Link(props: LinkProps) {
  if (props.route !== undefined) {
    const { route, locale, params, ...rest } = props;
    return <a href={href(route, locale, params)} {...rest} />;
  }
  const { to, ...rest } = props;
  return <a href={to} {...rest} />;
}
