import { plainText, type RowWriter } from './row-writer.js';

/** The news items and events. */
export function newsRows({ content, locale, t, picture, put, seo, index }: RowWriter) {
  for (const item of content.news.items) {
    const link = `/news/${item.code}`;
    const itemPicture = picture(`news-${item.code}`, t(item.title));
    put(
      'news',
      item.code,
      {
        id: content.news.items.indexOf(item) + 1,
        code: item.code,
        title: t(item.title),
        preview: t(item.preview),
        picture: itemPicture,
        date: item.date,
        isEvent: item.event !== null,
        event: item.event && {
          startsAt: item.event.startsAt,
          endsAt: item.event.endsAt,
          place: t(item.event.place),
          registrationOpen: item.event.registrationOpen,
        },
        link,
        content: t(item.content),
        gallery: item.gallery.flatMap(
          (_, galleryIndex) =>
            picture(`news-${item.code}-${galleryIndex + 1}`, `${t(item.title)} — ${galleryIndex + 1}`) ?? [],
        ),
        seoDescription: t(item.seoDescription),
        breadcrumbs: [{ title: locale === 'ru' ? 'Новости' : 'News', link: '/news' }],
      },
      { published_on: item.date },
    );
    seo(link, {
      title: t(item.title),
      description: t(item.seoDescription),
      image: itemPicture,
      type: 'article',
      article: { published_time: item.date, section: locale === 'ru' ? 'Новости' : 'News' },
    });
    index({
      type: 'news',
      ref: item.code,
      url: link,
      title: t(item.title),
      codes: '',
      section: '',
      description: t(item.preview),
      body: plainText(t(item.content)),
      picture: itemPicture,
      boost: 0.6,
    });
  }
}
