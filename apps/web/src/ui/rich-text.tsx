import type { Locale } from '../app/i18n/locale';
import { usePageLocation } from '../app/page/page-location';
import styles from './rich-text.module.css';

/**
 * Site links inside content HTML are written without the language prefix, like every other link
 * the content API gives: on English pages they get `/en`. Media (`/upload/…`) stays as it is.
 * The BFF hands out sanitised HTML with attributes in double quotes, which this relies on.
 */
export function localizeContentLinks(html: string, locale: Locale): string {
  if (locale === 'ru') return html;
  return html.replace(/(<a\b[^>]*?\shref=")\/(?!en(?:[/?#"]|$)|upload\/|\/)/g, '$1/en/');
}

/** Content HTML (already sanitised by the BFF) with the site's text styles. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const { locale } = usePageLocation();
  if (html.trim() === '') return null;
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      dangerouslySetInnerHTML={{ __html: localizeContentLinks(html, locale) }}
    />
  );
}
