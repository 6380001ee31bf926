import type { PageContextServer } from 'vike/types';
import { graphql } from '../graphql/generated';
import { queryOnServer } from '../graphql/query-server';
import type { FrameData } from './page-data';

const FrameQuery = graphql(`
  query Frame {
    menu {
      header {
        ...Header
      }
      footer {
        ...Footer
      }
    }
  }
`);

/**
 * The frame's menu in the page's language; on English pages also the Russian footer, whose texts
 * stand in for missing translations. Both run alongside the page's own operation.
 */
export async function loadFrame(pageContext: PageContextServer): Promise<FrameData> {
  const [own, russian] = await Promise.all([
    queryOnServer(pageContext, FrameQuery, {}),
    pageContext.locale === 'ru' ? null : queryOnServer(pageContext, FrameQuery, {}, 'ru'),
  ]);
  return { header: own.menu.header, footer: own.menu.footer, footerFallback: russian?.menu.footer ?? null };
}
