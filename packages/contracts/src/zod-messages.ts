import { z } from 'zod';

// Every issue zod reports carries a `validation.*` key of the web's locale file, never zod's
// English: the schemas name the messages that matter to a form, and this fills in the rest
// (a number where a name was expected, an unknown field…) for the server and the web alike.
z.config({
  customError: (issue) => {
    if (issue.code === 'unrecognized_keys') return 'validation.fieldNotAllowed';
    if (issue.code === 'too_big' && issue.origin === 'string') return 'validation.tooLong';
    return 'validation.invalid';
  },
});
