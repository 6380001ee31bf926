import { useEffect } from 'react';
import { Provider } from 'urql';
import type { Locale } from '../i18n/locale';
import { browserGraphqlClient } from './client';

export interface ActionsHostProps<Actions> {
  locale: Locale;
  useActions: () => Actions;
  onRender: (actions: Actions) => void;
}

/** Runs a feature's urql hook under the browser's client for the page's language (see `useGraphqlOnDemand`). */
export function ActionsHost<Actions>({ locale, useActions, onRender }: ActionsHostProps<Actions>) {
  return (
    <Provider value={browserGraphqlClient(locale)}>
      <ActionsReporter useActions={useActions} onRender={onRender} />
    </Provider>
  );
}

function ActionsReporter<Actions>({ useActions, onRender }: Omit<ActionsHostProps<Actions>, 'locale'>) {
  // The same hook for the host's whole life: `useGraphqlOnDemand` mounts one host per module.
  const actions = useActions();
  useEffect(() => {
    onRender(actions);
  }, [actions, onRender]);
  return null;
}
