import { useLingui } from '@lingui/react/macro';
import { localePath } from '@/app/i18n/locale';
import { useData, usePageContext } from '@/app/page/page-context';
import { isCompletePicture } from '@/ui/gallery';
import { PageIntro } from '@/ui/page-intro';
import { Picture, pictureSizes } from '@/ui/picture';
import { RichText } from '@/ui/rich-text';
import { Slider, slideSizes } from '@/ui/slider';
import buttons from '@/ui/buttons.module.css';
import type { Data } from './+data';
import { CareerMenu } from './career-menu';
import styles from './career.module.css';
import { IconItems } from './icon-items';

// Across the column, then the right half of it beside the text (career.module.css: 64 px apart).
const heroSizes = pictureSizes({ phone: {}, tablet: {}, desktop: { columns: 2, gap: 64 } });

export default function Page() {
  const { t } = useLingui();
  const { locale } = usePageContext();
  const { title, trail, main, menu, statistics, advantagesTitle, advantages, gallery, values } = useData<Data>();
  const photos = gallery.filter(isCompletePicture);
  return (
    <div className={styles.page}>
      <PageIntro title={title} breadcrumbs={trail} lead={main.subtitle || null} />
      <CareerMenu links={menu} />

      {main.text || main.picture ? (
        <section className={`container ${styles.hero}`} aria-label={t`О работе в компании`}>
          <div className={styles.heroText}>
            {main.text ? <p className={styles.heroLead}>{main.text}</p> : null}
            {main.button ? (
              <a className={buttons.primary} href={localePath(locale, main.button.link)}>
                {main.button.title}
              </a>
            ) : null}
          </div>
          <Picture picture={main.picture} priority sizes={heroSizes} className={styles.heroPicture} />
        </section>
      ) : null}

      {statistics.length > 0 ? (
        <section className={`container ${styles.section}`} aria-labelledby="career-figures">
          <h2 id="career-figures" className="visually-hidden">
            {t`Компания в цифрах`}
          </h2>
          <dl className={styles.figures}>
            {statistics.map((figure) => (
              <div key={`${figure.value}|${figure.label}`} className={styles.figure}>
                <dt className={styles.figureLabel}>
                  <span className={styles.figureValue}>{figure.value}</span> {figure.label}
                </dt>
                <dd className={styles.figureText}>{figure.description}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {advantages.length > 0 ? (
        <section className={`container ${styles.section}`} aria-labelledby="career-advantages">
          <div className={styles.sectionHead}>
            <h2 id="career-advantages" className={styles.sectionTitle}>
              {advantagesTitle.title || t`Почему у нас работают`}
            </h2>
            {advantagesTitle.text ? <RichText html={advantagesTitle.text} className={styles.sectionLead} /> : null}
          </div>
          <IconItems items={advantages} />
        </section>
      ) : null}

      {photos.length > 0 ? (
        <section className={`container ${styles.section}`} aria-labelledby="career-photos">
          <h2 id="career-photos" className={styles.sectionTitle}>
            {t`Как мы работаем`}
          </h2>
          <Slider id="career-photos-slider" label={t`Фотографии: как мы работаем`}>
            {photos.map((photo, index) => (
              <Picture key={index} picture={photo} sizes={slideSizes} className={styles.photo} />
            ))}
          </Slider>
        </section>
      ) : null}

      {values.length > 0 ? (
        <section className={`container ${styles.section}`} aria-labelledby="career-values">
          <h2 id="career-values" className={styles.sectionTitle}>
            {t`Наши ценности`}
          </h2>
          <IconItems items={values} />
        </section>
      ) : null}
    </div>
  );
}
