import type { TranscriptTurn } from '../ports/assessment.ts';

/**
 * What the person said, turn after turn: the questions mention pain and falls too, so they are left out.
 * `between` keeps the turns apart (the phrase rules read them as sentences: ' . ').
 */
export const personText = (turns: readonly TranscriptTurn[], between = ' \n ') =>
  (turns ?? [])
    .filter((t) => t?.speaker === 'person' && typeof t.text === 'string')
    .map((t) => t.text)
    .join(between);
