// A file posted without script to a page that reads one (the photometric file checker): the server
// reads the multipart body within its limit and renders the page with it (pageContext.photometryUpload).

/** The file as it was posted: its bytes, or `tooLarge` when it was past the page's limit (then not kept). */
export type PostedUpload =
  { name: string; bytes: Uint8Array<ArrayBuffer> } | { name: string; tooLarge: true } | { missing: true };
