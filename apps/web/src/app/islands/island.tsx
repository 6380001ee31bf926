import { createContext, use, useEffect, type ComponentType, type ReactNode } from 'react';

/** An island's props as the browser reads them back from its element. */
export type IslandProps = Record<string, unknown>;

/**
 * When an island hydrates: at once, its code fetched with the page's own scripts (`load`: the
 * parts near the top that a visitor uses first), or when it comes within a screen's height of the
 * viewport, its code fetched only then (`visible`: forms and parts further down).
 */
export type IslandHydration = 'load' | 'visible';

export interface Island<Props> {
  (props: Props): ReactNode;
  islandName: string;
  /**
   * What the browser hydrates in the island's element, from the props its server render wrote
   * there; `onHydrated` runs once the island's own component has hydrated.
   */
  hydrated(props: IslandProps, onHydrated: () => void): ReactNode;
}

/** An island as the browser loads it: whatever its props, it hydrates from its own JSON. */
export type HydratableIsland = Pick<Island<IslandProps>, 'islandName' | 'hydrated'>;

/**
 * Server: where a render records the islands it drew that hydrate at `load`, so that the page
 * fetches their code with its own scripts (renderer/+onRenderHtml.tsx).
 */
export const IslandsToPreload = createContext<Set<string> | null>(null);

/**
 * Calls `onHydrated` once React has committed the hydration of what it wraps. Input held until
 * then is replayed then: a submit replayed earlier would reach a form React does not handle yet,
 * and the browser would send it itself.
 */
function AfterHydration({ onHydrated, children }: { onHydrated?: () => void; children: ReactNode }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}

/**
 * Marks an interactive part of a page: rendered in full on the server with the rest of the page,
 * and the only code the browser loads for it (everything around it stays the server's HTML).
 *
 * An island is the default export of a file named `<name>.island.tsx` under src/ or pages/: the
 * build finds every such file (island-files.ts) and gives each its own chunk, which the browser
 * loads only on pages that draw the island. Props must be plain data (they travel as JSON); an
 * island does not nest in another, and reads what it shares with other islands from a store, not a
 * context.
 */
export function island<Props extends object>(
  name: string,
  Component: ComponentType<Props>,
  hydration: IslandHydration = 'load',
): Island<Props> {
  function IslandElement(props: Props) {
    if (hydration === 'load') use(IslandsToPreload)?.add(name);
    return (
      <div
        data-island={name}
        data-props={JSON.stringify(props)}
        data-hydration={hydration === 'load' ? undefined : hydration}
      >
        <Component {...props} />
      </div>
    );
  }
  return Object.assign(IslandElement, {
    islandName: name,
    // The props are those this island's own server render wrote.
    hydrated: (props: IslandProps, onHydrated: () => void) => (
      <AfterHydration onHydrated={onHydrated}>
        <Component {...(props as Props)} />
      </AfterHydration>
    ),
  });
}
