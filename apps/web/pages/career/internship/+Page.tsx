import { useLingui } from '@lingui/react/macro';
import { useData } from '@/app/page/page-context';
import InternshipRequestForm from '@/features/forms/internship-request-form.island';
import buttons from '@/ui/buttons.module.css';
import { isCompletePicture } from '@/ui/gallery';
import { PageIntro } from '@/ui/page-intro';
import { Picture } from '@/ui/picture';
import { RichText } from '@/ui/rich-text';
import { Slider, slideSizes } from '@/ui/slider';
import styles from '../career.module.css';
import { CareerMenu } from '../career-menu';
import { IconItems } from '../icon-items';
import type { Data } from './+data';
import own from './internship.module.css';

export default function Page() {
  const { t } = useLingui();
  const { title, trail, intro, preview, steps, choices, menu, advantagesTitle, advantages, gallery } = useData<Data>();
  const photos = gallery.filter(isCompletePicture);
  const canApply = choices.directions.length > 0 && choices.cities.length > 0;
  return (
    <div className={styles.page}>
      <PageIntro title={title} breadcrumbs={trail}>
        {intro.trim() ? <RichText html={intro} className={own.intro} /> : null}
        {canApply ? (
          <p className={own.introAction}>
            <a className={buttons.primary} href="#apply">
              {t`Подать заявку`}
            </a>
          </p>
        ) : null}
      </PageIntro>
      <CareerMenu links={menu} />

      {preview.title || steps.length > 0 ? (
        <section className={`container ${styles.section}`} aria-labelledby="internship-steps">
          <div className={styles.sectionHead}>
            <h2 id="internship-steps" className={styles.sectionTitle}>
              {preview.title || t`Как проходит стажировка`}
            </h2>
            {preview.text.trim() ? <RichText html={preview.text} className={styles.sectionLead} /> : null}
          </div>
          <IconItems items={steps} numbered />
        </section>
      ) : null}

      {photos.length > 0 ? (
        <section className={`container ${styles.section}`} aria-labelledby="internship-photos">
          <h2 id="internship-photos" className={styles.sectionTitle}>
            {t`Где вы будете работать`}
          </h2>
          <Slider id="internship-photos-slider" label={t`Фотографии: производство, лаборатория и офисы`}>
            {photos.map((photo, index) => (
              <Picture key={index} picture={photo} sizes={slideSizes} className={styles.photo} />
            ))}
          </Slider>
        </section>
      ) : null}

      {advantages.length > 0 ? (
        <section className={`container ${styles.section}`} aria-labelledby="internship-advantages">
          <div className={styles.sectionHead}>
            <h2 id="internship-advantages" className={styles.sectionTitle}>
              {advantagesTitle.title || t`Почему у нас работают`}
            </h2>
            {advantagesTitle.text ? <RichText html={advantagesTitle.text} className={styles.sectionLead} /> : null}
          </div>
          <IconItems items={advantages} />
        </section>
      ) : null}

      {canApply ? (
        <section id="apply" className={`container ${own.apply}`} aria-labelledby="internship-apply">
          <div className={own.applyIntro}>
            <h2 id="internship-apply" className={styles.sectionTitle}>
              {t`Заявка на стажировку`}
            </h2>
            <p className={own.lead}>
              {t`Выберите направление и город — заявку прочитает руководитель направления. Мы ответим в течение трёх рабочих дней.`}
            </p>
          </div>
          <InternshipRequestForm
            directions={choices.directions}
            educationLevels={choices.educationLevels}
            formats={choices.formats}
            cities={choices.cities}
          />
        </section>
      ) : null}
    </div>
  );
}
