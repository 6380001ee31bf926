import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pushRoute, RouteHistoryProvider, useRouteHistory } from './route-history';

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
        <RouteHistoryProvider url="/news">
          <Show />
        </RouteHistoryProvider>,
      ),
    ).toBe('/news');
    expect(() => renderToString(<Show />)).toThrow('Нет контекста истории маршрутов');
  });
});
