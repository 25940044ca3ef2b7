/**
 * The one source of the API's shapes: TypeBox schemas (`...Schema`) with their static types (the
 * names the front ends use), every route's contract (`apiRoutes`, per resource `usersRoutes`...)
 * and the path map `ApiRoutes`. The API imports this at run time; the front ends only with
 * `import type` (TypeBox stays out of their bundles). Plain data without TypeBox has its own
 * entry points: `@banca/contracts/enums`, `/limits`, `/access`, `/menu`, `/pages`, `/anti-forgery`, `/draw-rules` and `/audit-changes`.
 */
export * from './access';
export * from './anti-forgery';
export * from './audit';
export * from './auth';
export * from './booths';
export * from './cash';
export * from './drawer';
export * from './common';
export * from './credit';
export * from './currencies';
export * from './dashboard';
export * from './draw-rules';
export * from './draws';
export * from './results-feed';
export * from './enums';
export * from './games';
export * from './health';
export * from './hierarchy';
export * from './inbox';
export * from './limits';
export * from './menu';
export * from './pages';
export * from './reports';
export * from './route';
export * from './routes';
export * from './sales-limits';
export * from './search';
export * from './sellers';
export * from './sessions';
export * from './terminal';
export * from './tickets';
export * from './users';
