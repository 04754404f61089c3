import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ERROR_MESSAGES } from '@mijote/contracts';
import { formatIngredientLine, RECIPES, scaleIngredients } from '@mijote/cuisine';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  changeEmailMail,
  invitationMail,
  resetPasswordMail,
  verificationMail,
} from '../apps/server/src/providers/mail/templates';

// French typography in every text the product shows: a non-breaking space (U+00A0 or U+202F)
// before « : ; ? ! » and inside « », and typographic apostrophes. An ordinary space there lets a
// « ? » or a « » » start a line alone on a phone.

/** What breaks the rule in one text, or undefined. */
function typographyFault(text: string): string | undefined {
  const spaceBefore = /[^\s\u00a0\u202f] ([?!:;»])/.exec(text);
  if (spaceBefore) return `espace ordinaire avant « ${spaceBefore[1]} »`;
  if (/« /.test(text)) return 'espace ordinaire après « « »';
  if (/\p{L}'\p{L}/u.test(text)) return 'apostrophe droite';
  return undefined;
}

function faults(texts: Iterable<[string, string]>): string[] {
  const found: string[] = [];
  for (const [where, text] of texts) {
    const fault = typographyFault(text);
    if (fault) found.push(`${where}: ${fault} — ${text}`);
  }
  return found;
}

/** Every string of a JSON tree, with its path. */
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value))
    for (const [i, v] of value.entries()) yield* strings(v, `${path}[${i}]`);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) yield* strings(v, path ? `${path}.${key}` : key);
  }
}

const ROOT = join(import.meta.dirname, '..');

/**
 * Source files whose strings no person reads as the product's text, each with why: what is
 * written for the language model (it reads plain text, and its reply's format is parsed back),
 * and the names the ingredient lookup recognises in what people type.
 */
const NOT_SHOWN: Record<string, string> = {
  'apps/server/src/modules/chat/responders/chat-prompt.ts': 'the model’s instructions',
  'apps/server/src/modules/chat/responders/chat-tools.ts': 'the model’s tools',
  'apps/server/src/modules/suggestions/recipe-prompt.ts': 'the model’s instructions',
  'packages/cuisine/src/suggestions/recipe-reply-format.ts': 'the reply format asked of the model',
  'packages/cuisine/src/ingredients/data': 'names as people type them',
};

function* sourceFiles(path: string): Generator<string> {
  const shortPath = relative(ROOT, path);
  if (Object.keys(NOT_SHOWN).some((excluded) => shortPath.startsWith(excluded))) return;
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path)) {
      if (entry !== 'node_modules' && entry !== 'test') yield* sourceFiles(join(path, entry));
    }
  } else if (/\.tsx?$/.test(path) && !/\.(test|d)\.tsx?$/.test(path)) {
    yield path;
  }
}

/** Every string and template text written in the source of `folders`, with where it is. */
function sourceStrings(folders: readonly string[]): [string, string][] {
  const found: [string, string][] = [];
  for (const folder of folders) {
    for (const file of sourceFiles(join(ROOT, folder))) {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
      const visit = (node: ts.Node): void => {
        if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
          found.push([`${relative(ROOT, file)}:${line + 1}`, node.text]);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return found;
}

describe('French typography', () => {
  it('catches an ordinary space before « ? », inside « », and a straight apostrophe', () => {
    expect(typographyFault('Un dessert ?')).toBeDefined();
    expect(typographyFault('Retirer « Lait\u00a0»')).toBeDefined();
    expect(typographyFault("Comment puis-je vous aider aujourd'hui\u00a0?")).toBeDefined();
    expect(typographyFault('Un dessert\u00a0? «\u00a0Lait\u00a0» d’abord\u202f!')).toBeUndefined();
  });

  it('holds in every text of the web app (fr.json, the legal pages included)', () => {
    const fr = JSON.parse(
      readFileSync(join(import.meta.dirname, '../apps/web/src/locales/fr.json'), 'utf8'),
    );
    expect(faults(strings(fr, ''))).toEqual([]);
  });

  it('holds in the error texts the server sends', () => {
    expect(faults(Object.entries(ERROR_MESSAGES))).toEqual([]);
  });

  it('holds in every recipe of the catalogue', () => {
    const texts = RECIPES.flatMap((recipe) =>
      [
        recipe.title,
        recipe.description,
        ...scaleIngredients(recipe.ingredients, recipe.servings, recipe.servings).map((line) =>
          formatIngredientLine(line),
        ),
        ...recipe.instructions,
      ].map((text): [string, string] => [recipe.id, text]),
    );
    expect(texts.length).toBeGreaterThan(1000);
    expect(faults(texts)).toEqual([]);
  });

  it('holds in the texts written in the code: the offline assistant, compliance, notifications', () => {
    const texts = sourceStrings([
      'packages/cuisine/src',
      'packages/contracts/src',
      'apps/server/src',
      'apps/web/src',
    ]);
    expect(texts.length).toBeGreaterThan(5000);
    expect(faults(texts)).toEqual([]);
  });

  it('holds in the mails', () => {
    const user = { email: 'anne@example.ch', firstName: 'Anne' };
    const url = 'https://mijote.example/lien';
    const mails = [
      verificationMail(user, url),
      changeEmailMail(user, 'anne@nouveau.ch', url),
      resetPasswordMail(user, url),
      invitationMail(
        'zoe@example.ch',
        { inviterFirstName: 'Anne', householdName: 'Foyer d’Anne', validDays: 7 },
        url,
      ),
    ];
    expect(
      faults(
        mails.flatMap((mail): [string, string][] => [
          [`${mail.subject}`, mail.subject],
          [mail.subject, mail.text],
        ]),
      ),
    ).toEqual([]);
  });
});
