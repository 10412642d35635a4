/** Hands bytes to the browser's (or Electron's) own download, under a file name of our choosing. */
const REVOKE_AFTER_MS = 60_000;

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download reads the blob after this returns; it is released once that is surely done.
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
