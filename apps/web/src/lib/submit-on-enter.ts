import type { KeyboardEvent } from 'react';

/**
 * Enter in any field of a form submits it. A browser does so by itself only for a form of one
 * field or with its own submit button; a dialog's button sits in its footer, outside the form.
 */
export function submitOnEnter(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}
