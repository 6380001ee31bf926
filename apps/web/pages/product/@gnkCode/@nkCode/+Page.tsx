import { useLingui } from '@lingui/react/macro';
import { GldfLink, gldfDocument } from '@/features/catalog/gldf-link';
import { ExUsage } from '@/features/catalog/ex-usage';
import { PhotometryReport } from '@/features/catalog/photometry-report';
import { modelSpecs } from '@/features/catalog/model-specs';
import FavoriteButton from '@/features/favorites/favorite-button.island';
import { localePath } from '@/app/i18n/locale';
import { useData } from '@/app/page/page-context';
import { usePageLocation } from '@/app/page/page-location';
import { Gallery } from '@/ui/gallery';
import { PageIntro } from '@/ui/page-intro';
import { Picture, pictureSizes } from '@/ui/picture';
import { RichText } from '@/ui/rich-text';
import { ShowMoreList } from '@/ui/show-more-list';
import type { Data } from './+data';
import Documents from '@/features/catalog/documents.island';
import styles from './model.module.css';
import { ModelTools } from '@/features/tools/model-tools';
import { exMarkingDecoderPath, markingParam } from '@/features/tools/ex-marking-decoder';
import { exAreaOfModel, exAreaSearch, exSelectorPath } from '@/features/tools/ex-area-query';
import { comparePath } from '@/features/compare';

// Choosing documents needs code only once the visitor scrolls down to them.

/** The cover fills the 5fr side of the overview (model.module.css) from 1220 px, the column below. */
const coverSizes = pictureSizes({ phone: {}, tablet: {}, desktop: { minus: 56, share: 5 / 12 } });
export default function Page() {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const { name, trail, model, documents, diagram, figures, ugr, cone, accessories } = useData<Data>();
  if (!model) return <PageIntro title={name} breadcrumbs={trail} />;
  const selectorArea = exAreaOfModel(model.exMarkings, model.technical);
  return (
    <article className={styles.page}>
      <PageIntro
        title={model.name}
        breadcrumbs={trail}
        eyebrow={
          <a className={styles.series} href={localePath(locale, `/product/${model.gnkCode}`)}>
            {t`Серия ${model.seriesName}`}
          </a>
        }
      >
        <div className={styles.actions}>
          <FavoriteButton kind="models" id={model.id} name={model.name} look="labelled" />
          {documents.length > 0 ? <a href="#documents">{t`Документация`}</a> : null}
          <a href={localePath(locale, comparePath([model.id]))}>{t`Сравнить с другими моделями`}</a>
          {model.gldf ? <GldfLink gldf={model.gldf} /> : null}
        </div>
        {model.archived ? (
          <p className={styles.archived} role="note">
            {t`Модель снята с производства.`}{' '}
            {model.replacement ? (
              <>
                {t`Замена:`} <a href={localePath(locale, model.replacement.link)}>{model.replacement.name}</a>
              </>
            ) : null}
          </p>
        ) : null}
      </PageIntro>
      <div className={`container ${styles.overview}`}>
        <div className={styles.cover}>
          <Picture picture={model.picture} sizes={coverSizes} priority />
        </div>
        <div className={styles.specs}>
          {modelSpecs(model).map((group) => (
            <section key={group.code} className={styles.group} aria-labelledby={`specs-${group.code}`}>
              <h2 id={`specs-${group.code}`} className={styles.groupTitle}>
                {group.title}
              </h2>
              <dl className={styles.rows}>
                {group.items.map((item) => (
                  <div key={item.code} className={styles.row} data-code={item.code}>
                    <dt>{item.name}</dt>
                    <dd>
                      {item.value}
                      {item.unit ? `\u00a0${item.unit}` : null}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      </div>
      {model.exMarkings.length > 0 ? (
        <div className={`container ${styles.block}`}>
          <ExUsage
            markings={model.exMarkings}
            decoderHref={localePath(
              locale,
              `${exMarkingDecoderPath}?${markingParam}=${encodeURIComponent(model.exMarkings.map((marking) => marking.text).join(' / '))}`,
            )}
            selectorHref={
              selectorArea ? localePath(locale, `${exSelectorPath}${exAreaSearch(selectorArea)}`) : undefined
            }
          />
        </div>
      ) : null}
      {diagram ? (
        <section className={`container ${styles.block}`} aria-labelledby="distribution-title">
          <h2 id="distribution-title" className={styles.title}>
            {t`Светораспределение`}
          </h2>
          <PhotometryReport diagram={diagram} figures={figures} cone={cone} ugr={ugr} source="model" />
        </section>
      ) : null}
      <ModelTools model={model} className={`container ${styles.block}`} />
      {model.description ? (
        <div className={`container ${styles.block} ${styles.description}`}>
          <RichText html={model.description} />
        </div>
      ) : null}
      {model.gallery.length > 0 ? (
        <div className={`container ${styles.block}`}>
          <Gallery pictures={model.gallery} label={t`Фотографии`} />
        </div>
      ) : null}
      {documents.length > 0 ? (
        <section id="documents" className={`container ${styles.block}`} aria-labelledby="documents-title">
          <h2 id="documents-title" className={styles.title}>
            {t`Документация`}
          </h2>
          <Documents
            documents={documents}
            gldf={model.gldf ? gldfDocument(`${model.gnkCode}/${model.nkCode}`, model.gldf) : null}
          />
        </section>
      ) : null}
      {accessories.length > 0 ? (
        <section className={`container ${styles.block}`} aria-labelledby="accessories-title">
          <h2 id="accessories-title" className={styles.title}>
            {t`Аксессуары`}
          </h2>
          <ShowMoreList pageSizes={{ phone: 5, tablet: 5, desktop: 5 }} className={styles.accessories}>
            {accessories.map((accessory) => (
              <div key={accessory.id} className={styles.accessory}>
                <div className={styles.accessoryPicture}>
                  <Picture picture={accessory.picture} sizes="96px" />
                </div>
                <div>
                  <h3 className={styles.accessoryName}>{accessory.name}</h3>
                  {accessory.description ? <p className={styles.accessoryText}>{accessory.description}</p> : null}
                </div>
              </div>
            ))}
          </ShowMoreList>
        </section>
      ) : null}
    </article>
  );
}
