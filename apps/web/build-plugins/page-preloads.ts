import { readFileSync } from 'node:fs';
import { type Plugin, parseSync, type Rollup } from 'vite';
import { DASHBOARD_FIRST_READS, SESSION_READ } from './first-reads.ts';

/**
 * A dashboard page's own scripts, announced in the HTML that opens it.
 *
 * The app's HTML (index.html) preloads the entry and what it imports. The page's screen and the
 * dashboard's layout are loaded lazily by the router (src/app/routes.tsx): on a first visit they
 * were requested only once the entry had downloaded and run, a second round trip that a phone on
 * a slow network pays before it can paint the page (docs/performance.md). This build writes, for
 * every dashboard page, a copy of index.html that also preloads the layout's and the screen's
 * chunks and the chunks they import, and fetches the session and the page's first reads
 * (first-reads.ts) — `pages/dashboard/<page>.html`, `pages/dashboard.html` for the
 * home. The server answers the page's path with it (apps/server/src/lib/static-web.ts).
 * Everything else is unchanged: the router imports the same chunks and the app asks for the same
 * reads, answered from what the browser preloaded.
 */

/** The router's module, where DASHBOARD_SCREENS lists each dashboard page's lazy screen. */
const ROUTES_MODULE = 'src/app/routes.tsx';
/** The lazily loaded layout every dashboard page renders in. */
const DASHBOARD_LAYOUT = '@/features/dashboard/components/dashboard-layout';
const SCREENS = 'DASHBOARD_SCREENS';

type Node = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every node under `node`, depth first. */
function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const each of node) yield* walk(each);
    return;
  }
  if (!isNode(node)) return;
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && typeof value === 'object') yield* walk(value);
  }
}

/** The literal module names `node` imports dynamically (`import('…')`). */
function dynamicImportsIn(node: unknown): string[] {
  const names: string[] = [];
  for (const each of walk(node)) {
    const source = each.type === 'ImportExpression' ? (each.source as Node) : undefined;
    if (source?.type === 'Literal' && typeof source.value === 'string') names.push(source.value);
  }
  return names;
}

/**
 * The screens routes.tsx declares: page key → the module its lazy route imports. The routes'
 * own source is the one list (a key there is a page's last path segment, `home` is /dashboard).
 */
export function dashboardScreens(source: string, file = ROUTES_MODULE): Map<string, string> {
  const program = parseSync(file, source).program;
  const screens = new Map<string, string>();
  for (const node of walk(program)) {
    if (
      node.type !== 'VariableDeclarator' ||
      (node.id as Node & { name?: string }).name !== SCREENS
    )
      continue;
    const object = node.init as Node;
    if (object.type !== 'ObjectExpression') break;
    for (const property of object.properties as Node[]) {
      const key = (property.key as Node & { name?: string }).name;
      const [module, ...more] = dynamicImportsIn(property.value);
      if (key === undefined || module === undefined || more.length > 0) {
        throw new Error(`${file}: ${SCREENS}.${key ?? '?'} must import one module, by name`);
      }
      screens.set(key, module);
    }
  }
  if (screens.size === 0) throw new Error(`${file}: no ${SCREENS} found`);
  if (!dynamicImportsIn(program).includes(DASHBOARD_LAYOUT)) {
    throw new Error(`${file}: the dashboard layout is no longer ${DASHBOARD_LAYOUT}`);
  }
  return screens;
}

/** The path of the page a screen key shows (nav-items.ts: each path is its key's segment). */
export const dashboardPagePath = (key: string) =>
  key === 'home' ? '/dashboard' : `/dashboard/${key}`;

/** Where the build writes the HTML of the page at `path` (`/dashboard/chat`). */
export const pageHtmlFile = (path: string) => `pages${path}.html`;

/** `chunk` and every chunk it imports statically, by file name. */
function closure(chunk: Rollup.OutputChunk, bundle: Rollup.OutputBundle, into = new Set<string>()) {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === 'chunk') closure(imported, bundle, into);
  }
  return into;
}

/** The plugin; `routesFile` is the absolute path of src/app/routes.tsx. */
export function pagePreloads(routesFile: string): Plugin {
  /** Page path → the ids of the modules it loads lazily (the layout, the screen). */
  let pages = new Map<string, string[]>();
  return {
    name: 'mijote-page-preloads',
    apply: 'build',
    enforce: 'post',
    async buildStart() {
      pages = new Map();
      const resolve = async (name: string) => {
        const resolved = await this.resolve(name, routesFile);
        if (!resolved) throw new Error(`${ROUTES_MODULE}: cannot resolve ${name}`);
        return resolved.id;
      };
      const layout = await resolve(DASHBOARD_LAYOUT);
      for (const [key, module] of dashboardScreens(readFileSync(routesFile, 'utf8'))) {
        pages.set(dashboardPagePath(key), [layout, await resolve(module)]);
      }
      const unknown = Object.keys(DASHBOARD_FIRST_READS).filter((path) => !pages.has(path));
      if (unknown.length > 0) throw new Error(`first-reads.ts: no such page ${unknown.join(', ')}`);
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') return; // not the app's build
      const chunks = Object.values(bundle).filter((each) => each.type === 'chunk');
      const entry = chunks.find(
        (chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html'),
      );
      if (!entry) throw new Error('page preloads: no entry chunk for index.html');
      const head = /\n\s*<\/head>/;
      if (!head.test(html.source)) throw new Error('index.html has no </head>');
      // What index.html already loads.
      const loaded = closure(entry, bundle);
      for (const [path, modules] of pages) {
        const files = new Set<string>();
        for (const id of modules) {
          // Its own chunk, or the chunk a group of output.codeSplitting put it in.
          const chunk = chunks.find((each) => each.moduleIds.includes(id));
          if (!chunk) throw new Error(`page preloads: ${id} is in no chunk`);
          closure(chunk, bundle, files);
        }
        const reads = [SESSION_READ, ...(DASHBOARD_FIRST_READS[path] ?? [])];
        // `crossorigin` (anonymous): the credentials mode of the app's fetch (same-origin), so
        // that its request takes the preloaded answer.
        const links = [
          ...reads.map((read) => `<link rel="preload" as="fetch" crossorigin href="${read}">`),
          ...[...files]
            .filter((file) => !loaded.has(file))
            .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ]
          .map((link) => `    ${link}\n`)
          .join('');
        this.emitFile({
          type: 'asset',
          fileName: pageHtmlFile(path),
          source: html.source.replace(head, `\n${links}  </head>`),
        });
      }
    },
  };
}
