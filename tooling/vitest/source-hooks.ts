// Lets `node --import ./src/source-hooks.ts` run the workspace packages from their TypeScript
// sources (the @bet/source export condition): their relative imports omit the `.ts` extension,
// which bundlers and Vitest accept but Node's own resolver does not.
import { registerHooks } from 'node:module';

const RELATIVE = /^\.{1,2}\//;

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const fromTs = context.parentURL?.endsWith('.ts') ?? false;
      if (
        !fromTs ||
        !RELATIVE.test(specifier) ||
        (error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND'
      )
        throw error;
      for (const candidate of [`${specifier}.ts`, `${specifier}/index.ts`]) {
        try {
          return nextResolve(candidate, context);
        } catch {
          // Try the next candidate; the original error is reported if none resolves.
        }
      }
      throw error;
    }
  },
});
