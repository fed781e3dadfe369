import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import salon from '@salon/build/eslint/boundaries';

// One phone rule for the API and every form (decision 0029): nobody parses phones but it.
const PHONE_LIBRARY = {
  group: ['libphonenumber-js', 'libphonenumber-js/*'],
  message: 'Use @salon/contracts/phone (normalizePhone, isAcceptedPhone), or the phone rules of @salon/forms: the API and the forms share that one rule.',
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, salon },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'salon/boundaries': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description', 'ts-ignore': true }],
    },
  },
  {
    ignores: ['shared/contracts/src/phone.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [PHONE_LIBRARY] }] },
  },
  {
    // Remotes load each other only through the shell's registry and @salon/platform.
    files: ['mfe-*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@module-federation/enhanced/runtime',
              message: 'Remotes do not load remotes: the shell owns the registry; talk over the event bus.',
            },
          ],
          patterns: [PHONE_LIBRARY],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
