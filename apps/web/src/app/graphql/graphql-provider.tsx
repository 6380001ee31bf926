import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'urql';
import { usePageLocation } from '../page/page-location';
import { browserGraphqlClient } from './client';

/**
 * urql's `Provider` with the browser's client for the page's language, for the parts of an island
 * that read or write after the page is shown (`useQuery`, `useMutation`). Import it only from code
 * that loads apart from the page's first script (a lazy component, an island fetched as it nears
 * the viewport): it brings urql with it.
 */
export function GraphqlProvider({ children }: { children: ReactNode }) {
  const { locale } = usePageLocation();
  return <Provider value={browserGraphqlClient(locale)}>{children}</Provider>;
}

/** `Component` under `GraphqlProvider`: for an island whose own code reads or writes (its island file). */
export function withGraphql<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function WithGraphql(props: Props) {
    return (
      <GraphqlProvider>
        <Component {...props} />
      </GraphqlProvider>
    );
  }
  return WithGraphql;
}
