import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushRoute, recordRouteInTab, TabRouteHistoryProvider, useRouteHistory } from './route-history';

function Show() {
  return <>{useRouteHistory().join(',')}</>;
}

describe('route history', () => {
  it('adds routes and trims to the last two at 100 entries', () => {
    let history: string[] = [];
    for (let index = 1; index <= 99; index += 1) history = pushRoute(history, `/p${index}`);
    expect(history).toHaveLength(99);
    history = pushRoute(history, '/p100');
    expect(history).toEqual(['/p99', '/p100']);
    expect(pushRoute(['/a'], '/a')).toEqual(['/a']);
  });

  it('is readable inside its provider and an error outside it', () => {
    expect(
      renderToString(
        <TabRouteHistoryProvider url="/news">
          <Show />
        </TabRouteHistoryProvider>,
      ),
    ).toBe('/news');
    expect(() => renderToString(<Show />)).toThrow('Нет контекста истории маршрутов');
  });
});

describe("the tab's route history (pages loaded one by one)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const storage = (initial: Record<string, string> = {}) => {
    const entries = new Map(Object.entries(initial));
    return {
      entries,
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => entries.set(key, value),
    };
  };

  it('records each route as its page loads, by the same rules', () => {
    const session = storage();
    vi.stubGlobal('sessionStorage', session);
    recordRouteInTab('/projects?section=office');
    recordRouteInTab('/project/office/a');
    recordRouteInTab('/project/office/a');
    expect(JSON.parse(session.entries.get('routeHistory') ?? '')).toEqual([
      '/projects?section=office',
      '/project/office/a',
    ]);
  });

  it('starts over from what it cannot read, and does without storage', () => {
    const session = storage({ routeHistory: '{"not":"a list"}' });
    vi.stubGlobal('sessionStorage', session);
    recordRouteInTab('/news');
    expect(session.entries.get('routeHistory')).toBe('["/news"]');
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => {
      recordRouteInTab('/news');
    }).not.toThrow();
  });
});
