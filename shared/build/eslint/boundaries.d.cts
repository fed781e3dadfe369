import type { Rule } from 'eslint';

/** The boundary rule of STYLE.md (see boundaries.cjs). */
export declare const boundaries: Rule.RuleModule;
export declare const rules: { boundaries: Rule.RuleModule };
