import { describe, expect, it } from 'vitest';
import {
  mentionedIngredients,
  statedDurations,
  waitingClauses,
  waitingMinutes,
} from './recipe-text';

describe('statedDurations', () => {
  it.each([
    ['Cuire 10 minutes.', [10]],
    ['Enfourner 1 h 30 en arrosant.', [90]],
    ['Enfourner 1 h 10 toutes les 20 minutes.', [70, 20]],
    ['Laisser mariner au moins une nuit.', [480]],
    ['Réfrigérer au moins deux heures.', [120]],
    ['Laisser macérer 3 jours au frais.', [4320]],
    ['Cuire 20 à 25 minutes.', [25, 20]],
    ['Cuire 30 secondes.', [0.5]],
    ['Préchauffer le four à 200 °C.', []],
    ['Couper en dés de 2 cm.', []],
  ])('%s -> %j', (text, minutes) => {
    expect(statedDurations(text)).toEqual(minutes);
  });
});

describe('waiting', () => {
  it.each([
    ['Laisser reposer la pâte 1 heure.', ['Laisser reposer la pâte 1 heure']],
    ['Laisser refroidir complètement.', ['Laisser refroidir complètement']],
    ['Réfrigérer au moins deux heures et servir.', ['Réfrigérer au moins deux heures et servir']],
    ['Prélever le zeste de deux citrons.', []],
    ['Reposer les chapeaux sur les tomates.', []],
    ['Réserver au frais et servir dans l’heure.', []],
    ['Conserver au réfrigérateur jusqu’à un mois.', []],
    ['Tremper une galette quelques secondes dans l’eau tiède.', []],
  ])('%s', (step, clauses) => {
    expect(waitingClauses(step)).toEqual(clauses);
  });

  it('adds up the longest time of each waiting clause, keeping storage out', () => {
    expect(
      waitingMinutes([
        'Sortir le poulet du réfrigérateur 30 minutes avant la cuisson. Préchauffer le four.',
        'Enfourner 1 h 10.',
        'Laisser reposer 10 minutes, puis réserver 20 minutes au frais.',
        'Conserver au réfrigérateur trois jours.',
      ]),
    ).toBe(60);
  });
});

describe('mentionedIngredients', () => {
  const ids = (step: string) => mentionedIngredients(step).map((i) => i.id);

  it.each([
    ['Foncer un moule à tarte avec la pâte.', []],
    ['Cuire les pâtes al dente.', ['pates']],
    ['Faire cuire le beurre jusqu’à ce qu’il devienne noisette.', ['beurre']],
    ['Ajouter le beurre noisette et les noisettes concassées.', ['noisette']],
    ['Faire sauter avec une noix de beurre.', []],
    ['Parsemer de persil haché.', ['persil']],
    ['Fouetter les jaunes jusqu’à ce qu’ils soient mousseux.', []],
    ['Retirer le zeste et verser le jus de citron.', ['jus-de-citron']],
  ])('%s -> %j', (step, expected) => {
    expect(ids(step)).toEqual(expected);
  });
});
