// The assessors, loaded on first use (package.json "imports" `#assessors`). From source (tests,
// scripts, the local twin) they are these modules; a Lambda bundle resolves `#assessors` to
// load-assessors-beside.ts, which loads them from files beside the bundle.
export const loadBuiltInAssessor = () => import('./built-in-assessor.ts');
export const loadCheckInAssessor = () => import('./assess-check-in.ts');
