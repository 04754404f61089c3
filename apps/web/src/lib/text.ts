/**
 * The text with its first letter upper-cased, as a name starting a line reads: « lait » typed in
 * a hurry shows « Lait » (decision 012), and an aisle « crèmerie » heads its section « Crèmerie ».
 * The text itself is stored as typed.
 */
export function capitalized(text: string): string {
  return text.charAt(0).toLocaleUpperCase('fr') + text.slice(1);
}
