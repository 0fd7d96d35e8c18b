/**
 * The paths a link of code below web/src/app may point at. The route table (web/src/app/route-table.ts)
 * registers its paths here by declaration merging, so a feature links a page with a path that must
 * exist (a typo does not compile) without importing the app that composes it.
 */
// Filled in by web/src/app/route-table.ts: `interface RegisteredAppPaths { paths: StaticAppPath }`.
// oxlint-disable-next-line typescript/no-empty-interface, typescript/no-empty-object-type
export interface RegisteredAppPaths {}

/** A path without parameters of the route table (any string until the route table is compiled in). */
export type LinkPath = RegisteredAppPaths extends { readonly paths: infer Path extends string } ? Path : string;
