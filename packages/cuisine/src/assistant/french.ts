// Small French writing helpers for the assistant's replies, and for the web's texts that list
// things (`@mijote/cuisine/french`): Intl.ListFormat says the same, but building one costs a
// phone's browser about 40 ms of its locale data on the page that first does.

/** 'a', 'a et b', 'a, b et c'. */
export function joinFrench(items: readonly string[], conjunction = 'et'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** '1 portion', '3 portions'. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count >= 2 ? pluralForm : singular}`;
}

/** « Bonjour » with French quotes and non-breaking spaces. */
export function quote(text: string): string {
  return `«\u00a0${text}\u00a0»`;
}

/**
 * Text the user typed, made inert in Markdown: formatting characters escaped, and angle brackets
 * turned into ‹ › so that no renderer can ever read a tag in it.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/([\\`*_[\]#|])/g, '\\$1')
    .replace(/</g, '‹')
    .replace(/>/g, '›');
}

/** '1 h 15', '45 min'. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes}\u00a0min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${String(rest).padStart(2, '0')}`;
}

/** A number the French way, with at most `decimals` decimals: 12.5 → '12,5'. */
export function formatNumber(value: number, decimals = 1): string {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return String(rounded).replace('.', ',');
}

/**
 * French typography on a whole reply: a no-break space before « : ; ! ? » and inside « »,
 * so that a colon or a quote never starts a line on a phone. Written once here rather than in
 * every sentence of every answer.
 */
export function setFrenchSpacing(markdown: string): string {
  return markdown
    .replace(/[ \t]+([:;!?])(?=\s|$)/gm, '\u00a0$1')
    .replace(/«[ \t\u00a0]*/g, '«\u00a0')
    .replace(/[ \t\u00a0]*»/g, '\u00a0»');
}
