/**
 * Saves `data` as a JSON file the browser downloads (the account export). Built in the page
 * rather than followed as a link, so a refusal shows as a French message instead of a file of
 * error text, and the button can say it is working.
 */
export function downloadJson(fileName: string, data: unknown): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
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
