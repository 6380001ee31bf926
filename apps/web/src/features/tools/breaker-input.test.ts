import { describe, expect, it } from 'vitest';
import { breakerSearch, readBreakerInput } from './breaker-input';

const read = (query: string) => readBreakerInput(new URLSearchParams(query));

describe('the circuit-breaker calculator URL', () => {
  it('reads lines in step with their counts, keeping what was typed', () => {
    const input = read('model=12&count=20&model=2147483647&count=&model=7&count=abc&curve=D&rating=25&supply=400');
    expect(input.lines).toEqual([
      { modelId: 12, countText: '20', count: 20 },
      { modelId: 2_147_483_647, countText: '', count: null },
      { modelId: 7, countText: 'abc', count: null },
    ]);
    expect(input).toMatchObject({ curve: 'D', rating: 25, supply: 'threePhase400' });
    expect(input.problems).toEqual([{ field: 'count', index: 2, code: 'notNumber' }]);
  });

  it('defaults to C16 on 230 V', () => {
    expect(read('')).toMatchObject({ lines: [], curve: 'C', rating: 16, supply: 'singlePhase230', problems: [] });
  });

  it('ties hand-edited values to their fields', () => {
    const input = read('model=abc&model=99999999999&curve=K&rating=big&supply=110');
    expect(input.problems).toEqual([
      { field: 'modelId', index: 0, code: 'unknownModel' },
      { field: 'modelId', index: 1, code: 'unknownModel' },
      { field: 'curve', code: 'invalid' },
      { field: 'rating', code: 'invalid' },
      { field: 'supply', code: 'invalid' },
    ]);
    expect(input.ratingText).toBe('big');
  });

  it('removes the line a remove button names, and keeps at most ten', () => {
    expect(read('model=1&model=2&model=3&remove=1').lines.map((line) => line.modelId)).toEqual([1, 3]);
    const many = read(Array.from({ length: 12 }, (_, index) => `model=${index + 1}`).join('&'));
    expect(many.lines).toHaveLength(10);
    expect(many.problems).toEqual([{ field: 'lines', code: 'tooMany' }]);
  });

  it('reads a model to add only as two catalogue codes', () => {
    expect(read('add=plato/plato-32-840').add).toEqual({ gnkCode: 'plato', nkCode: 'plato-32-840' });
    for (const add of ['plato', '../x/y', 'a/b/c', '/plato/x', 'PLATO/x'])
      expect(read(`add=${encodeURIComponent(add)}`).add).toBeNull();
  });

  it('writes the address back without the buttons’ one-off values', () => {
    const input = read('model=12&count=20&model=5&count=&find=plato&add=a/b&curve=B&rating=10&supply=400');
    expect(breakerSearch(input)).toBe('?model=12&count=20&model=5&count=&curve=B&rating=10&supply=400');
  });
});
