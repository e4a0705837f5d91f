/**
 * The dependency rule (run by `npm run lint:deps`, part of `npm test`): how the parts of the shop may depend on each
 * other. docs/architecture.md draws the same layers.
 */
const notTest = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'No import cycles: a cycle means two parts are really one, or a piece wants a home of its own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'api-module-door',
      severity: 'error',
      comment: "An API module uses another only through its door (index.ts), never a file inside it.",
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: notTest },
      to: { path: '^apps/api/src/modules/[^/]+/', pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'api-session-below-domains',
      severity: 'error',
      comment:
        "The session module (tokens, requireMember, currentMember, requireAdmin) knows no other module, so every domain, delivery included, can guard its own calls (decision 272).",
      from: { path: '^apps/api/src/modules/session/', pathNot: notTest },
      to: { path: '^apps/api/src/modules/', pathNot: '^apps/api/src/modules/session/' },
    },
    {
      name: 'api-workflows-above-modules',
      severity: 'error',
      comment:
        'A workflow (apps/api/src/workflows) is a sequence of modules\' functions; no module imports one (decision 281). modules/index.ts, the list of every call, registers the workflows\' calls too.',
      from: { path: '^apps/api/src/modules/[^/]+/', pathNot: notTest },
      to: { path: '^apps/api/src/(workflows|demo)/' },
    },
    {
      name: 'api-db-below-modules',
      severity: 'error',
      comment: 'The database layer (schema, migrations, seed) knows no domain module.',
      from: { path: '^apps/api/src/db/', pathNot: notTest },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'api-http-below-modules',
      severity: 'error',
      comment: 'The HTTP plumbing (errors, docs, static files, limits) knows no domain module.',
      from: { path: '^apps/api/src/(http|lib)/', pathNot: notTest },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'web-feature-door',
      severity: 'error',
      comment:
        'A web feature uses another only through its door (index.ts), never a file inside it. A screen loaded lazily (a dynamic import, its own chunk) is named by its file, as the router does.',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: notTest },
      to: { path: '^apps/web/src/features/[^/]+/', pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.tsx?$'], dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'web-lib-and-ui-below-features',
      severity: 'error',
      comment: "The web app's shared pieces (lib, ui) know no feature and no app shell.",
      from: { path: '^apps/web/src/(lib|ui)/', pathNot: notTest },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-features-below-app-shell',
      severity: 'error',
      comment:
        "A web feature never imports the app shell (src/app: header, footer, layout): what features share with the shell lives in lib, ui or i18n, so the shell can change without breaking a screen.",
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-knows-no-api',
      severity: 'error',
      comment: "The web app imports nothing of the API: its pages reach the shop's services through React Router's load context, typed in the contract (decision 173).",
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'api-knows-no-web-source',
      severity: 'error',
      comment: "The API loads the web app's build at run time (modules/pages), never its sources.",
      from: { path: '^apps/api/', pathNot: notTest },
      to: { path: '^apps/web/' },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment: 'The contract is shared by the server and the web app, so it imports neither.',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.react-router)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
