// @ts-check
/**
 * A small rule set for the traps the type checker cannot see (docs/architecture.md, "Checks"):
 * a method taken off its object (`const { header } = call` loses `this`), a promise nobody awaits
 * or catches, an unused import or variable, and the two Hono dances that have one home each
 * (`replaceResponse` in http/response.ts, `runMiddleware` in http/stage.ts). Runs in `npm test`.
 */
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'clients/**', 'src/generated/**', 'coverage/**', '.venv/**', 'test/**/fixtures/**', '.cache/**', '.tools/**', 'test/generators/node_modules/**'] },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "AssignmentExpression[left.property.name='res'][right.type='TSAsExpression']",
          message: 'Replace an answer with replaceResponse (http/response.ts), not by clearing c.res.',
        },
        {
          selector: "CallExpression[arguments.length=2] > ArrowFunctionExpression[async=true][params.length=0][body.type='BlockStatement'][body.body.length=0]",
          message: "Run Hono's middleware inside a stage with runMiddleware (http/stage.ts), not with a do-nothing next.",
        },
      ],
    },
  },
  // The rules that need types, on the code that ships and runs (the tests' program would double
  // the lint's time; they are linted by the rules above).
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'bench/**/*.ts', 'contracts/checks/**/*.ts'],
    languageOptions: { parserOptions: { project: './tsconfig.lint.json', tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/unbound-method': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['src/http/response.ts', 'src/http/stage.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
