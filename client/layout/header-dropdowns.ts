/**
 * Header behaviour (spec 4, 9): one header dropdown open at a time (products, cart, auth, more),
 * hover dropdowns opening after 125 ms and closing 250 ms after the pointer leaves, Escape and an
 * outside click closing them, a link followed from one closing it, a route change closing every dropdown, the burger menu and the search
 * overlay, the burger menu closing when the width reaches lg, and the sticky header.
 * Dropdowns are <details> elements, so they open and close without JavaScript too; with it, the
 * `ui.dropdown` store decides and React sets `open`. The cart's trigger is a link to the cart page
 * instead: without JavaScript it goes there; with it, it opens the dropdown.
 */
import {
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  type SyntheticEvent,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import { useLocation } from 'react-router';
import { addressBar, closeDropdowns, type HeaderDropdown, openDropdown, type Stores } from '../lib/stores.ts';

export const HOVER_OPEN_MS = 125;
export const HOVER_CLOSE_MS = 250;
/** lg (992 px): the top menu and hover dropdowns from here, the burger menu below. */
export const LG_MEDIA = '(min-width: 992px)';

type Ui = Stores['ui'];
type Name = Exclude<HeaderDropdown, null>;

const wide = () => typeof window !== 'undefined' && window.matchMedia(LG_MEDIA).matches;

/** Event handlers for one header dropdown (<details data-dropdown> with a <summary> trigger). */
export function useDropdowns(ui: Ui) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(() => {
    const clear = () => clearTimeout(timer.current);
    return (name: Name) => ({
      'data-dropdown': name,
      onPointerEnter(event: PointerEvent) {
        if (event.pointerType !== 'mouse' || !wide()) return;
        clear();
        if (ui.dropdown === name) return;
        timer.current = setTimeout(() => openDropdown(ui, name, 'hover'), HOVER_OPEN_MS);
      },
      onPointerLeave(event: PointerEvent) {
        if (event.pointerType !== 'mouse') return;
        clear();
        if (ui.dropdown !== name || ui.dropdownVia !== 'hover') return;
        timer.current = setTimeout(() => {
          if (ui.dropdown === name && ui.dropdownVia === 'hover') closeDropdowns(ui);
        }, HOVER_CLOSE_MS);
      },
      /** Keeps the store in step with the element (for example opened before hydration). */
      onToggle(event: SyntheticEvent<HTMLDetailsElement>) {
        const open = event.currentTarget.open;
        if (open && ui.dropdown !== name) openDropdown(ui, name, 'click');
        else if (!open && ui.dropdown === name) closeDropdowns(ui);
      },
      /** Tabbing out of a dropdown closes it. */
      onBlur(event: FocusEvent<HTMLElement>) {
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next) && ui.dropdown === name) closeDropdowns(ui);
      },
      /** For the <summary>: click, Enter and Space toggle (a hover-opened dropdown stays open). */
      onTriggerClick(event: MouseEvent) {
        event.preventDefault();
        clear();
        if (ui.dropdown !== name) openDropdown(ui, name, 'click');
        else if (ui.dropdownVia === 'hover') ui.dropdownVia = 'click';
        else closeDropdowns(ui);
      },
    });
  }, [ui]);
}

export function useHeaderBehaviour(ui: Ui, slotRef: RefObject<HTMLElement | null>, mobileMenuOpen: boolean) {
  const { pathname, search } = useLocation();

  // A route change closes every dropdown, the burger menu, the search overlay and the dealer locator.
  // A dropdown opened at the new address while its page was still loading (the address bar changes
  // when the navigation starts, the route when the page commits) was opened on purpose: it stays.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each route change
  useEffect(() => {
    if (ui.dropdownAt !== addressBar()) closeDropdowns(ui);
    ui.mobileMenuOpen = false;
    ui.searchOpen = false;
    ui.dealerLocatorOpen = false;
  }, [ui, pathname, search]);

  // Escape closes the open dropdown (focus back on its trigger), else the burger menu; an outside
  // click closes the open dropdown. Both listen in the capture phase too: a key or pointer event aimed
  // at an island not yet hydrated (the mega-menu's lists, the footer) is stopped by React at its root
  // until the island can take it, so a document listener in the bubble phase would never hear it.
  useEffect(() => {
    const openDropdown = () =>
      ui.dropdown ? document.querySelector(`[data-dropdown="${ui.dropdown}"]`) : null;
    const closeOntoTrigger = (open: Element | null) => {
      // The trigger comes first: a <summary>, or the cart's link.
      const trigger = open?.firstElementChild as HTMLElement | null | undefined;
      closeDropdowns(ui);
      trigger?.focus();
    };
    let handled: Event | null = null;
    // Capture: an Escape from inside the open dropdown (nothing there handles Escape itself).
    const onKeyDownCapture = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const open = openDropdown();
      if (!open?.contains(event.target as Node)) return;
      handled = event;
      closeOntoTrigger(open);
    };
    // Bubble: any other Escape, unless something on the way handled it (a modal, the search box).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || handled === event) return;
      if (ui.dropdown) closeOntoTrigger(openDropdown());
      else if (ui.mobileMenuOpen) {
        ui.mobileMenuOpen = false;
        document.querySelector<HTMLElement>('.burger')?.focus();
      } else if (ui.searchOpen) ui.searchOpen = false;
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      const open = openDropdown();
      if (open && !open.contains(event.target as Node)) closeDropdowns(ui);
    };
    // A link followed from the open dropdown (a click, or Enter) closes it at once, not when the new
    // page commits: until then the dropdown would stand over a page it no longer belongs to (its
    // links beside the new page's own). Not its trigger (the cart's link opens it), not a link
    // opened elsewhere (a new tab or window). Bubble phase: the link has navigated by then.
    const onClick = (event: globalThis.MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const open = openDropdown();
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (open && link && open.contains(link) && link !== open.firstElementChild) closeDropdowns(ui);
    };
    document.addEventListener('keydown', onKeyDownCapture, true);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDownCapture, true);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('click', onClick);
    };
  }, [ui]);

  // The burger menu and the search overlay close when the width reaches lg.
  useEffect(() => {
    const list = window.matchMedia(LG_MEDIA);
    const onChange = () => {
      if (!list.matches) return;
      ui.mobileMenuOpen = false;
      ui.searchOpen = false;
      closeDropdowns(ui);
    };
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [ui]);

  // Sticky header: stuck (70 px, fixed) once the header's place has scrolled out of view at the
  // top. The slot keeps the full height in the flow, so nothing below moves.
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const slot = slotRef.current;
      if (!slot) return;
      const stuck = slot.getBoundingClientRect().top < 0;
      if (ui.stickyHeader !== stuck) ui.stickyHeader = stuck;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [ui, slotRef]);

  // The page behind the open burger menu does not scroll.
  useEffect(() => {
    document.documentElement.classList.toggle('mobile-menu-open', mobileMenuOpen);
  }, [mobileMenuOpen]);
}
