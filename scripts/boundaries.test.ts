import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The rules of .dependency-cruiser.cjs, each run against a small tree that breaks it on purpose
// (and a tree that keeps it), so a rule that stops biting fails here rather than in review.

const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as {
  forbidden: unknown[];
};

const FILES: Record<string, string> = {
  // A module's public face, and a module that goes around it into a repository.
  'apps/server/src/modules/shopping/index.ts': "export { listItems } from './shopping-repo';\n",
  'apps/server/src/modules/shopping/shopping-repo.ts':
    "import { eq } from 'drizzle-orm';\nexport const listItems = () => eq;\n",
  'apps/server/src/modules/chat/chat-service.ts':
    "import { listItems } from '../shopping/shopping-repo';\nexport const read = listItems;\n",
  'apps/server/src/modules/chat/chat-reader.ts':
    "import { listItems } from '../shopping';\nexport const read = listItems;\n",
  // A query outside a repository; a row type is fine.
  'apps/server/src/modules/chat/chat-query.ts':
    "import { sql } from 'drizzle-orm';\nimport type { Row } from '../../db/schema';\nexport const q = sql;\nexport type R = Row;\n",
  'apps/server/src/db/schema.ts': 'export type Row = { id: string };\n',
  // A lower layer reaching up into a module.
  'apps/server/src/lib/helper.ts':
    "import { read } from '../modules/chat/chat-reader';\nexport const h = read;\n",
  // A cycle, through type imports only.
  'packages/cuisine/src/a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
  'packages/cuisine/src/b.ts': "import type { A } from './a';\nexport type B = { a?: A };\n",
  'node_modules/drizzle-orm/package.json': '{"name":"drizzle-orm","main":"index.js"}\n',
  'node_modules/drizzle-orm/index.js': 'exports.eq = 1; exports.sql = 2;\n',
};

let root = '';
let violations: { rule: string; from: string; to: string }[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'mijote-boundaries-'));
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  writeFileSync(join(root, 'tsconfig.json'), '{"compilerOptions":{"strict":true}}\n');
  const previous = process.cwd();
  process.chdir(root);
  try {
    const result = await cruise(['apps', 'packages'], {
      ruleSet: { forbidden: config.forbidden } as never,
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
      validate: true,
    });
    const output = result.output as {
      summary: { violations: { rule: { name: string }; from: string; to: string }[] };
    };
    violations = output.summary.violations.map((v) => ({
      rule: v.rule.name,
      from: v.from,
      to: v.to,
    }));
  } finally {
    process.chdir(previous);
  }
}, 60_000);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

const broken = (rule: string) =>
  violations.filter((v) => v.rule === rule).map((v) => `${v.from} → ${v.to}`);

describe('.dependency-cruiser.cjs', () => {
  it('refuses a module importing another module’s file, not its public face', () => {
    expect(broken('module-public-face')).toEqual([
      'apps/server/src/modules/chat/chat-service.ts → apps/server/src/modules/shopping/shopping-repo.ts',
    ]);
  });

  it('refuses a query outside a repository, and lets row types through', () => {
    expect(broken('queries-in-repositories')).toEqual([
      'apps/server/src/modules/chat/chat-query.ts → node_modules/drizzle-orm/index.js',
    ]);
  });

  it('refuses lib/, db/ and providers/ importing a module', () => {
    expect(broken('lower-layers-know-no-module')).toEqual([
      'apps/server/src/lib/helper.ts → apps/server/src/modules/chat/chat-reader.ts',
    ]);
  });

  it('refuses a cycle, even of type imports', () => {
    expect(broken('no-cycle').length).toBeGreaterThan(0);
    expect(broken('no-cycle').every((v) => v.includes('packages/cuisine/src/'))).toBe(true);
  });
});
