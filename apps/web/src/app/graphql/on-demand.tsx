import { useCallback, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { usePageLocation } from '../page/page-location';
import type { ActionsHostProps } from './actions-host';

/** A module whose default export is a hook built on urql's hooks, returning what a feature does with them. */
export type ActionsModule<Actions> = { default: () => Actions };

interface Mounted<Actions> {
  Host: ComponentType<ActionsHostProps<Actions>>;
  useActions: () => Actions;
}

/**
 * urql's React bindings for what a feature does after load (the calculators' live answers, the
 * archive download), loaded with first use so that urql and the feature's documents stay out of
 * the page's first script. An island whose code is fetched apart from the page's scripts needs none
 * of this: it uses urql's hooks under `GraphqlProvider` (graphql-provider.tsx).
 *
 * `load` imports a module whose default export is a hook using `useMutation`/`useQuery`/`useClient`.
 * The feature renders `host` anywhere in its tree and calls `await actions()`: the first call loads
 * urql and the module, mounts the hook under the browser's urql `Provider`, and resolves with what
 * the hook returns once it has rendered; later calls resolve with its latest render at once.
 * A failed load rejects, and the next call tries again.
 */
export function useGraphqlOnDemand<Actions>(load: () => Promise<ActionsModule<Actions>>): {
  host: ReactNode;
  actions: () => Promise<Actions>;
} {
  const { locale } = usePageLocation();
  const [mounted, setMounted] = useState<Mounted<Actions> | null>(null);
  const latest = useRef<{ actions: Actions } | null>(null);
  const waiting = useRef<((actions: Actions) => void)[]>([]);
  const loading = useRef<Promise<void> | null>(null);

  const rendered = useCallback((actions: Actions) => {
    latest.current = { actions };
    for (const resolve of waiting.current.splice(0)) resolve(actions);
  }, []);

  const actions = useCallback(async (): Promise<Actions> => {
    if (latest.current) return latest.current.actions;
    const ready = new Promise<Actions>((resolve) => waiting.current.push(resolve));
    loading.current ??= Promise.all([import('./actions-host'), load()]).then(
      ([host, module]) => {
        setMounted({ Host: host.ActionsHost as ComponentType<ActionsHostProps<Actions>>, useActions: module.default });
      },
      (error: unknown) => {
        loading.current = null;
        waiting.current = [];
        throw error;
      },
    );
    await loading.current;
    return ready;
  }, [load]);

  const host = mounted ? <mounted.Host locale={locale} useActions={mounted.useActions} onRender={rendered} /> : null;
  return { host, actions };
}
