import { describe, expect, it } from 'vitest';
import { containerEntries, gldfContainer } from './container.js';

describe('the .gldf container', () => {
  it('holds product.xml at its root and each file in the folder of its kind, the same bytes every time', async () => {
    const files = [
      { contentType: 'ldc/eulumdat' as const, fileName: 'a.ldt', bytes: Buffer.from('EULUMDAT') },
      { contentType: 'ldc/ies' as const, fileName: 'a.ies', bytes: Buffer.from('IESNA:LM-63-2002') },
      { contentType: 'image/jpg' as const, fileName: 'a.jpg', bytes: Buffer.from([0xff, 0xd8, 0xff]) },
      { contentType: 'document/pdf' as const, fileName: 'a-ru.pdf', bytes: Buffer.from('%PDF-1.7') },
    ];
    const zip = await gldfContainer('<Root/>', files);
    const opened = await containerEntries(zip);
    expect([...opened.keys()]).toEqual(['product.xml', 'ldc/a.ldt', 'ldc/a.ies', 'image/a.jpg', 'doc/a-ru.pdf']);
    expect(opened.get('product.xml')?.toString()).toBe('<Root/>');
    expect(opened.get('doc/a-ru.pdf')?.toString()).toBe('%PDF-1.7');
    expect((await gldfContainer('<Root/>', files)).equals(zip)).toBe(true);
  });
});
