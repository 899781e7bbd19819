import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is } from './read-answer.ts';

// Issue 13, round 37 (unseen36): "Gave myself a fright yesterday. Left the chip pan on ... came back and the kitchen was all
// smoky, but nothing had caught, I turned it off and opened the windows" read an EMERGENCY with the rules alone ("smoky").
// Now smoke told of an earlier time (an earlier day in the call, or "was" in its sentence) with nothing caught ("nothing had
// caught", "no llegó a prenderse nada", "rien n'a pris feu") is a near miss, a concern, as a fire put out on an earlier day
// is. Sweep (written before it was run): smoke or flames of now beside such a telling stay emergencies (kept below).

type Case = [CallLanguage, string];

describe('smoke of an earlier time, nothing caught: a near miss, a concern', () => {
  it.each<Case>([
    ['en', 'Gave myself a fright yesterday. Left the chip pan on when I popped to the shop for my fags, came back and the kitchen was all smoky, but nothing had caught, I turned it off and opened the windows.'],
    ['es', 'Ayer dejé la sartén al fuego, la cocina estaba llena de humo, pero no llegó a prenderse nada, la apagué y abrí las ventanas.'],
    ['fr', "Hier j'ai laissé la friteuse allumée, la cuisine était pleine de fumée, mais rien n'a pris feu, j'ai tout éteint et ouvert les fenêtres."],
  ])('%s: %s', is('concerning'));
});

describe('smoke or flames of now beside it: an emergency', () => {
  it.each<Case>([
    ['en', "Left the chip pan on yesterday, nothing caught, but now the kitchen's full of smoke again."],
    ['en', 'The kitchen was smoky, nothing had caught, but the curtains are burning now.'],
    ['en', 'I left the pan on, the smoke is still coming, nothing caught yet.'],
    ['en', 'Nothing caught yesterday but today the pan went up in flames.'],
    ['en', "The kitchen is full of smoke, nothing's caught but I can't see."],
    ['es', 'La cocina estaba llena de humo, nada se quemó, pero las cortinas están ardiendo ahora.'],
    ['es', 'La cocina está llena de humo, no se quemó nada pero no veo nada.'],
    ['es', 'Ayer no se quemó nada, pero hoy la sartén está en llamas.'],
    ['fr', "La cuisine était pleine de fumée, rien n'a brûlé, mais les rideaux brûlent maintenant."],
    ['fr', "La cuisine est pleine de fumée, rien n'a pris feu mais je vois plus rien."],
    ['fr', "Hier rien n'a pris feu mais aujourd'hui la poêle est en flammes."],
  ])('%s: %s', is('emergency'));
});
