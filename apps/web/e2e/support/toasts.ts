import type { Page } from 'playwright-core';

/** A toast on screen (notistack's container; each toast is a button that closes it). */
export const shownToast = '.notistack-SnackbarContainer button';

/** The toasts on screen, oldest first, each as "title\nmessage". */
export const toastTexts = (page: Page) => page.locator(shownToast).allInnerTexts();

/** What the page's live regions say of the toasts showing, in the same form. */
export const announcedToasts = (page: Page) =>
  page.locator('[data-island="toast-slot"] :is([role="status"], [role="alert"]) > p').allInnerTexts();
