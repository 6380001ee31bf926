import type { Messages } from '@lingui/core';
import type { PageLocation } from '../page/page-location';

/** What every island of a page shares: where the visitor is and the page language's messages. */
export interface IslandPage extends PageLocation {
  messages: Messages;
}

const elementId = 'island-page';

/** The page's `IslandPage` as a JSON script for the document (`<` escaped: it cannot end the script). */
export function islandPageScript(page: IslandPage): string {
  return `<script type="application/json" id="${elementId}">${JSON.stringify(page).replaceAll('<', '\\u003c')}</script>`;
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
