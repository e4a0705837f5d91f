export const webDist: string;
export function webBuildIsStale(): boolean;
export function ensureWebBuild(log?: (line: string) => void): boolean;
export function startWebBuild(): import('node:child_process').ChildProcess;
