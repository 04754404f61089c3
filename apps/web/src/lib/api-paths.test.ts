import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Decision 030: each path of our API is written once, in packages/contracts/src/api, and the web
// calls it with `api(endpoint, …)` or `endpointUrl(endpoint)`. A path written by hand in the web's
// sources is a path the contracts do not check: this test finds one. better-auth's own paths
// (/api/auth/…) are its, not ours, and stay written where its client is set up.

const srcDir = join(__dirname, '..');

function isTestSource(path: string): boolean {
  return /\.test\.tsx?$/.test(path) || path.split(sep).includes('test');
}

function appSources(): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts') && !isTestSource(path))
    .map((path) => join(srcDir, path));
}

function isHandWrittenApiPath(text: string): boolean {
  return text.startsWith('/api/') && !/^\/api\/auth(\/|$)/.test(text);
}

/** The string literals (quoted, or a template's leading text) of a source that start with /api/. */
function handWrittenApiPaths(fileName: string, code: string): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node)) &&
      isHandWrittenApiPath(node.text)
    ) {
      found.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('paths of our API in the web’s sources', () => {
  it('finds a path written by hand, in quotes or a template, but not in a comment', () => {
    const code = `
      /** GET /api/fridge/items → the items. */
      const a = http('/api/fridge/items');
      const b = http(\`/api/fridge/items/\${id}\`);
      const c = <a href="/api/account/export">x</a>;
      const d = createAuthClient({ basePath: '/api/auth' });
      const e = post('/api/auth/sign-out');
      const f = '/dashboard/api/x';
    `;
    expect(handWrittenApiPaths('sample.tsx', code)).toEqual([
      '/api/fridge/items',
      '/api/fridge/items/',
      '/api/account/export',
    ]);
  });

  it('has none outside the tests: each call names its endpoint from the contracts', () => {
    const files = appSources();
    // The walk really read the app (a wrong folder would find nothing and pass).
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => file.endsWith(join('lib', 'api.ts')))).toBe(true);

    const offenders = files.flatMap((file) =>
      handWrittenApiPaths(file, readFileSync(file, 'utf8')).map(
        (path) => `${relative(srcDir, file)}: '${path}'`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});
