/** The pnpm command of package.json's packageManager (see pnpm.cjs, decision 0085). */
export const PACKAGE_MANAGER: string;
export function pnpmOnPath(dirs: string[], packageManager?: string): string | null;
export function pnpmCommand(env?: NodeJS.ProcessEnv): [string, ...string[]];
