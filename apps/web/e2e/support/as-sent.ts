import type { Page } from 'playwright-core';
import { withinStep } from './browser';

/** What the server answered for a URL, and the shape of its HTML. */
export interface FetchedPage {
  status: number;
  redirected: boolean;
  html: string;
  shape: string;
}

/**
 * Fetches a URL in the tab as the browser would be sent it (its cookies, user agent and client
 * hints), keeps the HTML in the tab for `drawFetched`, and names the shape of its markup: every
 * element with its attributes, what is left of each once the words and addresses a page fills in
 * are taken out, whether it holds text, and whether each id it points to exists.
 *
 * Two pages of one shape differ only in words, addresses and counts of identical siblings, which
 * axe-core's rules do not read: the same names are present or missing, the same ids resolve, the
 * same classes and inline styles (colours included) draw the same looks. So the every-URL sweep
 * runs axe on the first page of each shape and on pages whose shape it has not met, and spends no
 * browser time on the hundreds of model pages that only repeat their template with other figures.
 * Read from a parse that does not lay anything out (DOMParser): a few milliseconds a page.
 */
export async function fetchAsSent(page: Page, path: string): Promise<FetchedPage> {
  return withinStep(
    `fetching ${path}`,
    page.evaluate(async (path) => {
      const response = await fetch(path, { headers: { accept: 'text/html,application/xhtml+xml' } });
      const html = await response.text();
      (window as unknown as { fetchedHtml: string }).fetchedHtml = html;
      const parsed = new DOMParser().parseFromString(html, 'text/html');

      // Attributes whose values are a page's own words or addresses: only whether they are set counts.
      const wordsOrAddresses = new Set([
        'alt',
        'title',
        'aria-label',
        'aria-valuetext',
        'aria-valuenow',
        'aria-valuemin',
        'aria-valuemax',
        'placeholder',
        'value',
        'label',
        'src',
        'srcset',
        'poster',
        'datetime',
        'content',
        'download',
        'd',
        'points',
        'transform',
        'viewBox',
      ]);
      // Attributes that name other elements by id: whether every id named exists counts.
      const references = new Set([
        'for',
        'headers',
        'list',
        'form',
        'popovertarget',
        'commandfor',
        'aria-labelledby',
        'aria-describedby',
        'aria-controls',
        'aria-owns',
        'aria-activedescendant',
        'aria-errormessage',
        'aria-details',
        'aria-flowto',
      ]);
      const ids = new Map<string, number>();
      for (const element of parsed.querySelectorAll('[id]')) ids.set(element.id, (ids.get(element.id) ?? 0) + 1);

      const addressKind = (href: string): string => {
        if (href === '') return 'empty';
        if (href.startsWith('#')) return href === '#' || ids.has(decodeURIComponent(href.slice(1))) ? '#' : '#missing';
        const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1];
        return scheme ? scheme.toLowerCase() : 'path';
      };
      const attributeShape = (element: Element, { name, value }: Attr): string => {
        if (name === 'id') return ids.get(value) === 1 ? 'id' : 'id=duplicate';
        if (name === 'href' || name === 'action') return `${name}=${addressKind(value)}`;
        if (references.has(name))
          return `${name}=${value.split(/\s+/).every((id) => id === '' || ids.has(id)) ? 'resolves' : 'missing'}`;
        // A meta tag's content is the page's own words, but the viewport's settings are the template's.
        if (name === 'content' && element.getAttribute('name') === 'viewport') return `${name}=${value}`;
        if (wordsOrAddresses.has(name) || name.startsWith('data-')) return `${name}${value.trim() ? '' : '=empty'}`;
        // Inline styles keep their colours and sizes (a picture's address inside one is the page's own),
        // but for a picture's own: the colour it shows until it loads draws no text.
        if (name === 'style')
          return element.localName === 'img' ? 'style' : `style=${value.replace(/url\([^)]*\)/g, 'url()')}`;
        return `${name}=${value}`;
      };
      const shapeOf = (element: Element): string => {
        if (element.localName === 'script' || element.localName === 'template')
          return `${element.localName}[${element.getAttribute('type') ?? ''}]`;
        const attributes = [...element.attributes]
          .map((attribute) => attributeShape(element, attribute))
          .sort()
          .join(' ');
        const holdsText = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        // Identical siblings in a row (rows of a table, cards of a list) count as one, marked as
        // repeated: a hundred rows have the shape of two, not of one.
        const children: string[] = [];
        let previous = '';
        for (const child of element.children) {
          const shape = shapeOf(child);
          const last = children.length - 1;
          if (shape !== previous) children.push(shape);
          else if (!children[last]!.endsWith('…')) children[last] = `${shape}…`;
          previous = shape;
        }
        return `<${element.localName} ${attributes}${holdsText ? ' text' : ''}>${children.join('')}</>`;
      };
      return {
        status: response.status,
        redirected: response.redirected,
        html,
        shape: `${parsed.title.trim() ? 'titled' : 'untitled'}${shapeOf(parsed.documentElement)}`,
      };
    }, path),
  );
}

/**
 * Draws the HTML `fetchAsSent` kept in the tab as its document: the document's address set to the
 * URL, then the document opened afresh and that HTML written into it, parsed as a navigation parses
 * it, laid out with the site's stylesheet and fonts in the same viewport. `document.open()` keeps the
 * window, so axe-core stays loaded: a navigation per URL made a new document and ran axe's 550 kB
 * script in it again, about half the browser's work per page (on the English model pages, 412 →
 * 207 ms a page, the browser's CPU 600 → 246 ms).
 */
export async function drawFetched(page: Page, path: string): Promise<void> {
  await withinStep(
    `drawing ${path}`,
    page.evaluate(async (path) => {
      const { fetchedHtml } = window as unknown as { fetchedHtml: string };
      history.replaceState(null, '', path);
      document.open();
      // The one way to hand a whole response to the parser of the document being shown, with
      // scripting on as in a navigation (DOMParser and parseHTMLUnsafe parse <noscript> otherwise).
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      document.write(fetchedHtml);
      document.close();
      if (document.readyState !== 'complete')
        await new Promise((resolve) => {
          addEventListener('load', resolve, { once: true });
        });
      await document.fonts.ready;
    }, path),
  );
}

/** A URL fetched as the browser would be sent it and drawn in the tab's document (`fetchAsSent`, `drawFetched`). */
export async function drawAsSent(page: Page, path: string): Promise<{ status: number; redirected: boolean }> {
  const { status, redirected } = await fetchAsSent(page, path);
  await drawFetched(page, path);
  return { status, redirected };
}
