import { describe, expect, it } from 'vitest';
import { readLightingInput } from './lighting-input';

const read = (query: string) => readLightingInput(new URLSearchParams(query));

describe('the illuminance calculator URL', () => {
  it('has a typical office by default', () => {
    const input = read('');
    expect(input.value).toEqual({
      length: 12,
      width: 6,
      height: 3,
      workPlaneHeight: 0.8,
      ceiling: 70,
      walls: 50,
      floor: 20,
      maintenanceFactor: 0.8,
      lux: null,
    });
    expect(input.notNumbers).toEqual([]);
    expect(input.modelId).toBeNull();
  });

  it('reads decimal commas and keeps what was typed', () => {
    const input = read('length=7,5&plane=0.75&lux=&model=1274981874&norm=office-writing');
    expect(input.value.length).toBe(7.5);
    expect(input.text.length).toBe('7,5');
    expect(input.value.workPlaneHeight).toBe(0.75);
    expect(input.modelId).toBe(1_274_981_874);
    expect(input.norm).toBe('office-writing');
  });

  it('fills the reflectances from a preset button, over what the fields held', () => {
    const input = read('ceiling=abc&walls=40&floor=10&surfaces=50-30-10');
    expect(input.value).toMatchObject({ ceiling: 50, walls: 30, floor: 10 });
    expect(input.text).toMatchObject({ ceiling: '50', walls: '30', floor: '10' });
    expect(input.notNumbers).toEqual([]);
    expect(read('surfaces=99-99-99&ceiling=70').value.ceiling).toBe(70);
  });

  it('names each field that is not a number, and a model that is not an id', () => {
    const input = read('length=ten&width=&ceiling=7O&lux=a%20lot&model=abc&norm=%3Cscript%3E');
    expect(input.notNumbers).toEqual(['length', 'width', 'ceiling', 'lux']);
    expect(input.text.length).toBe('ten');
    expect(input.badModel).toBe(true);
    expect(input.norm).toBeNull();
  });
});
