/** The rule lists moved to the shared form validation (src/features/forms/rules.ts); kept as a re-export. */
export * from '../forms/rules.ts';
