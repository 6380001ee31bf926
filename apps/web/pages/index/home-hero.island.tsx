import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { selectSolution, useSelectedSolution } from '@/features/frame/frame-state';
import { graphql, type FragmentType } from '@/app/graphql/generated';
import { localePath } from '@/app/i18n/locale';
import { island } from '@/app/islands/island';
import { usePageLocation } from '@/app/page/page-location';
import { Picture } from '@/ui/picture';
import { isHexColor, readableTextOn } from '@/ui/readable-text';
import {
  animateWindowScroll,
  bannerScrollDelay,
  bannerScrollDuration,
  bannerScrollOffset,
  scrollTargetFor,
} from './hero-scroll';
import styles from './home-hero.module.css';
import { readFragment } from '@/app/graphql/read-fragment';

export const HomeHeroFragment = graphql(`
  fragment HomeHero on SolutionsBlock {
    defaultItem {
      tagline
      picture {
        ...ResponsivePicture
      }
    }
    itemTabs {
      code
      name
      color
      icon
      tagline
      underTagline
      link
    }
  }
`);

/** Requirements §5: at most 7 bubbles, whatever the content sends. */
const maxTabs = 7;
const panelId = 'home-hero-panel';
const tabId = (code: string) => `home-hero-tab-${code}`;

type HomeHeroProps = { solutions: FragmentType<typeof HomeHeroFragment> };

/**
 * The full-height banner of the home page (requirements §5): the default picture and tagline, and the
 * sector bubbles. A picked bubble colours the banner and the header and brings its texts; after
 * 750 ms the page scrolls the bubbles up under the header. The pick lives in the frame's state (the
 * header reads it, the logo clears it) and is cleared when the visitor leaves the page.
 */
export function HomeHero(props: HomeHeroProps) {
  const { t } = useLingui();
  const { locale } = usePageLocation();
  const { defaultItem, itemTabs } = readFragment<typeof HomeHeroFragment>(props.solutions);
  const tabs = itemTabs.slice(0, maxTabs);
  const selectedSolution = useSelectedSolution();
  const selected = tabs.find((tab) => tab.code === selectedSolution?.code) ?? null;
  const selectedCode = selected?.code ?? null;
  const tablist = useRef<HTMLDivElement>(null);
  const stopScroll = useRef<(() => void) | null>(null);

  // Leaving the page clears the pick (and the header's colour) and any scroll still to come.
  useEffect(() => {
    const scroll = stopScroll;
    const leave = () => {
      scroll.current?.();
      selectSolution(null);
    };
    // A page left for another is kept in the back-forward cache as it is: the pick goes as it leaves.
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, []);

  // The logo clears the pick and scrolls to the top: a scroll down to the bubbles must not follow.
  useEffect(() => {
    if (selectedCode === null) stopScroll.current?.();
  }, [selectedCode]);

  function select(tab: (typeof tabs)[number]) {
    selectSolution({ code: tab.code, color: tab.color, text: readableTextOn(tab.color) });
    stopScroll.current?.();
    const timer = window.setTimeout(() => {
      stopScroll.current = null;
      const list = tablist.current;
      if (!list) return;
      const root = document.documentElement;
      const top = scrollTargetFor(
        list.getBoundingClientRect().top,
        window.scrollY,
        bannerScrollOffset(window.innerWidth),
        root.scrollHeight - window.innerHeight,
      );
      if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) window.scrollTo({ top, behavior: 'instant' });
      else stopScroll.current = animateWindowScroll(top, bannerScrollDuration);
    }, bannerScrollDelay);
    stopScroll.current = () => {
      window.clearTimeout(timer);
    };
  }

  // Tabs with manual activation: arrows, Home and End move the focus; Enter or Space picks.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = [...(tablist.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    const last = buttons.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    buttons[next]?.focus();
  }

  const background = selected && isHexColor(selected.color) ? selected.color : null;
  const text = background ? readableTextOn(background) : null;
  const colours =
    background && text ? ({ '--hero-bg': background, '--hero-fg': text.color } as CSSProperties) : undefined;

  return (
    <section
      className={styles.hero}
      aria-labelledby="home-hero-title"
      data-selected={selected ? '' : undefined}
      data-tone={text?.tone}
      style={colours}
    >
      <Picture picture={defaultItem.picture} sizes="100vw" priority className={styles.picture} />
      <div className={styles.content}>
        {tabs.length > 0 ? (
          <div
            ref={tablist}
            className={styles.tabs}
            role="tablist"
            aria-label={t`Решения для отраслей`}
            onKeyDown={onKeyDown}
          >
            {tabs.map((tab, index) => {
              const isSelected = tab.code === selectedCode;
              return (
                <button
                  key={tab.code}
                  id={tabId(tab.code)}
                  type="button"
                  role="tab"
                  className={styles.tab}
                  aria-selected={isSelected}
                  aria-controls={panelId}
                  tabIndex={isSelected || (selectedCode === null && index === 0) ? 0 : -1}
                  onClick={() => {
                    select(tab);
                  }}
                >
                  {tab.icon ? (
                    <span
                      className={styles.tabIcon}
                      style={{ '--icon': `url("${tab.icon}")` } as CSSProperties}
                      aria-hidden="true"
                    />
                  ) : null}
                  {tab.name}
                </button>
              );
            })}
          </div>
        ) : null}
        <div
          id={panelId}
          className={styles.panel}
          role={tabs.length > 0 ? 'tabpanel' : undefined}
          aria-labelledby={selected ? tabId(selected.code) : undefined}
        >
          {selected?.icon ? (
            <>
              <span
                className={styles.icon}
                style={{ '--icon': `url("${selected.icon}")` } as CSSProperties}
                aria-hidden="true"
              />
              <span
                className={styles.mark}
                style={{ '--icon': `url("${selected.icon}")` } as CSSProperties}
                aria-hidden="true"
              />
            </>
          ) : null}
          <h1 id="home-hero-title" className={styles.tagline}>
            {selected?.tagline || defaultItem.tagline || t`Свет, который работает`}
          </h1>
          <p className={styles.lead}>
            {selected
              ? selected.underTagline
              : t`Светильники, системы управления и взрывозащищённое оборудование собственного производства: от проекта освещения до поставки на объект.`}
          </p>
          <div className={styles.actions}>
            {selected ? (
              <a className={styles.primary} href={localePath(locale, selected.link)}>
                {t`Смотреть решения`}
              </a>
            ) : (
              <a className={styles.primary} href={localePath(locale, '/catalog')}>
                {t`Каталог продукции`}
              </a>
            )}
            {/* Requirements §5: the link to the solutions is on the Russian site only. */}
            {locale === 'ru' ? (
              <a className={styles.secondary} href={localePath(locale, '/solutions')}>
                {t`Перейти к решениям`}
              </a>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}

export default island('home-hero', HomeHero);
