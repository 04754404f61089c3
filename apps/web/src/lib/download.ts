/**
 * Saves `data` as a JSON file the browser downloads (the account export). Built in the page
 * rather than followed as a link, so a refusal shows as a French message instead of a file of
 * error text, and the button can say it is working.
 */
export function downloadJson(fileName: string, data: unknown): void {
  downloadText(fileName, `${JSON.stringify(data, null, 2)}\n`, 'application/json');
}

/** Saves `text` as a file the browser downloads (the backup codes of two-factor sign-in). */
export function downloadText(fileName: string, text: string, type = 'text/plain'): void {
  const blob = new Blob([text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns: let go of it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
