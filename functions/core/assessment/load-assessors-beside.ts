import { ASSESSOR_FILES } from './assessor-files.ts';

// In a Lambda bundle (package.json "imports", condition "carecall-lambda") each assessor is an ES
// module beside the bundle (assessor-files.ts), imported the first time an answer is read. The
// phrase rules are most of the webhook function's code, and most of its calls (a ringing, a call's
// end, a recording) read no answer: their cold starts no longer parse them.
type BuiltIn = typeof import('./built-in-assessor.ts');
type CheckIn = typeof import('./assess-check-in.ts');

async function beside<T>(file: string): Promise<T> {
  try {
    // A computed address: the bundler leaves it to Node, which finds the file beside this bundle.
    return (await import(new URL(`./${file}`, import.meta.url).href)) as T;
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new Error(`${file} beside the bundle could not be loaded: the function's package was built without it`, { cause: error });
  }
}

export const loadBuiltInAssessor = () => beside<BuiltIn>(ASSESSOR_FILES.builtIn.file);
export const loadCheckInAssessor = () => beside<CheckIn>(ASSESSOR_FILES.checkIn.file);
