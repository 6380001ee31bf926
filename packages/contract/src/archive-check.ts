import { fromBufferPromise, openPromise, type ZipFile } from 'yauzl';

/**
 * What a ZIP upload (a `.zip`, or an Office or OpenDocument file, which are ZIPs) may unpack to.
 * Whoever opens it at the manufacturer unpacks it, so a small file that unpacks to gigabytes (a
 * "zip bomb") or into thousands of files is refused before it is stored. 256 MiB is 25 times the
 * 10 MB upload limit: a big spreadsheet of repetitive XML packs about 20 : 1.
 */
export const archiveLimits: ArchiveLimits = { unpackedBytes: 256 * 1024 * 1024, entries: 5000 };

export interface ArchiveLimits {
  unpackedBytes: number;
  entries: number;
}

/** The upload's extensions that are ZIP containers, whose contents are checked. */
export const zipContainers: readonly string[] = ['zip', 'docx', 'xlsx', 'odt'];

export type ArchiveProblem = 'unreadable' | 'too_large_unpacked' | 'too_many_entries';

/**
 * Reads the archive's central directory (the sizes each entry declares; nothing is inflated) and
 * says what is wrong with it, or null. A reader that trusts a lying size stops at it, so the
 * declared sizes are the ones that count.
 */
async function inspect(open: () => Promise<ZipFile>, limits: ArchiveLimits): Promise<ArchiveProblem | null> {
  let zip: ZipFile;
  try {
    zip = await open();
  } catch {
    return 'unreadable';
  }
  if (zip.entryCount > limits.entries) {
    zip.close();
    return 'too_many_entries';
  }
  let unpacked = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      unpacked += entry.uncompressedSize;
      if (unpacked > limits.unpackedBytes) return 'too_large_unpacked';
    }
    return null;
  } catch {
    return 'unreadable';
  } finally {
    zip.close();
  }
}

const options = { lazyEntries: true, autoClose: false };

/** `archiveProblem` of a file on disk (the content API's upload). */
export const archiveFileProblem = (path: string, limits = archiveLimits) =>
  inspect(() => openPromise(path, options), limits);

/** `archiveProblem` of bytes in memory (the BFF's upload). */
export const archiveBytesProblem = (bytes: Uint8Array, limits = archiveLimits) =>
  inspect(() => fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), options), limits);
