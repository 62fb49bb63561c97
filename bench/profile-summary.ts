import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** Where a frame's code lives: a package under node_modules, one of ours, or Node itself. */
function area(url: string): string {
  if (url === '') return '(native / idle / GC)';
  const nodeModules = url.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const parts = url.slice(nodeModules + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (url.startsWith('node:')) return 'node';
  const ours = url.match(/\/(packages|apps)\/([^/]+)\//);
  return ours ? `@sponsorly/${ours[2]}` : url;
}

function top(totals: Map<string, number>, all: number, count: number): string[] {
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, hits]) => `  ${((hits / all) * 100).toFixed(1).padStart(5)}%  ${name}`);
}

/**
 * Prints where the profiled server spent its time (self time, from the sample counts of the .cpuprofile
 * files V8 wrote at exit): by package, then the hottest functions.
 */
export function printHottest(dir: URL, count = 15): void {
  const byArea = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let all = 0;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))) {
    const { nodes } = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as { nodes: ProfileNode[] };
    for (const node of nodes) {
      const hits = node.hitCount ?? 0;
      // Waiting for work is not a cost; shares are of the time the server was busy.
      if (hits === 0 || node.callFrame.functionName === '(idle)') continue;
      all += hits;
      const { functionName, url, lineNumber } = node.callFrame;
      byArea.set(area(url), (byArea.get(area(url)) ?? 0) + hits);
      const where = url
        ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(packages|apps)\//, '$1/')}:${lineNumber + 1}`
        : '';
      const name = `${functionName || '(anonymous)'} ${where}`.trim();
      byFunction.set(name, (byFunction.get(name) ?? 0) + hits);
    }
  }
  if (all === 0) {
    console.log(`\nNo profile found in ${fileURLToPath(dir)}`);
    return;
  }
  console.log(`\nWhere the server's busy time went (self time, ${fileURLToPath(dir)}):`);
  console.log(top(byArea, all, count).join('\n'));
  console.log('\nHottest functions:');
  console.log(top(byFunction, all, count).join('\n'));
}
