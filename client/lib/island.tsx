/**
 * Parts of the page the visitor can read and use before their code arrives (decision 012): the
 * footer, the mega-menu's link lists, the search dropdown, the comparison bar. The server renders
 * them like any component. The browser hydrates the rest of the page first and leaves each island's
 * server HTML in place (a dehydrated Suspense boundary) until the visitor first interacts with the
 * page or the browser is idle; then it loads the island's chunk and hydrates it. Their links work
 * meanwhile, forms submit as plain GET forms, and an event on a part not yet hydrated is replayed
 * by React once it is. Until then React stops a discrete event (key, pointer, click) aimed at it at
 * the root, so a document listener that must hear such events listens in the capture phase (the
 * header's Escape and outside press); a link clicked before its code came is a plain link. A form
 * that only JavaScript can submit (`useHeldSubmit`) holds a submit made before its island hydrated
 * and submits it after.
 *
 * So their code is not part of what the page loads before it is interactive, and hydration comes
 * in smaller tasks. An island first rendered after hydration (client navigation) loads at once.
 */
import {
  type ComponentType,
  type ElementType,
  memo,
  type ReactNode,
  type RefObject,
  Suspense,
  use,
  useEffect,
  useRef,
} from 'react';
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
  });
  return woken;
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
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
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
