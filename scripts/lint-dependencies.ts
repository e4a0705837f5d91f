// The dependency rule, checked by `npm run lint` (and so by `npm test`): the file rules of .dependency-cruiser.cjs
// (doors, layers, no file cycle), then the same graph one level up, each API module and each web feature counted as
// one node, where no cycle may remain either (a cycle between two modules through different files is still a cycle).
import { createRequire } from 'node:module';
import { cruise, type ICruiseResult } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs');
const roots = ['apps', 'packages', 'scripts', 'e2e'];

const { output } = await cruise(roots, { ...config.options, ruleSet: { forbidden: config.forbidden }, validate: true });
const result = output as ICruiseResult;
const problems = (result.summary.violations ?? []).map((v) => `${v.rule.name}: ${v.from} → ${v.to}${v.cycle ? ` (cycle: ${v.cycle.map((c) => c.name).join(' → ')})` : ''}`);

/** The module or feature a file belongs to, or nothing for the other layers. */
const unitOf = (path: string) => /^apps\/(?:api\/src\/modules|web\/src\/features)\/[^/]+/.exec(path)?.[0];
const edges = new Map<string, Set<string>>();
for (const module of result.modules) {
  const from = unitOf(module.source);
  if (!from || /\.test\.tsx?$/.test(module.source)) continue;
  for (const dependency of module.dependencies) {
    const to = unitOf(dependency.resolved);
    if (!to || to === from || dependency.dependencyTypes.includes('type-only')) continue;
    edges.set(from, (edges.get(from) ?? new Set()).add(to));
  }
}

/** The strongly connected groups of the module graph (Tarjan): each group of two or more is a cycle. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do group.push((member = stack.pop()!));
      while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

for (const group of cycles(edges)) {
  const inside = group.flatMap((from) => [...(edges.get(from) ?? [])].filter((to) => group.includes(to)).map((to) => `${from.split('/').pop()} → ${to.split('/').pop()}`));
  problems.push(`no-module-cycles: ${group.join(', ')} depend on each other (${inside.join(', ')})`);
}

if (problems.length) {
  console.error(`The dependency rule finds ${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`The dependency rule finds nothing (${result.summary.totalCruised} files, ${edges.size} modules and features with dependencies).`);
