/** A file's bytes as base64, as the upload payloads (a job application's CV, contact attachments) carry them. */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** A file's first `count` bytes, for a first look at what it really is before it is sent. */
export async function fileHead(file: Blob, count = 16): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, count).arrayBuffer());
}
