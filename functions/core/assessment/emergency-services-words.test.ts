import { describe, expect, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { FEELING, is, not, readAnswer } from './read-answer.ts';

// Issue 13, round 30: the bare word of the emergency services (ambulance, paramedic, 999/911/112, "emergency", SAMU,
// urgencias) is a call for help only when it is wanted or awaited now, for the person or someone with them: a plea or a
// need in its stretch, one on its way or not come yet, or the word said nearly alone ("Ambulance!", "¡Una ambulancia!",
// "Le SAMU, vite !"). Told of someone else, of a time gone by, a job, a charity, a station, one passing: no call for help.
// Anything else said (a fall they cannot get up from, not breathing, won't wake up) is read by its own signal.

type Case = [CallLanguage, string];

describe('the word told, not wanted: good', () => {
  it.each<Case>([
    ['en', "I'm fine thanks. There was an ambulance outside number twelve this morning, poor Mrs Patel."],
    ['en', "All good here. The ambulance took Harold off last night, his wife rang me, I'm keeping an eye on the dog."],
    ['en', "Not bad. We had the ambulance out to my brother on Sunday, he's home now."],
    ['en', "I'm well. My son is a paramedic, he drives the ambulance in Leeds."],
    ['en', 'Grand. Saw an ambulance go by with its lights on when I was at the shops.'],
    ['en', "Lovely day. The ambulance station down the road is closing, there's a petition."],
    ['en', "Doing well. The neighbour had to have an ambulance on Friday, I sat with her till it came."],
    ['en', "Fine. I've volunteered with St John Ambulance for thirty years."],
    ['en', 'Fine. The ambulance was blocking the road so the bus was late.'],
    ['en', 'No problems. I gave the ambulance crew a cup of tea when they came for Doris upstairs.'],
    ['en', "I'm fine. We rang for an ambulance for my sister at the wedding but she was alright in the end."],
    ['en', "I'm grand, my grandson wants to be a paramedic."],
    ['en', "Fine. It's an emergency number, 112, I've got it on the fridge."],
    ['es', 'Estoy bien. Esta mañana había una ambulancia en el portal de al lado, pobre doña Carmen.'],
    ['es', 'Bien, gracias. Anoche se llevaron a Paco en la ambulancia, su mujer me llamó.'],
    ['es', 'Muy bien. Mi hijo es técnico de ambulancia en Sevilla.'],
    ['es', 'Bien. Vi pasar una ambulancia con la sirena cuando volvía del mercado.'],
    ['es', 'Todo bien. La ambulancia tapaba la calle y el autobús llegó tarde.'],
    ['es', 'Bien. A mi hermana tuvimos que llamarle una ambulancia en la boda, pero al final no fue nada.'],
    ['es', 'Estoy bien. Le di un café a los de la ambulancia cuando vinieron por la vecina de arriba.'],
    ['es', 'Bien, mi nieto quiere ser técnico de emergencias.'],
    ['fr', 'Je vais bien. Ce matin il y avait une ambulance devant chez la voisine, la pauvre.'],
    ['fr', "Ça va. Hier soir l'ambulance a emmené Marcel, sa femme m'a appelée."],
    ['fr', 'Très bien. Mon fils est ambulancier à Lyon.'],
    ['fr', "Ça va. J'ai vu passer une ambulance avec la sirène en revenant du marché."],
    ['fr', "Tout va bien. L'ambulance bloquait la rue, le bus était en retard."],
    ['fr', "Ça va. On a dû appeler une ambulance pour ma sœur au mariage, mais finalement ce n'était rien."],
    ['fr', "Je vais bien. J'ai offert un café aux ambulanciers quand ils sont venus pour la voisine du dessus."],
    ['fr', 'Bien. Mon mari est parti en ambulance la semaine dernière pour sa poitrine, il est rentré et se repose.'],
    ['fr', "Ça va, j'ai appelé le SAMU pour ma voisine la semaine dernière, elle va bien maintenant."],
    // Round 30's own, written before they were run.
    ['en', "I'm fine. My daughter works on the ambulances, she's on nights this week."],
    ['en', "All well. The paramedics came to the club to teach us first aid, very interesting."],
    ['en', "I'm good. There was a programme about 999 calls on last night, I watched it all."],
    ['en', 'Very well, thank you. We raised two hundred pounds for the air ambulance at the fete.'],
    ['es', 'Muy bien. El domingo hubo una ambulancia en el partido, por si acaso, pero no pasó nada.'],
    ['es', 'Bien, gracias. Han puesto una base de ambulancias nueva al lado del centro de salud.'],
    ['es', 'Todo bien. Mi vecino fue conductor de ambulancia toda la vida, ya está jubilado.'],
    ['fr', 'Je vais bien. Ma petite-fille fait ses études pour être ambulancière.'],
    ['fr', "Ça va bien. Il y avait les pompiers au marché pour le calendrier, ils sont gentils."],
    ['fr', "Tout va bien. Une ambulance est passée dans la rue ce matin, ça m'a fait sursauter."],
    ['fr', "Très bien. Mon voisin était ambulancier avant sa retraite, il me raconte des histoires."],
  ])('%s: %s', is('good'));
});

describe('the word told, with something else of someone else: not an emergency', () => {
  it.each<Case>([
    ['en', "I'm fine. Next door's lad called an ambulance for his grandad, turned out to be indigestion."],
    ['en', "I'm well, I called 999 for my neighbour last week when she fell, she's fine now."],
    // A job in A&E: "urgencias" is read as the hospital too, a concern left as it was.
    ['es', 'Estoy bien. Mi nuera trabaja en urgencias del hospital, hace turnos de noche.'],
  ])('%s: %s', not('emergency'));
});

// Left for a later round: the word itself is no longer read as a plea in these, but another sign still is: a fall of the
// person's own told long over ("after the fall ... champion since"), and someone else's faint told as sorted.
describe('known gaps: the word read right, another sign not yet', () => {
  it.fails('en: the ambulance came for me back in March after the fall, champion since (a fall long over, read as now)', () => {
    expect(readAnswer(FEELING)('en', "I'm alright. Back in March the ambulance came for me after the fall, but I've been champion since.")).toBe('good');
  });
  it.fails('en: an emergency at the shop, a lady fainted, they sorted her out (her faint, read as now)', () => {
    expect(readAnswer(FEELING)('en', "I'm fine, there was an emergency at the shop, a lady fainted, they sorted her out.")).not.toBe('emergency');
  });
});

describe('floors: the word wanted or awaited now, or said nearly alone, or beside a sign of now', () => {
  it.each<Case>([
    ['en', "Please call an ambulance, I've fallen."],
    ['en', 'I need an ambulance, my chest is crushing.'],
    ['en', "Can you send an ambulance? I can't breathe properly."],
    ['en', 'Get me an ambulance, love, quick.'],
    ['en', "I'm waiting for the ambulance, I rang them, my leg's broken I think."],
    ['en', 'I think I need an ambulance.'],
    ['en', 'Ambulance!'],
    ['en', 'Ambulance... please...'],
    ['en', '999, 999'],
    ['en', "The ambulance isn't here yet and he's not breathing."],
    ['en', "My husband collapsed, the ambulance came, he won't wake up."],
    ['en', "I've rung for an ambulance, I'm on the floor."],
    ['es', 'Llame a una ambulancia, por favor, me he caído.'],
    ['es', 'Necesito una ambulancia, no puedo respirar.'],
    ['es', 'Estoy esperando la ambulancia, ya he llamado, creo que me he roto la pierna.'],
    ['es', '¡Una ambulancia!'],
    ['fr', "Appelez une ambulance, s'il vous plaît, je suis tombée."],
    ['fr', "J'ai besoin d'une ambulance, je n'arrive pas à respirer."],
    ['fr', "J'attends l'ambulance, je les ai appelés, je crois que je me suis cassé la jambe."],
    ['fr', 'Le SAMU, vite !'],
    // Round 30's own, written before they were run.
    ['en', 'Should I ring 999? The room is spinning and I feel awful.'],
    ['en', "The ambulance still hasn't come and it's been an hour."],
    ['en', "It's an emergency, send someone."],
    ['en', 'Paramedics, please, hurry.'],
    ['es', '¿Pueden mandar una ambulancia? Mi marido no respira.'],
    ['es', 'La ambulancia todavía no ha llegado y sigo en el suelo.'],
    ['es', '¡Emergencia! ¡Emergencia!'],
    ['es', 'Quiero una ambulancia, ahora mismo.'],
    ['fr', 'Envoyez-moi une ambulance, je me sens très mal.'],
    ['fr', "L'ambulance n'est toujours pas arrivée, il ne respire plus."],
    ['fr', 'Une ambulance, vite, vite !'],
    ['fr', "Il faut appeler le SAMU, j'ai très mal à la poitrine."],
    // Found by the lead's probe after the round (each an emergency before it): one hoped for or that should come, nobody
    // come yet, the services there now or on their way, the call said to be an emergency.
    ['en', 'Is the ambulance on the way?'],
    ['en', 'The ambulance should come soon, I hope.'],
    ['en', "I rang 999 an hour ago and nobody's come."],
    ['en', 'I think this is an emergency.'],
    ['en', "It's an emergency, it's my heart."],
    ['en', 'The paramedics are here now, I have to go.'],
    ['es', '¿La ambulancia está en camino?'],
    ['es', 'Es una emergencia.'],
    ['es', 'Los de la ambulancia ya están aquí, tengo que colgar.'],
    ['fr', "C'est une urgence."],
    ['fr', 'Les pompiers sont là, je dois raccrocher.'],
    ['fr', 'Le SAMU est en route ?'],
  ])('%s: %s', is('emergency'));
});
