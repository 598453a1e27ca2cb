import type { Rule } from 'eslint';

/** The import-boundary rule (see workspace-boundaries.mjs). */
export declare const workspaceBoundaries: Rule.RuleModule;
