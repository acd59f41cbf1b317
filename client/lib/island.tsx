/**
 * Parts of the page the visitor can read and use before their code arrives (decision 012): the
 * footer, the mega-menu's link lists, the search dropdown, the comparison bar. The server renders
 * them like any component. The browser hydrates the rest of the page first and leaves each island's
 * server HTML in place (a dehydrated Suspense boundary) until the visitor first interacts with the
 * page or the browser is idle; then it loads the island's chunk and hydrates it. Their links work
 * meanwhile and forms submit as plain GET forms. React replays only hover and focus events once a
 * part has hydrated: a discrete event (key, pointer, click) aimed at a part still waiting for its
 * code is stopped at the root and lost, so a document listener that must hear such events listens
 * in the capture phase (the header's Escape and outside press); a link clicked before its code came
 * is a plain link. A click on anything else (a button) is kept here and made again once an island
 * has hydrated (decision 109). A form that only JavaScript can submit (`useHeldSubmit`) holds a
 * submit made before its island hydrated and submits it after.
 *
 * So their code is not part of what the page loads before it is interactive, and hydration comes
 * in smaller tasks. An island first rendered after hydration (client navigation) loads at once. An
 * island still waiting does not hold up a client navigation (`Held`, decision 109).
 */
import {
  type ComponentType,
  createContext,
  type ElementType,
  memo,
  type ReactNode,
  type RefObject,
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
} from 'react';
import { UNSAFE_LocationContext as LocationContext } from 'react-router';
import { chunkFailed } from './chunk-reload.ts';
import { useIsServerOrHydrating } from './ssr-data.tsx';

export interface Island<P> {
  (props: P): ReactNode;
  /** Loads the island's code (the server does this for every island before rendering). */
  preload(): Promise<void>;
}

const islands: Island<never>[] = [];
let allLoaded: { count: number; promise: Promise<void> } | null = null;

/**
 * Every island's code, loaded: the server awaits this before it renders. Islands defined in page
 * modules register when their page module loads, so the server asks again after loading a page;
 * while no island was added since, the same settled promise answers.
 */
export function preloadIslands(): Promise<void> {
  if (allLoaded?.count !== islands.length) {
    allLoaded = {
      count: islands.length,
      promise: Promise.all(islands.map((island) => island.preload())).then(() => undefined),
    };
  }
  return allLoaded.promise;
}

const wakeEvents = ['pointerdown', 'pointerover', 'keydown', 'focusin', 'touchstart', 'wheel'] as const;
let woken: Promise<void> | undefined;
/** The button of a click React stopped: it was aimed at an island still waiting for its code. */
let lostClick: HTMLElement | null = null;

/** Resolves at the visitor's first interaction with the page, or when the browser is first idle. */
function wake(): Promise<void> {
  woken ??= new Promise<void>((resolve) => {
    const go = () => {
      for (const type of wakeEvents) document.removeEventListener(type, go, true);
      resolve();
    };
    for (const type of wakeEvents) document.addEventListener(type, go, { capture: true, passive: true });
    if (typeof requestIdleCallback === 'function') requestIdleCallback(go, { timeout: 3000 });
    else setTimeout(go, 1500);
    // Added after React's own listeners (hydrateRoot adds them before the first island renders), so
    // it sees whether React stopped the click: then it never reached its target. Only a button of
    // the page's own (type="button") is kept: a link, a field or a submit did what the browser does.
    document.addEventListener(
      'click',
      (event) => {
        lostClick = event.cancelBubble
          ? (event.target as Element).closest<HTMLElement>('button[type=button]')
          : null;
      },
      true,
    );
  });
  return woken;
}

/** An island's boundary tells its `Held` that it has hydrated. */
const Hydrated = createContext<(done: boolean) => void>(() => {});

/**
 * Gives the island's boundary the location it was rendered with until it has hydrated. A context
 * that changes above a boundary still waiting to hydrate makes React hydrate it before it commits
 * the change, so every client navigation (a transition: a new location) waited for every island's
 * code, each one the visitor had not yet woken included: a link "did nothing" for that long.
 * Rendered with its first location the boundary hydrates as the server rendered it, then reads the
 * current one. `children` is the same element on every render, so the boundary is left alone.
 */
function Held({ children }: { children: ReactNode }) {
  const location = use(LocationContext);
  const [first] = useState(location);
  const [done, setDone] = useState(false);
  return (
    <Hydrated value={setDone}>
      <LocationContext value={done ? location : first}>{children}</LocationContext>
    </Hydrated>
  );
}

export function island<P extends object>(factory: () => Promise<ElementType<P>>): Island<P> {
  let Component: ElementType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () => {
    loading ??= factory()
      .catch(chunkFailed)
      // Failed again within the window: the island keeps nothing rather than break the page.
      .catch(() => () => null)
      .then((loaded) => {
        // memo: when hydration ends, `Loaded` re-renders (its hydration flag flips) with the same
        // props; the island's own tree need not render again for that.
        Component = memo(loaded as ComponentType<P>) as unknown as ElementType<P>;
      });
    return loading;
  };
  let wokenAndLoaded: Promise<void> | null = null;
  const afterWake = () => {
    wokenAndLoaded ??= wake().then(preload);
    return wokenAndLoaded;
  };

  function Loaded(props: P) {
    const hydrating = useIsServerOrHydrating();
    const hydrated = use(Hydrated);
    useEffect(() => {
      hydrated(true);
      // A click lost before an island hydrated, made again now, outside React's commit (if it was
      // aimed at another island still waiting, React stops it again and it is kept for the next).
      const target = lostClick;
      lostClick = null;
      if (target)
        setTimeout(() => {
          if (target.isConnected) target.click();
        });
    }, [hydrated]);
    if (!Component) {
      // While hydrating, wait for the wake-up (the server HTML stays meanwhile); later, load at once.
      use(hydrating && typeof window !== 'undefined' ? afterWake() : preload());
    }
    const Ready = Component as unknown as ComponentType<P>;
    return <Ready {...props} />;
  }

  // memo: a parent's re-render must not reach a boundary that is still waiting to hydrate (React
  // would give up the server HTML and render it on the client).
  const Island = memo(function Island(props: P) {
    return (
      <Held>
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </Held>
    );
  }) as unknown as Island<P>;
  Island.preload = preload;
  islands.push(Island as Island<never>);
  return Island;
}

/**
 * Submits the browser cannot handle itself: a form inside an island whose submit only its code
 * knows (a fetch, validation) carries `data-hold-submit`. Until it has hydrated, a submit is
 * stopped here (a document capture listener runs before React's) and remembered with its button and
 * the form's fields as they were then.
 */
const heldSubmits = new WeakMap<HTMLFormElement, [HTMLElement | null, string]>();
/** A form's fields as one string, to tell whether the visitor changed them since. */
const fieldsOf = (form: HTMLFormElement) =>
  new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString();
if (typeof document !== 'undefined') {
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      if (!form.hasAttribute('data-hold-submit') || form.hasAttribute('data-hydrated')) return;
      event.preventDefault();
      heldSubmits.set(form, [(event as SubmitEvent).submitter, fieldsOf(form)]);
    },
    true,
  );
}

/**
 * For a form inside an island: spread the result on the `<form>`. Once hydrated it is marked so,
 * and a submit held before hydration is made again, now through the form's own handler (which
 * should read the fields from the form: text typed before hydration is in the DOM, not in state),
 * unless the visitor changed the fields after it: then they have not submitted what is there now.
 */
export function useHeldSubmit(existing?: RefObject<HTMLFormElement | null>): {
  ref: RefObject<HTMLFormElement | null>;
  'data-hold-submit': '';
} {
  const own = useRef<HTMLFormElement>(null);
  const ref = existing ?? own;
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    form.setAttribute('data-hydrated', '');
    const [submitter, fields] = heldSubmits.get(form) ?? [];
    heldSubmits.delete(form);
    if (fields === undefined || fields !== fieldsOf(form)) return;
    form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined);
  }, [ref]);
  return { ref, 'data-hold-submit': '' };
}
