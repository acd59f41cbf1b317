import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../shared/i18n/index.ts';
import type { Locale } from '../../../shared/locale.ts';
import { AppContext, type AppContextValue } from '../../lib/app-context.tsx';
import { DroppedTerms } from './search-suggestions.tsx';

const render = (locale: Locale, terms: string[]) =>
  renderToString(
    <AppContext.Provider value={{ locale, t: translator(locale) } as AppContextValue}>
      <DroppedTerms terms={terms} />
    </AppContext.Provider>,
  );

describe('the words a search left out (issue 39)', () => {
  it('says which, in the shop language', () => {
    expect(render('nl', ['stille'])).toContain('Resultaten zonder ‘stille’');
    expect(render('en', ['quiet', 'cheap'])).toContain('Results without ‘quiet’, ‘cheap’');
  });
  it('says nothing when every word was searched', () => {
    expect(render('nl', [])).toBe('');
  });
});
