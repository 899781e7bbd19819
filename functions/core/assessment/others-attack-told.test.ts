import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 31: someone else's stroke or heart attack told as had ("has had", "ha tenido", "le ha dado", "a fait",
// "a eu"), the person saying they are well, nothing of now in the call: theirs and told, a concern, as French "a fait un AVC"
// already was. A sign on them now (the face gone, not talking, on the floor, grey, sweating, won't wake), "just", "acaba
// de", "vient de", a husband or wife (beside them), being with them, or a plea keep it an emergency.

type Case = [CallLanguage, string];

describe("someone else's stroke told, the person well: not the person's emergency", () => {
  it.each<Case>([
    ['en', "My brother has had a stroke, poor thing. I'm fine."],
    ['en', "My brother had a stroke, poor thing. I'm fine."],
    ['es', 'Mi hermano ha tenido un ictus, pobrecito. Yo estoy bien.'],
    ['es', 'A mi hermana le ha dado un infarto, pobre. Yo estoy bien.'],
    ['fr', 'Mon frère a fait un AVC, le pauvre. Moi ça va.'],
    ['fr', 'Ma sœur a eu une crise cardiaque, la pauvre. Moi je vais bien.'],
  ])('%s: %s', is('concerning'));
});

describe('floors: someone beside them now, a sign now, just had, a spouse, a plea', () => {
  it.each<Case>([
    ['en', "My husband's having a stroke, his face has dropped"],
    ['en', "My husband has just had a stroke. I'm fine."],
    ['en', "My husband has had a stroke. I'm fine. He's gone all floppy on one side."],
    ['en', "My wife has had a stroke, I'm fine but she can't talk"],
    ['en', "My sister has had a heart attack. I'm fine. She's grey and sweating."],
    ['en', "My brother has had a stroke. I'm fine. He's slurring his words."],
    ['en', "Dad has had a stroke I think, I'm fine but his mouth's gone to one side."],
    ['en', "My son has had a stroke. I'm fine. He won't wake up."],
    ['en', "My neighbour has had a heart attack, I'm fine, I'm sitting with him."],
    ['es', 'Mi marido ha tenido un ictus, está en el suelo y no habla'],
    ['es', 'Mi marido ha tenido un ictus. Yo estoy bien.'],
    ['es', 'Mi hermano ha tenido un ictus. Yo estoy bien. No puede mover el brazo.'],
    ['es', 'A mi padre le ha dado un ictus, yo estoy bien, tiene la cara caída.'],
    ['es', 'Mi hermana ha tenido un infarto. Yo estoy bien. Está tirada en la cocina.'],
    ['es', 'Mi hijo ha tenido un ictus. Yo estoy bien. No se despierta.'],
    ['es', 'Al vecino le ha dado un infarto, yo estoy bien, estoy con él.'],
    ['es', 'Mi marido acaba de tener un ictus. Yo estoy bien, pero él no habla.'],
    ['fr', 'Mon mari fait un AVC, il ne parle plus'],
    ['fr', 'Mon mari vient de faire un AVC. Moi ça va.'],
    ['fr', 'Mon frère a fait un AVC. Moi ça va. Il arrive plus à parler.'],
    ['fr', 'Mon père a eu un AVC, moi ça va, il a la bouche de travers.'],
    ['fr', 'Ma sœur a fait une crise cardiaque. Moi je vais bien. Elle est par terre.'],
    ['fr', 'Mon fils a fait un AVC. Moi ça va. Il se réveille pas.'],
  ])('%s: %s', is('emergency'));
});

describe("the person's own sign beside someone else's told stroke stays theirs", () => {
  it.each<Case>([
    ['en', "My brother has had a stroke, poor thing, and I fell this morning and I can't get up."],
    ['es', 'Mi hermano ha tenido un ictus, pobrecito, y yo me he caído y no me puedo levantar.'],
    ['fr', "Mon frère a fait un AVC, le pauvre, et moi je suis tombée, j'arrive pas à me relever."],
  ])('%s: %s', is('emergency'));
});

describe('near-miss: someone else in hospital after it reads no emergency', () => {
  it.each<Case>([['en', "My brother has had a stroke. I'm fine, he's in hospital."]])('%s: %s', not('emergency'));
});
