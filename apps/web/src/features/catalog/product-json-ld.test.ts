import { describe, expect, it } from 'vitest';
import { productJsonLd } from './product-json-ld';

describe('product JSON-LD', () => {
  it('describes a series with absolute links, its brand and its pictures', () => {
    const data = productJsonLd(
      {
        name: 'PLATO',
        description: 'Встраиваемая панель',
        path: '/product/plato',
        sku: 'plato',
        images: ['/upload/a-1440.jpg'],
        category: 'Светодиодные панели',
      },
      'https://example.org',
      'ru',
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'PLATO',
      sku: 'plato',
      url: 'https://example.org/product/plato',
      brand: { '@type': 'Brand', name: 'Острель' },
      manufacturer: { '@type': 'Organization', name: 'Острель', url: 'https://example.org/' },
      description: 'Встраиваемая панель',
      image: ['https://example.org/upload/a-1440.jpg'],
      category: 'Светодиодные панели',
    });
  });

  it('links a model to its series and lists its data; blank fields are left out', () => {
    const data = productJsonLd(
      {
        name: 'PLATO 25/830',
        description: '',
        path: '/product/plato/plato-25-830',
        sku: 'plato-25-830',
        images: [],
        category: '',
        series: { name: 'PLATO', path: '/product/plato' },
        properties: [
          { name: 'Power', value: '25', unit: 'W' },
          { name: 'IP', value: 'IP40', unit: null },
        ],
      },
      'https://example.org',
      'en',
    );
    expect(data).toMatchObject({
      url: 'https://example.org/en/product/plato/plato-25-830',
      brand: { name: 'OSTREL' },
      isVariantOf: { '@type': 'ProductGroup', name: 'PLATO', url: 'https://example.org/en/product/plato' },
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'Power', value: '25', unitText: 'W' },
        { '@type': 'PropertyValue', name: 'IP', value: 'IP40' },
      ],
    });
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('image');
  });
});
