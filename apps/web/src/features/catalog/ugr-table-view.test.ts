import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/app/graphql/generated';
import { ugrTableView, UgrTableFiguresFragment } from './ugr-table-view';

const rooms = [
  { x: 2, y: 2 },
  { x: 4, y: 8 },
];
const table = makeFragmentData(
  {
    spacingToHeight: 0.25,
    lampFlux: 4810.4,
    reflectances: [
      { ceiling: 0.7, walls: 0.5, floor: 0.2 },
      { ceiling: 0.3, walls: 0.3, floor: 0.2 },
    ],
    rows: rooms.map((room, index) => ({
      ...room,
      crosswise: [22.04 + index, index === 0 ? null : 23.96],
      endwise: [21.45 + index, 22.5],
    })),
    catalogueValue: 23.04,
  },
  UgrTableFiguresFragment,
);

describe('the UGR table of a model page', () => {
  it('prints one decimal in the page’s language, a dash where no luminaire is in view', () => {
    const ru = ugrTableView(table, 'ru');
    expect(ru.reflectances).toEqual(['70/50/20', '30/30/20']);
    expect(ru.rows[0]).toEqual({
      room: '2H\u00a0×\u00a02H',
      quoted: false,
      crosswise: ['22,0', '—'],
      endwise: ['21,5', '22,5'],
    });
    expect(ru.catalogueValue).toBe('23,0');
    expect(ru.lampFlux).toBe('4\u00a0810');
    expect(ru.spacingToHeight).toBe('0,25');
    const en = ugrTableView(table, 'en');
    expect(en.rows[1]?.crosswise).toEqual(['23.0', '24.0']);
    expect(en.lampFlux).toBe('4,810');
  });

  it('marks the room catalogues quote, 4H × 8H', () => {
    expect(ugrTableView(table, 'en').rows.map((row) => row.quoted)).toEqual([false, true]);
  });
});
