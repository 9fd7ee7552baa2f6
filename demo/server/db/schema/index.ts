// All Drizzle tables of the reference server: catalogue (CATALOG) and commerce (COMMERCE).
export * from './catalog.ts';
export * from './commerce.ts';
