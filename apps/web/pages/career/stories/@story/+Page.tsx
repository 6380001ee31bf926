import { useLingui } from '@lingui/react/macro';
import { useData } from '@/app/page/page-context';
import BackLink from '@/ui/back-link.island';
import { DetailBack } from '@/ui/detail-page';
import { isCompletePicture } from '@/ui/gallery';
import { PageIntro } from '@/ui/page-intro';
import { Picture, pictureSizes } from '@/ui/picture';
import { RichText } from '@/ui/rich-text';
import { Slider, slideSizes } from '@/ui/slider';
import { CareerMenu } from '../../career-menu';
import type { Data } from './+data';
import styles from './story.module.css';

// story.module.css: across the column, then half of it, then a third beside the quote (64 px apart).
const portraitSizes = pictureSizes({ phone: {}, tablet: { columns: 2 }, desktop: { minus: 64, share: 1 / 3 } });

export default function Page() {
  const { t } = useLingui();
  const { name, story, menu, trail } = useData<Data>();
  const slides = story?.slider.filter(isCompletePicture) ?? [];
  const has = (html: string | undefined) => Boolean(html?.trim());
  return (
    <article className={styles.page}>
      <DetailBack>
        <BackLink kind="career" href="/career/stories" title={t`Истории успеха`} />
      </DetailBack>
      <PageIntro title={name} breadcrumbs={trail} lead={story?.position || null} />

      {story ? (
        <div className={`container ${styles.opening}`}>
          <Picture picture={story.picture} priority sizes={portraitSizes} className={styles.portrait} />
          <div className={styles.openingText}>
            {has(story.text) ? <RichText html={story.text} className={styles.quote} /> : null}
            {story.preview ? <p className={styles.preview}>{story.preview}</p> : null}
          </div>
        </div>
      ) : null}

      {story && has(story.upperText) ? (
        <div className="container">
          <RichText html={story.upperText} className={styles.text} />
        </div>
      ) : null}

      {slides.length > 0 ? (
        <div className={`container ${styles.slider}`}>
          <Slider id="story-photos" label={t`Фотографии: ${name}`}>
            {slides.map((slide, index) => (
              <Picture key={index} picture={slide} sizes={slideSizes} className={styles.slide} />
            ))}
          </Slider>
        </div>
      ) : null}

      {story && has(story.middleText) ? (
        <div className="container">
          <RichText html={story.middleText} className={styles.text} />
        </div>
      ) : null}
      {story && has(story.bottomText) ? (
        <div className="container">
          <RichText html={story.bottomText} className={styles.text} />
        </div>
      ) : null}

      <div className={styles.menu}>
        <CareerMenu links={menu} />
      </div>
    </article>
  );
}
