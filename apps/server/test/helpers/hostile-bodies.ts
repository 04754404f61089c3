import fc from 'fast-check';

// Bodies a hostile or broken client sends, generated from a VALID body of the
// route (so that each run breaks one thing and the rest reaches the schema, the service and the
// database): a field of the wrong type, missing, 100 kB long, unicode and emoji, lone
// surrogates, NUL, SQL- and HTML-looking text, negative and huge numbers, impossible dates,
// `__proto__` and `constructor` keys, nesting past any form; and bodies that are not JSON at all.

export type HostileBody = { label: string; contentType: string; payload: string };

/** Text that looks like code to whoever would run it: it must be stored as text or refused. */
export const LOOKS_LIKE_CODE = [
  "'; DROP TABLE shopping_items; --",
  "Robert'); DELETE FROM households WHERE ('1'='1",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '</textarea><svg onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the point is text that looks like one
  '${process.exit(1)}',
  '%00',
  '../../etc/passwd',
] as const;

const IMPOSSIBLE_DATES = ['2026-02-30', '2026-13-01', '0000-00-00', '2026-2-3', '31/12/2026'];
const ODD_TEXT = [
  '👨‍👩‍👧‍👦🍝🥖',
  'e\u0301te\u0301', // combining accents
  '\u202eevil', // right-to-left override
  '\u200b', // zero-width space only
  '\ufeff',
  'Ǆ𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '\u0000',
  'a\u0000b',
  ' \t\n ',
];

/** Hostile JSON values: anything a field may receive instead of what it expects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 12 }), // lone surrogates among them
  fc.constantFrom(...LOOKS_LIKE_CODE, ...IMPOSSIBLE_DATES, ...ODD_TEXT),
  fc.constantFrom('a'.repeat(100_000), '🍝'.repeat(25_000), 'é'.repeat(60_000)),
  fc.integer(),
  fc.constantFrom(-1, 0, -0, 0.5, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2, 1e308),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** JSON text spliced in where a value goes: what JSON.stringify cannot write. */
const RAW_FRAGMENTS = [
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '1e999',
  '-1e999',
  '123456789012345678901234567890',
  '"\\ud800"',
  '"x\\udfffy"',
  '"\\u0000"',
  `${'['.repeat(40)}${']'.repeat(40)}`,
  `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
];

type Path = ReadonlyArray<string | number>;

/** Every place of a JSON value (the root, each key, each item). */
function pathsOf(value: unknown, path: Path = []): Path[] {
  const here = [path];
  if (Array.isArray(value)) return here.concat(value.flatMap((v, i) => pathsOf(v, [...path, i])));
  if (value && typeof value === 'object') {
    return here.concat(Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...path, k])));
  }
  return here;
}

const MARK = '"__hostile_fragment__"';

function replaced(body: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path.at(-1)!] = value;
  return copy;
}

function removed(body: unknown, path: Path): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else delete parent[last];
  return copy;
}

const json = (label: string, payload: string): HostileBody => ({
  label,
  contentType: 'application/json',
  payload,
});

/** Generated hostile bodies around `valid`, a body the route accepts. */
export function hostileBodies(valid: unknown): fc.Arbitrary<HostileBody> {
  const paths = pathsOf(valid);
  const inner = paths.filter((path) => path.length > 0);
  const text = JSON.stringify(valid);
  const arbitraries: fc.Arbitrary<HostileBody>[] = [
    // One place holds something else.
    fc
      .tuple(fc.constantFrom(...paths), hostileValue)
      .map(([path, value]) =>
        json(
          `${path.join('.') || 'body'} = ${short(value)}`,
          JSON.stringify(replaced(valid, path, value)),
        ),
      ),
    // One place holds JSON text that JSON.stringify would not write.
    fc
      .tuple(fc.constantFrom(...paths), fc.constantFrom(...RAW_FRAGMENTS))
      .map(([path, fragment]) =>
        json(
          `${path.join('.') || 'body'} = ${fragment.slice(0, 40)}`,
          JSON.stringify(replaced(valid, path, '__hostile_fragment__')).replace(MARK, fragment),
        ),
      ),
    // A prototype key beside the valid fields.
    fc
      .constantFrom('__proto__', 'constructor', 'prototype')
      .map((key) =>
        json(`${key} key`, `{"${key}":{"polluted":true},${text.slice(1)}`.replace(',}', '}')),
      ),
    // Not JSON, or not announced as JSON.
    fc
      .nat({ max: Math.max(0, text.length - 1) })
      .map((cut) => json(`cut at ${cut}`, text.slice(0, cut))),
    fc.constantFrom(
      json('garbage', "{name: 'Lait'}"),
      json('trailing text', `${text} x`),
      json('two bodies', `${text}${text}`),
      { label: 'text/plain', contentType: 'text/plain', payload: text },
      { label: 'form', contentType: 'application/x-www-form-urlencoded', payload: 'name=Lait' },
      { label: 'xml', contentType: 'application/xml', payload: '<name>Lait</name>' },
      {
        label: 'multipart',
        contentType: 'multipart/form-data; boundary=x',
        payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nLait\r\n--x--',
      },
      { label: 'no type', contentType: '', payload: text },
    ),
    // The whole body is something else.
    fc
      .jsonValue({ maxDepth: 3 })
      .map((value) => json(`body = ${short(value)}`, JSON.stringify(value) ?? 'null')),
  ];
  if (inner.length > 0) {
    arbitraries.push(
      fc
        .constantFrom(...inner)
        .map((path) => json(`without ${path.join('.')}`, JSON.stringify(removed(valid, path)))),
    );
  }
  return fc.oneof(...arbitraries);
}

function short(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}… (${text.length})` : text;
}
