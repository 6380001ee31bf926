import type { Messages } from '@lingui/core';
import type { PageLocation } from '../page/page-location';

/** What every island of a page shares: where the visitor is and the page language's messages. */
export interface IslandPage extends PageLocation {
  messages: Messages;
}

const elementId = 'island-page';

/** JSON that cannot end the script it is written into. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** A language's catalog as script JSON, written once: it is a third of every page's HTML. */
const catalogJson = new WeakMap<Messages, string>();

/** The page's `IslandPage` as a JSON script for the document (`<` escaped: it cannot end the script). */
export function islandPageScript({ locale, logicalPath, urlOriginal, messages }: IslandPage): string {
  let catalog = catalogJson.get(messages);
  if (catalog === undefined) {
    catalog = scriptJson(messages);
    catalogJson.set(messages, catalog);
  }
  return `<script type="application/json" id="${elementId}">{"locale":${scriptJson(locale)},"logicalPath":${scriptJson(logicalPath)},"urlOriginal":${scriptJson(urlOriginal)},"messages":${catalog}}</script>`;
}

/** The `IslandPage` the server wrote into the document; null on a page that has none. */
export function readIslandPage(document: Document): IslandPage | null {
  const text = document.getElementById(elementId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as IslandPage;
  } catch {
    return null;
  }
}
