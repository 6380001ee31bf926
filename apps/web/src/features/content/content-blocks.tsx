import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import type { ContentBlocksFragment as ContentBlocksFragmentData } from '@/app/graphql/generated/graphql';
import { formatFileSize } from '@/ui/file-size';
import { Figures } from '@/ui/figures';
import { Gallery } from '@/ui/gallery';
import { RichText } from '@/ui/rich-text';
import { usePageLocation } from '@/app/page/page-location';
import styles from './content-blocks.module.css';
import { ContentIcon } from './content-icon';
import { readFragment } from '@/app/graphql/read-fragment';

export const ContentBlocksFragment = graphql(`
  fragment ContentBlocks on PageBlock {
    __typename
    title
    ... on PageTextBlock {
      html
    }
    ... on PageFiguresBlock {
      figures: items {
        ...Figure
      }
    }
    ... on PageFeaturesBlock {
      features: items {
        title
        text
        icon
      }
    }
    ... on PageGalleryBlock {
      pictures: items {
        ...ResponsivePicture
      }
    }
    ... on PageTimelineBlock {
      entries: items {
        year
        text
      }
    }
    ... on PageStepsBlock {
      steps: items {
        title
        text
      }
    }
    ... on PageFilesBlock {
      files: items {
        title
        url
        size
      }
    }
  }
`);

type Block = ContentBlocksFragmentData;

/**
 * The structured blocks of a content page, in the order the content gives them: text, key figures,
 * features, a gallery, a timeline, numbered steps, files to download. Each block's title is an h2;
 * a block with nothing to show is left out.
 */
export function ContentBlocks({
  blocks: blockRefs,
}: {
  blocks: readonly FragmentType<typeof ContentBlocksFragment>[];
}) {
  const blocks = blockRefs.map((ref) => readFragment<typeof ContentBlocksFragment>(ref)).filter(hasContent);
  if (blocks.length === 0) return null;
  return (
    <div className={styles.blocks}>
      {blocks.map((block, index) => (
        <BlockSection key={index} title={block.title}>
          <BlockBody block={block} />
        </BlockSection>
      ))}
    </div>
  );
}

function hasContent(block: Block): boolean {
  switch (block.__typename) {
    case 'PageTextBlock':
      return block.html.trim() !== '';
    case 'PageFiguresBlock':
      return block.figures.length > 0;
    case 'PageFeaturesBlock':
      return block.features.length > 0;
    case 'PageGalleryBlock':
      return block.pictures.length > 0;
    case 'PageTimelineBlock':
      return block.entries.length > 0;
    case 'PageStepsBlock':
      return block.steps.length > 0;
    case 'PageFilesBlock':
      return block.files.length > 0;
    default:
      // A kind of block this build does not know yet: nothing to draw.
      return false;
  }
}

function BlockSection({ title, children }: { title: string | null | undefined; children: ReactNode }) {
  const id = useId();
  const heading = title?.trim();
  if (!heading) return <div className={styles.block}>{children}</div>;
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

function BlockBody({ block }: { block: Block }) {
  const { t } = useLingui();
  switch (block.__typename) {
    case 'PageTextBlock':
      return <RichText html={block.html} />;
    case 'PageFiguresBlock':
      return <Figures items={block.figures} />;
    case 'PageFeaturesBlock':
      return (
        <ul className={styles.features}>
          {block.features.map((feature, index) => (
            <li key={index} className={styles.feature}>
              <ContentIcon src={feature.icon} className={styles.featureIcon} />
              <h3 className={styles.itemTitle}>{feature.title}</h3>
              {feature.text ? <p className={styles.itemText}>{feature.text}</p> : null}
            </li>
          ))}
        </ul>
      );
    case 'PageGalleryBlock':
      return <Gallery pictures={block.pictures} label={block.title?.trim() || t`Фотографии`} />;
    case 'PageTimelineBlock':
      return (
        <ol className={styles.timeline}>
          {block.entries.map((entry, index) => (
            <li key={index} className={styles.entry}>
              <p className={styles.year}>{entry.year}</p>
              <p className={styles.entryText}>{entry.text}</p>
            </li>
          ))}
        </ol>
      );
    case 'PageStepsBlock':
      return (
        <ol className={styles.steps}>
          {block.steps.map((step, index) => (
            <li key={index} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.itemTitle}>{step.title}</h3>
              {step.text ? <p className={styles.itemText}>{step.text}</p> : null}
            </li>
          ))}
        </ol>
      );
    case 'PageFilesBlock':
      return <FileList files={block.files} />;
    default:
      return null;
  }
}

/** The file's type from its address: `…/passport.pdf?v=2` → PDF; empty when it has none. */
export function fileExtension(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const match = /\.([a-z0-9]{1,5})$/i.exec(path.slice(path.lastIndexOf('/') + 1));
  return match?.[1]?.toUpperCase() ?? '';
}

function FileList({ files }: { files: readonly { title: string; url: string; size: number }[] }) {
  const { locale } = usePageLocation();
  return (
    <ul className={styles.files}>
      {files.map((file, index) => {
        const meta = [fileExtension(file.url), file.size > 0 ? formatFileSize(file.size, locale) : '']
          .filter(Boolean)
          .join(' · ');
        return (
          <li key={index}>
            <a className={styles.file} href={file.url} download>
              <svg
                className={styles.fileIcon}
                width="24"
                height="24"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                aria-hidden="true"
              >
                <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <span className={styles.fileTitle}>{file.title}</span>{' '}
              {meta ? <span className={styles.fileMeta}>{meta}</span> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
