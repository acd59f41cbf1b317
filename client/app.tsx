/**
 * The application inside the document: the page's header, footer and overlays around the routes
 * of the one route table. Route data errors in the browser (a 404 from the API, a failed fetch)
 * show the error page.
 */
import { Component, type ComponentType, Fragment, type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { NavigationInterceptor } from './components/navigation-interceptor.tsx';
import { FavoritesContext } from './features/favorites/favorites-context.tsx';
import { Header } from './layout/header.tsx';
import { DealerLocator, ErrorPage, Footer, Overlays } from './layout/layout-islands.ts';
import { SloganBar } from './layout/slogan-bar.tsx';
import { ToastHost } from './layout/toast-host.tsx';
import { useApp } from './lib/app-context.tsx';
import { useCustomer } from './lib/customer.tsx';
import { ApiFetchError } from './lib/fetcher.ts';
import { PageErrorContext } from './lib/page-error.ts';
import type { AccessGuardProps } from './routes/access-guard.tsx';
import { matchScreen, routeTable } from './routes/paths.ts';
import type { Screen } from './routes/screen.ts';
import { type PageName, pages, screens } from './routes/screens.ts';

class RouteErrorBoundary extends Component<{ children: ReactNode }, { status: number | null }> {
  override state = { status: null as number | null };
  static getDerivedStateFromError(error: unknown) {
    return { status: error instanceof ApiFetchError && error.status >= 400 ? error.status : 500 };
  }
  override render() {
    return this.state.status ? <ErrorPage status={this.state.status} /> : this.props.children;
  }
}

/**
 * Every screen's element, by match id (`<screen>.<locale>`): the app renders the one that
 * matchScreen (memoised per path) picked. No <Routes>: nothing below reads route params from React
 * Router (the pages read the URL), so ranking and rendering routes there would only cost bytes.
 */
const AccessGuard = pages.accessGuard;

/** A guarded screen: its guard's chunk and its page's chunk load at once (no waterfall). */
function Guarded({ access, page, children }: AccessGuardProps & { page: PageName | undefined }) {
  if (page) pages[page].preload().catch(() => {});
  return <AccessGuard access={access}>{children}</AccessGuard>;
}

const screenById = new Map<string, ReactNode>(
  routeTable.flatMap((def) => {
    const screen: Screen = screens[def.screen];
    const Page = screen.page as ComponentType | undefined;
    const content = screen.render ? screen.render(def.id) : Page && <Page />;
    const element =
      def.access === 'off' ? (
        <Fragment key={def.id}>{content}</Fragment>
      ) : (
        <Guarded
          key={def.id}
          access={def.access}
          page={def.screen in pages ? (def.screen as PageName) : undefined}
        >
          {content}
        </Guarded>
      );
    return [
      [`${def.id}.nl`, element],
      [`${def.id}.en`, element],
    ] as const;
  }),
);

function matchedScreen(pathname: string): ReactNode {
  const id = matchScreen(pathname).match?.route.id;
  return (id && screenById.get(id)) ?? screenById.get('catchAll.nl');
}

export interface AppProps {
  /** An error the server answered this URL with (status already sent); rendered until the visitor navigates. */
  initialError?: { status: number; pathname: string } | null;
}

export function App({ initialError }: AppProps) {
  const { pathname } = useLocation();
  const showError = initialError && initialError.pathname === pathname;
  const customer = useCustomer();
  const { t } = useApp();
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <PageErrorContext value={showError ? initialError.status : null}>
      <FavoritesContext value={Boolean(customer?.account_exists)}>
        {/* The first tab stop: past the header to the page's content (WCAG 2.4.1), a plain in-page link
            that works before hydration; main takes the focus (tabIndex -1) so the next Tab goes on from there. */}
        <a className="skip-link" href="#main">
          {t('navigation.skip_to_content')}
        </a>
        <NavigationInterceptor />
        <SloganBar />
        <Header />
        <main id="main" className="site-main" tabIndex={-1}>
          {showError ? (
            <ErrorPage status={initialError.status} />
          ) : (
            // One Suspense boundary for every screen, outside the boundary that starts afresh per path:
            // a navigation (a transition) to a screen whose code or data is still loading keeps the
            // page on screen until the next one is ready, instead of an empty main (issue 26).
            <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
              <RouteErrorBoundary key={pathname}>{matchedScreen(pathname)}</RouteErrorBoundary>
            </Suspense>
          )}
        </main>
        <Footer />
        <DealerLocator />
        <Overlays />
        <ToastHost />
      </FavoritesContext>
    </PageErrorContext>
  );
}
