import { build, type Metafile } from 'esbuild';
import { HOUSE_BUNDLING, type EntryBundling } from '../constructs/house-function.ts';
import { REPO_ROOT } from '../paths.ts';
import { join } from 'node:path';

/** Bundles one entry as the house construct does (minified ESM, `@aws-sdk/*` left to the runtime). */
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
    metafile: true,
    ...(extra.inject ? { inject: extra.inject.map((file) => join(REPO_ROOT, file)) } : {}),
    ...(extra.define ? { define: { ...extra.define } } : {}),
    logLevel: 'error',
  });
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
