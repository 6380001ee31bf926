import { Suspense, use, useEffect, type ComponentType, type ReactNode } from 'react';

/** An island's props as the browser reads them back from its element. */
export type IslandProps = Record<string, unknown>;

/**
 * When an island hydrates: with the page's first scripts (`load`), or when it comes within a
 * screen's height of the viewport (`visible`: parts near the end of long pages that most visitors
 * never reach).
 */
export type IslandHydration = 'load' | 'visible';

export interface Island<Props> {
  (props: Props): ReactNode;
  islandName: string;
  /** Loads the island's code, if it comes apart from the page's script. */
  load?: () => Promise<unknown>;
  /**
   * What the browser hydrates in the island's element, from the props its server render wrote
   * there; `onHydrated` runs once the island's own component has hydrated.
   */
  hydrated(props: IslandProps, onHydrated: () => void): ReactNode;
}

/**
 * Calls `onHydrated` once React has committed the hydration of what it wraps (inside a lazy
 * island's Suspense boundary, so that boundary's hydration too). Input held until then is replayed
 * then: a submit replayed earlier would reach a form React does not handle yet, and the browser
 * would send it itself.
 */
function AfterHydration({ onHydrated, children }: { onHydrated?: () => void; children: ReactNode }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}

/** An island as a page's script lists it: whatever its props, it hydrates from its own JSON. */
export type HydratableIsland = Pick<Island<IslandProps>, 'islandName' | 'load' | 'hydrated'>;

function islandElement<Props extends object>(
  name: string,
  hydration: IslandHydration,
  content: (props: Props, onHydrated?: () => void) => ReactNode,
): Island<Props> {
  function IslandElement(props: Props) {
    return (
      <div
        data-island={name}
        data-props={JSON.stringify(props)}
        data-hydration={hydration === 'load' ? undefined : hydration}
      >
        {content(props)}
      </div>
    );
  }
  return Object.assign(IslandElement, {
    islandName: name,
    // The props are those this island's own server render wrote.
    hydrated: (props: IslandProps, onHydrated: () => void) => content(props as Props, onHydrated),
  });
}

/**
 * Marks an interactive part of a page: rendered in full on the server with the rest of the page,
 * and, on pages that hydrate islands, the only code the browser loads for it (everything around it
 * stays the server's HTML). A page's `+client.ts` lists the islands it may draw; the browser finds
 * each by its `name`, unique in the site. Props must be plain data (they travel as JSON); an island does not nest
 * in another, and reads what it shares with other islands from a store, not a context.
 */
export function island<Props extends object>(
  name: string,
  Component: ComponentType<Props>,
  hydration: IslandHydration = 'load',
): Island<Props> {
  return islandElement<Props>(name, hydration, (props, onHydrated) => (
    <AfterHydration onHydrated={onHydrated}>
      <Component {...props} />
    </AfterHydration>
  ));
}

const serverLoads = new Set<() => Promise<unknown>>();

/**
 * Server: resolves once the code of every lazy island is loaded, so that a synchronous render
 * draws them in full (the first render of a page kind waits for it, later ones do not).
 */
export function loadLazyIslands(): Promise<unknown> {
  return Promise.all([...serverLoads].map((load) => load()));
}

/**
 * An island whose code is not part of the page's script: the browser loads it when the island
 * nears the viewport (or at once, with `load`), then hydrates it; until then the server's HTML is
 * on screen and what is typed in it stays.
 */
export function lazyIsland<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
  hydration: IslandHydration = 'visible',
): Island<Props> {
  let Loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () => (loading ??= load().then((component) => (Loaded = component)));
  if (import.meta.env.SSR) serverLoads.add(loadOnce);

  function LoadedComponent(props: Props) {
    const Component = Loaded ?? use(loadOnce());
    // eslint-disable-next-line react-hooks/static-components -- loaded once per island, the same on every render
    return <Component {...props} />;
  }
  // The same tree on both sides: the server draws the boundary's markers, the browser hydrates them.
  const island = islandElement<Props>(name, hydration, (props, onHydrated) => (
    <Suspense fallback={null}>
      <AfterHydration onHydrated={onHydrated}>
        <LoadedComponent {...props} />
      </AfterHydration>
    </Suspense>
  ));
  return Object.assign(island, { load: loadOnce });
}
