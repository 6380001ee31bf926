import { describe, expect, it } from 'vitest';
import { baseSalary, employmentTypes, jobPostingJsonLd } from './job-posting-json-ld';

describe('JobPosting structured data', () => {
  it('reads the pay from the content’s wording in either language, or says nothing', () => {
    const monthly = { '@type': 'QuantitativeValue', minValue: 140000, maxValue: 180000, unitText: 'MONTH' };
    expect(baseSalary('от 140 000 до 180 000 ₽ до вычета НДФЛ')?.value).toEqual(monthly);
    expect(baseSalary('RUB 140,000–180,000 per month, gross')?.value).toEqual(monthly);
    expect(baseSalary('от 90 000 ₽')?.value).toEqual({
      '@type': 'QuantitativeValue',
      minValue: 90000,
      unitText: 'MONTH',
    });
    expect(baseSalary('до 70 000 ₽')?.value).toEqual({
      '@type': 'QuantitativeValue',
      maxValue: 70000,
      unitText: 'MONTH',
    });
    expect(baseSalary('350 ₽ в час')).toBeNull();
    expect(baseSalary('1 200 ₽ в час')?.value).toEqual({ '@type': 'QuantitativeValue', value: 1200, unitText: 'HOUR' });
    expect(baseSalary('по договорённости')).toBeNull();
    expect(baseSalary(null)).toBeNull();
  });

  it('names the employment types the wording gives', () => {
    expect(employmentTypes('Полная занятость, гибридный формат')).toEqual(['FULL_TIME']);
    expect(employmentTypes('Part-time, remote')).toEqual(['PART_TIME']);
    expect(employmentTypes('Сменный график')).toEqual(['OTHER']);
  });

  it('gives a place for an office job and remote work in Russia for a remote one, open for 30 days past today', () => {
    const vacancy = {
      jobTitle: 'Инженер-конструктор',
      description: '<p>Разработка корпусов</p>',
      date: '2026-10-01',
      city: { value: 'ryazan', label: 'Рязань' },
      employment: 'Полная занятость',
      salary: null,
      path: '/career/vacancies/inzhener',
      image: '/upload/images/vacancy-1440.jpg',
    };
    const now = new Date('2026-11-26T22:30:00Z');
    const office = jobPostingJsonLd(vacancy, 'https://ostrel.example', 'ru', now);
    expect(office).toMatchObject({
      '@type': 'JobPosting',
      title: 'Инженер-конструктор',
      datePosted: '2026-10-01',
      validThrough: '2026-12-26',
      directApply: true,
      url: 'https://ostrel.example/career/vacancies/inzhener',
      image: 'https://ostrel.example/upload/images/vacancy-1440.jpg',
      jobLocation: { address: { addressLocality: 'Рязань', addressCountry: 'RU' } },
      hiringOrganization: { name: 'Острель', sameAs: 'https://ostrel.example/' },
    });
    expect(office).not.toHaveProperty('baseSalary');
    const remote = jobPostingJsonLd(
      { ...vacancy, city: { value: 'remote', label: 'Удалённо' } },
      'https://ostrel.example',
      'en',
      now,
    );
    expect(remote).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      url: 'https://ostrel.example/en/career/vacancies/inzhener',
    });
    expect(remote).not.toHaveProperty('jobLocation');
  });
});
