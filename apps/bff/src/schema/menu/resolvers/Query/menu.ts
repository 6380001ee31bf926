import type { Menu, QueryResolvers } from '../../../../generated/resolvers-types.js';
import type { BffContext } from '../../../../context.js';

const emptyMenu = (locale: BffContext['locale']): Menu => ({
  locale,
  header: { icon: '', iconMobile: '', items: [] },
  footer: {
    columns: [],
    phone: '',
    phoneFormatted: '',
    phoneDescription: '',
    email: '',
    address: '',
    footerString: null,
    socials: { vk: null, youtube: null, telegramm: null, dzen: null },
  },
});

export const menu: NonNullable<QueryResolvers['menu']> = async (_parent, _args, context) => {
  const result = await context.read('menu');
  if (result.status !== 'ok') return emptyMenu(context.locale);
  const { header, footer } = result.data;
  const { vk, youtube, telegramm, dzen, ...contacts } = footer.settings;
  return {
    locale: result.data.locale,
    header: { icon: header.settings.icon, iconMobile: header.settings.iconMobile, items: header.menu },
    footer: { ...contacts, columns: footer.menu, socials: { vk, youtube, telegramm, dzen } },
  };
};
