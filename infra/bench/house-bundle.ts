import { build, type Metafile } from 'esbuild';
import { besideModuleBundling, HOUSE_BUNDLING, HOUSE_CONDITIONS, type EntryBundling } from '../constructs/house-function.ts';
import { REPO_ROOT } from '../paths.ts';
import { dirname, join } from 'node:path';

/**
 * Bundles one entry as the house construct does (minified ESM, `@aws-sdk/*` left to the runtime)
 * and, when written, builds the modules it loads beside itself next to `outfile`.
 */
export async function houseBundle(entry: string, outfile: string, write = true, extra: EntryBundling = {}): Promise<Metafile> {
  const result = await build({
    entryPoints: [entry],
    outfile,
    write,
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    mainFields: HOUSE_BUNDLING.mainFields,
    banner: { js: HOUSE_BUNDLING.banner },
    minify: HOUSE_BUNDLING.minify,
    sourcemap: false,
    external: [...HOUSE_BUNDLING.externalModules, ...(extra.external ?? [])],
    conditions: HOUSE_CONDITIONS,
    metafile: true,
    ...(extra.inject ? { inject: extra.inject.map((file) => join(REPO_ROOT, file)) } : {}),
    ...(extra.define ? { define: { ...extra.define } } : {}),
    logLevel: 'error',
  });
  if (write) {
    // The modules the function loads beside its bundle, built as the house construct builds them.
    for (const [file, source] of Object.entries(extra.besideModules ?? {})) {
      await build({ ...besideModuleBundling(file), entryPoints: [join(REPO_ROOT, source)], outfile: join(dirname(outfile), file), logLevel: 'error' });
    }
  }
  return result.metafile;
}

/** The AWS SDK packages a bundle imports from the runtime. */
export function sdkImports(meta: Metafile): string[] {
  const found = new Set<string>();
  for (const output of Object.values(meta.outputs)) {
    for (const imp of output.imports) if (imp.external && imp.path.startsWith('@aws-sdk/')) found.add(imp.path);
  }
  return [...found].sort();
}
