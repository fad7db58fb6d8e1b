import { randomUUID } from 'node:crypto';
import {
  stripUnsafeText,
  ZIP_MAX_ENTRIES,
  ZIP_MAX_RATIO,
  ZIP_MAX_UNPACKED_BYTES,
  ZIP_REFUSED_MESSAGES,
} from '@fittizia/contract';
import sanitizeFilename from 'sanitize-filename';
import yauzl from 'yauzl';

/*
 * What happens to an uploaded file before it is stored (contact attachments, CVs). The type is
 * the one `file-type` finds in the bytes (the callers); a zip-based document is unpacked in full, counting,
 * before it is accepted; the file is stored under a generated name, and the name it was sent with is kept
 * for display only, sanitised.
 */

/**
 * Why a zip-based document (.docx) is refused, or undefined: more than ZIP_MAX_ENTRIES parts, or more than
 * ZIP_MAX_UNPACKED_BYTES (or ZIP_MAX_RATIO times its size) once unpacked. The declared sizes are checked
 * first; then every part is inflated and counted (yauzl checks each part's real size against its declared
 * one, so a part that lies about its size is refused too), stopping at the limit.
 */
export async function zipProblem(bytes: Uint8Array): Promise<string | undefined> {
  const budget = Math.min(ZIP_MAX_UNPACKED_BYTES, bytes.length * ZIP_MAX_RATIO);
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes), { lazyEntries: true, validateEntrySizes: true });
  } catch {
    return ZIP_REFUSED_MESSAGES.broken;
  }
  if (zip.entryCount > ZIP_MAX_ENTRIES) {
    zip.close();
    return ZIP_REFUSED_MESSAGES.tooLarge;
  }
  let unpacked = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      if (entry.isEncrypted()) return ZIP_REFUSED_MESSAGES.broken;
      if (unpacked + entry.uncompressedSize > budget) return ZIP_REFUSED_MESSAGES.tooLarge;
      const stream = await zip.openReadStreamPromise(entry);
      for await (const chunk of stream) {
        unpacked += (chunk as Buffer).length;
        if (unpacked > budget) {
          stream.destroy();
          return ZIP_REFUSED_MESSAGES.tooLarge;
        }
      }
    }
  } catch {
    return ZIP_REFUSED_MESSAGES.broken;
  } finally {
    zip.close();
  }
  return undefined;
}

/**
 * The name a file was sent with, safe to keep and show: no control characters (CR and LF included) or
 * bidirectional overrides, nothing a file system reads as a path (`../`, `/`, reserved names), at most 255
 * bytes. A name with nothing left is `file.<extension>`.
 */
export function displayName(sent: string, extension: string): string {
  const safe = sanitizeFilename(stripUnsafeText(sent).normalize('NFC').trim()).replace(/^\.+/, '').trim();
  return safe || `file.${extension}`;
}

/** The generated name a file is stored under: a random id and the extension of its detected type. */
export function storedName(extension: string): string {
  return `${randomUUID()}.${extension}`;
}
