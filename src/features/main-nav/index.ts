export { MainNav } from './main-nav.tsx';
export type { MainNavProps } from './main-nav.tsx';
export { currentPathProblem } from './current-path.ts';
