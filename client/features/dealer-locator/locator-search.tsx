/**
 * The locator's search box (spec 2): a postcode, street or place, with places autocomplete (from 2
 * characters, 200 ms after the last key, at most 8 suggestions; arrow keys, Enter, Escape), and 'Use
 * my location'. Without JavaScript it is a GET form to the find-a-dealer page.
 */
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import useSWR from 'swr';
import type { LatLng, Place } from '../../../shared/contract/dealers.ts';
import { dealerKeys } from '../../../shared/dealer-keys.ts';
import { PLACES_DEBOUNCE_MS, PLACES_MAX_CHARS, PLACES_MIN_CHARS } from '../../../shared/dealer-locator.ts';
import { useApp } from '../../lib/app-context.tsx';
import { useGeolocation } from './use-geolocation.ts';

export interface LocatorSearchProps {
  initialText: string;
  /** the find-a-dealer page: where the form goes without JavaScript */
  action: string;
  onSearch: (text: string) => void;
  onPick: (place: Place) => void;
  onLocate: (origin: LatLng) => void;
}

export function LocatorSearch({ initialText, action, onSearch, onPick, onLocate }: LocatorSearchProps) {
  const { t, locale } = useApp();
  const baseId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [text, setText] = useState(initialText);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [tooShort, setTooShort] = useState(false);
  const geo = useGeolocation(onLocate);

  useEffect(() => setText(initialText), [initialText]);
  // Ask 200 ms after the last key.
  useEffect(() => {
    const trimmed = text.trim();
    const timer = setTimeout(() => setTerm(trimmed), PLACES_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const asked = open && term.length >= PLACES_MIN_CHARS ? dealerKeys.places(locale, term) : null;
  const { data } = useSWR<{ data: Place[] }>(asked, { keepPreviousData: true });
  const suggestions = asked ? (data?.data ?? []) : [];
  const expanded = open && suggestions.length > 0;

  // A click outside closes the suggestions.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!form.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true); // capture: see header-dropdowns.ts
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  const pick = (place: Place) => {
    setText(place.name);
    setOpen(false);
    setActive(-1);
    onPick(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && expanded) {
      event.preventDefault();
      // -1 is the input itself; the ends wrap through it.
      const last = suggestions.length - 1;
      const down = event.key === 'ArrowDown';
      setActive((i) => (down ? (i >= last ? -1 : i + 1) : i <= -1 ? last : i - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0 && suggestions[active]) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The field as the visitor left it (typed before hydration, it is not in state yet).
    const typed = String(new FormData(event.currentTarget).get('q') ?? text).trim();
    if (typed.length < PLACES_MIN_CHARS) {
      setTooShort(true);
      return;
    }
    setOpen(false);
    setActive(-1);
    onSearch(typed);
  };

  const listId = `${baseId}-places`;
  const optionId = (i: number) => `${baseId}-place-${i}`;
  const message = tooShort
    ? t('locator.too_short')
    : geo.problem
      ? t(`locator.location_${geo.problem}`)
      : null;

  return (
    <form ref={form} className="locator-search" action={action} method="get" onSubmit={onSubmit}>
      <label htmlFor={`${baseId}-q`} className="locator-search-label">
        {t('locator.search_label')}
      </label>
      <div className="locator-search-row">
        <div className="locator-search-field">
          <input
            id={`${baseId}-q`}
            type="search"
            name="q"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
              setTooShort(false);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => setOpen(true)}
            placeholder={t('locator.search_placeholder')}
            maxLength={PLACES_MAX_CHARS}
            autoComplete="off"
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            data-testid="locator-input"
          />
          {expanded ? (
            <div
              id={listId}
              role="listbox"
              aria-label={t('locator.suggestions')}
              className="locator-suggestions"
            >
              {suggestions.map((place, i) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard goes through the input (arrow keys, Enter)
                <div
                  key={place.id}
                  id={optionId(i)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={i === active}
                  className={i === active ? 'is-active' : undefined}
                  onMouseMove={() => setActive(i)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(place)}
                  data-testid="locator-suggestion"
                >
                  <span className="locator-suggestion-name">{place.name}</span>
                  <span className="locator-suggestion-detail">{place.detail}</span>
                </div>
              ))}
            </div>
          ) : null}
        </div>
        <button type="submit" className="button">
          {t('locator.search_submit')}
        </button>
      </div>
      <button
        type="button"
        className="locator-locate"
        onClick={geo.locate}
        disabled={geo.locating}
        data-testid="locator-locate"
      >
        {geo.locating ? t('locator.locating') : t('locator.use_location')}
      </button>
      {message ? (
        <p className="locator-message" role="alert" data-testid="locator-message">
          {message}
        </p>
      ) : null}
    </form>
  );
}
