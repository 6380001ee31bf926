import * as z from 'zod';
import { Link, Locale } from './common.js';

export const MenuFooterColumn = z.object({ title: z.string(), items: z.array(Link) }).meta({ id: 'MenuFooterColumn' });

export const Menu = z
  .object({
    locale: Locale,
    header: z.object({
      settings: z.object({
        icon: z.string().meta({ description: 'Desktop logo (SVG) path on the API origin.' }),
        iconMobile: z.string().meta({ description: 'Mobile logo (SVG) path on the API origin.' }),
      }),
      menu: z.array(Link),
    }),
    footer: z.object({
      settings: z.object({
        phone: z.string().meta({ description: 'Phone as displayed, e.g. "8 800 555-35-35".' }),
        phoneFormatted: z.string().meta({ description: 'Phone for a tel: link, e.g. "+78005553535".' }),
        phoneDescription: z.string(),
        email: z.string(),
        address: z.string(),
        footerString: z.string().nullable(),
        vk: z.string().nullable(),
        youtube: z.string().nullable(),
        telegramm: z.string().nullable(),
        dzen: z.string().nullable(),
      }),
      menu: z.array(MenuFooterColumn),
    }),
  })
  .meta({ id: 'Menu', description: 'Header and footer navigation with site settings, per locale.' });
export type Menu = z.infer<typeof Menu>;

export const Features = z
  .record(z.string(), z.union([z.boolean(), z.number(), z.string()]))
  .meta({ id: 'Features', description: 'Feature switches and small site-wide settings, by name.' });
export type Features = z.infer<typeof Features>;
