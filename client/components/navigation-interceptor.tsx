/** One delegated click handler turns clicks on same-origin links into client-side navigations. */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { localeFromPath } from '../../shared/locale.ts';

export function shouldIntercept(event: MouseEvent, anchor: HTMLAnchorElement, origin: string): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  if (anchor.hasAttribute('data-reload')) return false;
  const url = new URL(anchor.href, origin);
  if (url.origin !== origin) return false;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/assets/')) return false;
  // Another language is another document (html lang, dictionaries, shell data): load it for real.
  if (localeFromPath(url.pathname) !== localeFromPath(new URL(anchor.ownerDocument.location.href).pathname))
    return false;
  return true;
}

export function NavigationInterceptor() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || !shouldIntercept(event, anchor, window.location.origin)) return;
      const url = new URL(anchor.href);
      const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
      if (samePage && url.hash) return; // in-page anchor: let the browser scroll
      event.preventDefault();
      navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
  return null;
}
