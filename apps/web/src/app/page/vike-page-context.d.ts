import type { Messages } from '@lingui/core';
import type { Client } from '@urql/core';
import type { Locale } from '../i18n/locale';
import type { DeviceClass } from './device';
import type { FavoritesList } from '../visitor/favorites-cookie';
import type { SubscriptionAnswered } from './posted-subscription';
import type { PostedUpload } from './posted-upload';
import type { FrameData, PageData } from './page-data';

declare global {
  namespace Vike {
    interface PageContext {
      /** The page's language, from the URL's /en prefix (set by +onBeforeRoute). */
      locale: Locale;
      /** The path without the language prefix, e.g. `/news` for `/en/news`. */
      logicalPath: string;
      /** The page language's compiled messages (written into the page for its islands, see +onBeforeRender). */
      messages: Messages;
      data: PageData;
      /** The header's and footer's data, the same for every page (set by +onBeforeRender). */
      frame: FrameData;
      /** Page module (set by Vike from +Page). */
      Page: () => React.ReactNode;
      /** The server's answer to a news subscription posted to this page without script. */
      newsSubscription?: SubscriptionAnswered;
    }
    interface PageContextServer {
      /** The request's GraphQL client for a language, over the BFF in-process (src/app/graphql/client.ts). */
      graphql: (locale: Locale) => Client;
      /** The site's public origin, for canonical and alternate links. */
      siteUrl: string;
      /** The kind of screen the request came from: lists are sized per device (requirements §8). */
      device: DeviceClass;
      /** The frame's data, loading from the moment the page context is created (+onCreatePageContext). */
      frameLoading: Promise<FrameData>;
      /** Filled while rendering; read by the server after it. */
      renderMeta: RenderMeta;
      /**
       * The visitor's favourites from their cookie (tampered or oversized: empty). Reading them
       * makes the page this visitor's own: it is not kept by the render cache.
       */
      visitorFavorites: () => FavoritesList;
      /**
       * Where the visitor is, from the geo cookies or the geo-IP lookup (null: unknown). Reading it
       * makes the page this visitor's own, as with the favourites.
       */
      visitorPlace: () => Promise<{ ip: string; countryIso: string } | null>;
      /**
       * The CSP sources of the inline scripts +onRenderHtml wrote into the page, hashed where
       * they were written: the page's policy allows these, never whatever else is inline in it.
       */
      inlineScriptHashes?: readonly string[];
      /** The scripts of the islands the page drew that hydrate at once, to fetch with the page's own. */
      islandScripts?: readonly string[];
      /** A photometric file posted without script to the checker's page (server/posted-upload.ts). */
      photometryUpload?: PostedUpload;
    }
  }
}

export interface RenderMeta {
  /** False when some answer was built from empty defaults: such a page is not kept by the render cache. */
  cacheable: boolean;
}
