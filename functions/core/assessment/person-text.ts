import type { TranscriptTurn } from '../ports/assessment.ts';

/** What the person said, turn after turn: the questions mention pain and falls too, so they are left out. */
export const personText = (turns: readonly TranscriptTurn[]) =>
  (turns ?? [])
    .filter((t) => t?.speaker === 'person' && typeof t.text === 'string')
    .map((t) => t.text)
    .join(' \n ');
