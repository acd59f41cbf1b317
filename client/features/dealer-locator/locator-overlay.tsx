/**
 * The dealer locator overlay titled 'Vind een dealer' (spec 2): the locator in a side panel, its
 * search kept in state. Loaded when the visitor first opens it (locator-launcher.tsx); a route
 * change, Escape or the backdrop closes it.
 */
import { useState } from 'react';
import type { LocatorQuery } from '../../../shared/dealer-locator.ts';
import { SideModal } from '../../components/side-modal.tsx';
import { useApp } from '../../lib/app-context.tsx';
import { Locator } from './locator.tsx';

export function LocatorOverlay() {
  const { t, stores } = useApp();
  const [query, setQuery] = useState<LocatorQuery>({});
  return (
    <SideModal
      title={t('locator.title')}
      onClose={() => {
        stores.ui.dealerLocatorOpen = false;
      }}
      testId="dealer-locator"
      className="locator-modal"
    >
      <Locator query={query} onQuery={setQuery} listAll={false} />
    </SideModal>
  );
}
