// `pnpm bench`'s control page: the home page's HTML hydrated by React 19 alone, with no code of the
// site. Its Lighthouse score, taken in the same Chromium beside each route's, tells what the
// machine allows at that moment.
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';

const page = document.getElementById('control');
if (page?.parentElement) {
  hydrateRoot(
    page.parentElement,
    createElement('div', { id: 'control', dangerouslySetInnerHTML: { __html: page.innerHTML } }),
  );
}
