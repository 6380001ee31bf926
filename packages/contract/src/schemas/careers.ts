import * as z from 'zod';
import { IconItem, Link, Pagination, Picture, SelectOption, TitleBlock } from './common.js';

export const CareerMainBlock = z
  .object({
    title: z.string(),
    subtitle: z.string(),
    text: z.string(),
    picture: Picture.nullable(),
    button: Link.nullable(),
  })
  .meta({ id: 'CareerMainBlock' });

export const CareerMenu = z.array(Link).meta({ id: 'CareerMenu' });

export const CareerStatistic = z
  .object({ value: z.string(), label: z.string(), description: z.string() })
  .meta({ id: 'CareerStatistic' });
export const CareerStatistics = z.array(CareerStatistic).meta({ id: 'CareerStatistics' });

export const IconItems = z.array(IconItem).meta({ id: 'IconItems' });

export const PhotoGallery = z.object({ items: z.array(Picture), pagination: Pagination }).meta({ id: 'PhotoGallery' });

export const InternshipList = z
  .array(z.object({ title: z.string(), text: z.string(), icon: z.string().nullable() }))
  .meta({ id: 'InternshipList' });

export const InternshipSelectData = z
  .object({
    directions: z.array(SelectOption),
    educationLevels: z.array(SelectOption),
    formats: z.array(SelectOption),
    cities: z.array(SelectOption),
  })
  .meta({ id: 'InternshipSelectData', description: 'Options of the select fields of the internship form.' });
export type InternshipSelectData = z.infer<typeof InternshipSelectData>;

export const InternshipTeaser = z
  .object({ title: z.string(), text: z.string(), picture: Picture.nullable(), link: z.string() })
  .meta({ id: 'InternshipTeaser', description: 'The internship block shown on vacancy pages.' });

export const StoryCard = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    position: z.string(),
    preview: z.string(),
    picture: Picture.nullable(),
    link: z.string(),
  })
  .meta({ id: 'StoryCard' });
export const StoryList = z.array(StoryCard).meta({ id: 'StoryList' });

export const Story = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    position: z.string(),
    preview: z.string(),
    text: z.string(),
    picture: Picture.nullable(),
    slider: z.array(Picture),
    upperText: z.string(),
    middleText: z.string(),
    bottomText: z.string(),
  })
  .meta({ id: 'Story' });
export type Story = z.infer<typeof Story>;

export const VacancyFilterData = z
  .object({ city: z.array(SelectOption), experience: z.array(SelectOption), sphere: z.array(SelectOption) })
  .meta({ id: 'VacancyFilterData' });

export const VacancyListItem = z
  .object({
    id: z.number().int(),
    elementCode: z.string(),
    jobTitle: z.string(),
    date: z.string().meta({ description: 'Publication date, ISO 8601 (YYYY-MM-DD).' }),
    city: SelectOption,
    experience: SelectOption,
    sphere: SelectOption,
    salary: z.string().nullable(),
    link: z.string(),
  })
  .meta({ id: 'VacancyListItem' });
export const VacancyList = z.array(VacancyListItem).meta({ id: 'VacancyList' });
export type VacancyListItem = z.infer<typeof VacancyListItem>;

export const Vacancy = VacancyListItem.extend({
  employment: z.string(),
  picture: Picture.nullable(),
  description: z.string().meta({ description: 'Sanitised HTML: duties, requirements, conditions.' }),
  advantages: z.object({ title: z.string(), items: z.array(IconItem) }),
  formTitle: z.string(),
  menu: z.array(Link),
}).meta({ id: 'Vacancy' });
export type Vacancy = z.infer<typeof Vacancy>;

export { TitleBlock };
