/**
 * The import graph (decision 059), checked by `npm run lint`. API layers, lowest first: lib and config; providers;
 * plugins and the queue's own files (src/queue); modules; the composition root (app.ts, server.ts, cli/, the job
 * list in queue/index.ts). A file imports its own layer or a lower one, never a higher one; a module reaches
 * another module, and the composition root reaches a module, only through its index.ts (app.ts registers
 * routes.ts too). No circles anywhere, and no exceptions: a new import that breaks a rule is moved, not excused.
 * The web app's zones are ESLint's (decision 028).
 */
const api = '^apps/api/src/';
const composition = `${api}(app\\.ts|server\\.ts|warm-up\\.ts|cli/|queue/index\\.ts)`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Circular imports: split the shared part out, or make one side depend on the other only.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-is-lowest',
      severity: 'error',
      comment: 'lib/ and config/ are the lowest layer: they import no provider, plugin, queue job or module.',
      from: { path: `${api}(lib|config)/` },
      to: { path: `${api}(providers|plugins|queue|modules|cli)/|${api}(app|server)\\.ts$` },
    },
    {
      name: 'providers-below-plugins',
      severity: 'error',
      comment: 'Providers sit below plugins and modules: an adapter knows no app, queue or module.',
      from: { path: `${api}providers/` },
      to: { path: `${api}(plugins|queue|modules|cli)/|${api}(app|server)\\.ts$` },
    },
    {
      name: 'plugins-below-modules',
      severity: 'error',
      comment: 'Plugins and the queue give modules what they need; they import no module (a module offers its jobs through its index).',
      from: { path: `${api}(plugins|queue)/`, pathNot: `${api}queue/index\\.ts$` },
      to: { path: `${api}(modules|cli)/|${api}(app|server)\\.ts$|${api}queue/index\\.ts$` },
    },
    {
      name: 'modules-below-the-app',
      severity: 'error',
      comment: 'Modules are put together by app.ts, server.ts, cli/ and queue/index.ts, never the other way.',
      from: { path: `${api}modules/` },
      to: { path: composition },
    },
    {
      name: 'modules-through-their-index',
      severity: 'error',
      comment: 'Another module is reached only through its index.ts, which names what it offers.',
      from: { path: `${api}modules/([^/]+)/` },
      to: {
        path: `${api}modules/`,
        pathNot: [`${api}modules/$1/`, `${api}modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'the-app-through-module-indexes',
      severity: 'error',
      comment: 'app.ts, server.ts, warm-up.ts, cli/ and the job list reach a module through its index.ts (app.ts: routes.ts too).',
      from: { path: composition },
      to: {
        path: `${api}modules/`,
        pathNot: `${api}modules/[^/]+/(index|routes)\\.ts$`,
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist', '/dist-ssr', '\\.test\\.tsx?$', '^apps/api/test/', '^e2e/', '/test/'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
