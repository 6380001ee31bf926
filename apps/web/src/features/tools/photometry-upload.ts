// What the server and the page agree on about the photometric file checker's form: kept apart from
// the page's code, which the server's own build does not compile.

/** The checker's page, where its form posts to without script. */
export const photometryCheckerPath = '/services/photometry-checker';
/** The checker reads files up to this size; a larger one is refused before it is sent on. */
export const maxPhotometricFileBytes = 2 * 1024 * 1024;
/** The file field's name. */
export const photometricFileField = 'file';
