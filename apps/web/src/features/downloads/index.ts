// What other features use of downloads.
export { useArchiveDownload } from './use-archive-download';
