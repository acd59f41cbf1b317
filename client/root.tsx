/**
 * The whole document and its providers, rendered identically by the server (inside StaticRouter)
 * and by the browser (inside BrowserRouter, hydrating the document).
 */

import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { translator } from '../shared/i18n/index.ts';
import { App, type AppProps } from './app.tsx';
import { AppContext, type AppContextValue } from './lib/app-context.tsx';
import { CustomerProvider } from './lib/customer.tsx';
import { GuestPriceModeProvider } from './lib/price-mode.tsx';
import type { DocumentProps } from './lib/ssr-data.tsx';
import { createStores } from './lib/stores.ts';

export interface RootProps extends AppProps {
  doc: DocumentProps;
  context: AppContextValue;
  swr: SWRConfiguration;
  /** StaticRouter on the server, BrowserRouter in the browser. */
  Router: (props: { children: ReactNode }) => ReactNode;
}

export function createAppContext(doc: DocumentProps, nonce: string): AppContextValue {
  return {
    locale: doc.locale,
    t: translator(doc.locale),
    nonce,
    publicUrl: doc.publicUrl,
    stores: createStores(doc.languageQuery),
    mapTiles: doc.mapTiles,
  };
}

export function Document({ doc, children }: { doc: DocumentProps; children: ReactNode }) {
  return (
    <html lang={doc.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3b2417" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {doc.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}

export function Root({ doc, context, swr, Router, initialError }: RootProps) {
  return (
    <Document doc={doc}>
      <AppContext value={context}>
        <SWRConfig value={swr}>
          <CustomerProvider>
            <GuestPriceModeProvider initial={doc.priceMode ?? 'gross'}>
              <Router>
                <App initialError={initialError} />
              </Router>
            </GuestPriceModeProvider>
          </CustomerProvider>
        </SWRConfig>
      </AppContext>
    </Document>
  );
}
