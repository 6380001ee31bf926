import { localePath, type Locale } from '@/app/i18n/locale';
import { organizationJsonLd } from '@/app/page/article-json-ld';

export interface VacancyForJsonLd {
  jobTitle: string;
  /** Duties, requirements and conditions (HTML, as Google wants the description). */
  description: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  /** The city's option value (`remote` for remote work) and its label. */
  city: { value: string; label: string };
  /** Employment as the content words it, e.g. «Полная занятость, гибридный формат». */
  employment: string;
  /** Salary as the content words it, e.g. «от 140 000 до 180 000 ₽ до вычета НДФЛ»; null when not published. */
  salary: string | null;
  /** The vacancy's path, without the language prefix. */
  path: string;
  image: string | null;
}

const dayMs = 24 * 60 * 60 * 1000;
/**
 * The content names no closing date; a vacancy the content still lists is open today, and the page
 * is rendered again while it stays listed. So the posting is said to be open for this many days
 * past the day of rendering (a date, so the answer is the same all day), and a vacancy taken down
 * stops being renewed: its page answers 404 and search engines drop it.
 */
const openForDays = 30;

/** schema.org employment types the content's wording names (Russian or English). */
export function employmentTypes(employment: string): string[] {
  const text = employment.toLowerCase();
  const types: string[] = [];
  if (/полная|full[- ]time/.test(text)) types.push('FULL_TIME');
  if (/частичная|неполн|part[- ]time/.test(text)) types.push('PART_TIME');
  if (/стаж|intern/.test(text)) types.push('INTERN');
  if (/проект|временн|contract|temporary/.test(text)) types.push('CONTRACTOR');
  return types.length > 0 ? types : ['OTHER'];
}

/**
 * The pay as a MonetaryAmount when the wording holds figures in roubles («от 140 000 до 180 000 ₽»,
 * "RUB 140,000–180,000 per month", «от 90 000 ₽»); null when it holds none: Google is then told
 * nothing rather than a guess.
 */
export function baseSalary(salary: string | null) {
  if (!salary || !/₽|руб|rub/i.test(salary)) return null;
  const figures = [...salary.matchAll(/\d{1,3}(?:[\s\u00a0\u202f,]\d{3})+|\d+/g)]
    .map((match) => Number(match[0].replace(/[\s\u00a0\u202f,]/g, '')))
    .filter((figure) => figure >= 1000);
  if (figures.length === 0) return null;
  const [low, high] = [Math.min(...figures), Math.max(...figures)];
  const single = low === high;
  const bound =
    single && /^\s*(от|from)\s/i.test(salary) ? 'min' : single && /^\s*(до|up to)\s/i.test(salary) ? 'max' : null;
  const amount = !single
    ? { minValue: low, maxValue: high }
    : bound === 'min'
      ? { minValue: low }
      : bound === 'max'
        ? { maxValue: high }
        : { value: low };
  return {
    '@type': 'MonetaryAmount',
    currency: 'RUB',
    value: {
      '@type': 'QuantitativeValue',
      ...amount,
      unitText: /в час|per hour|hourly/i.test(salary) ? 'HOUR' : 'MONTH',
    },
  };
}

/**
 * schema.org JobPosting as Google's job results read it: title, description, datePosted,
 * validThrough, employmentType, hiringOrganization, jobLocation (or remote work in Russia),
 * directApply (the application form is on the page) and baseSalary when the content gives figures.
 */
export function jobPostingJsonLd(vacancy: VacancyForJsonLd, origin: string, locale: Locale, now: Date) {
  const organization = organizationJsonLd(origin, locale);
  const salary = baseSalary(vacancy.salary);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.jobTitle,
    description: vacancy.description,
    datePosted: vacancy.date,
    validThrough: new Date(now.getTime() + openForDays * dayMs).toISOString().slice(0, 10),
    employmentType: employmentTypes(vacancy.employment),
    hiringOrganization: {
      '@type': 'Organization',
      name: organization.name,
      sameAs: organization.url,
      logo: organization.logo.url,
    },
    ...(vacancy.city.value === 'remote'
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'RU' } }
      : {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: vacancy.city.label, addressCountry: 'RU' },
          },
        }),
    directApply: true,
    url: `${origin}${localePath(locale, vacancy.path)}`,
    ...(vacancy.image ? { image: /^https?:/.test(vacancy.image) ? vacancy.image : `${origin}${vacancy.image}` } : {}),
    ...(salary ? { baseSalary: salary } : {}),
  };
}
