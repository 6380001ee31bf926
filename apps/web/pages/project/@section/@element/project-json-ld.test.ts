import { describe, expect, it } from 'vitest';
import { projectJsonLd, type ProjectForJsonLd } from './project-json-ld';

const project: ProjectForJsonLd = {
  title: 'Molochny plant',
  description: 'Cold rooms and packing lines.',
  location: 'Vologda',
  year: 2022,
  path: '/project/industry/dairy',
  image: '/upload/images/dairy-1440.jpg',
  section: { name: 'Industry', path: '/projects/industry' },
  products: [{ name: 'TITAN HB', link: '/product/titan-hb' }],
};

describe('project JSON-LD', () => {
  it('describes the project with absolute addresses in the page language', () => {
    expect(projectJsonLd(project, 'https://example.test', 'en')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: 'Molochny plant',
      url: 'https://example.test/en/project/industry/dairy',
      inLanguage: 'en',
      creator: { '@type': 'Organization', name: 'OSTREL', url: 'https://example.test/en' },
      description: 'Cold rooms and packing lines.',
      image: 'https://example.test/upload/images/dairy-1440.jpg',
      dateCreated: '2022',
      locationCreated: { '@type': 'Place', name: 'Vologda' },
      isPartOf: { '@type': 'CollectionPage', name: 'Industry', url: 'https://example.test/en/projects/industry' },
      mentions: [{ '@type': 'Product', name: 'TITAN HB', url: 'https://example.test/en/product/titan-hb' }],
    });
  });

  it('leaves out what the content does not give', () => {
    const json = projectJsonLd(
      { ...project, description: '', location: '', year: 0, image: null, section: null, products: [] },
      'https://example.test',
      'ru',
    );
    expect(json).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: 'Molochny plant',
      url: 'https://example.test/project/industry/dairy',
      inLanguage: 'ru',
      creator: { '@type': 'Organization', name: 'Острель', url: 'https://example.test/' },
    });
  });
});
