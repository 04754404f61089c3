import {
  all,
  converts,
  givesTimes,
  mentions,
  proposesNothing,
  saysNothingFits,
  substitutes,
} from './checks';
import type { AssistantCase } from './context';

// Substitutions, conversions, cooking times, portions, small talk and the rest.

export const SUBSTITUTIONS: AssistantCase[] = [
  {
    question: 'par quoi remplacer les œufs',
    intent: 'substitution',
    check: all(substitutes('1 œuf'), mentions('Source : les fiches de remplacement')),
  },
  {
    question: 'remplacer le beurre',
    intent: 'substitution',
    check: substitutes('100 g de beurre'),
  },
  {
    question: 'remplacer le beurre',
    intent: 'substitution',
    household: { restrictions: ['nutFree'] },
    check: substitutes('100 g de beurre', 'amande'),
  },
  {
    question: 'pas de crème fraîche, je mets quoi ?',
    intent: 'substitution',
    check: substitutes('20 cl de crème fraîche'),
  },
  {
    question: 'par quoi remplacer les oeufs dans un gateau',
    intent: 'substitution',
    check: all(substitutes('1 œuf'), (r) =>
      /^- \*\*(?:60 g de compote|½ banane)/m.test(r.markdown.split('\n')[2] ?? '')
        ? []
        : ['a sweet option should come first'],
    ),
  },
  {
    question: 'je n’ai plus de lait, je peux mettre quoi à la place ?',
    intent: 'substitution',
    check: substitutes('25 cl de lait'),
  },
  {
    question: 'je n’ai plus de lait, je peux mettre quoi à la place ?',
    intent: 'substitution',
    household: { restrictions: ['glutenFree', 'nutFree'] },
    check: all(substitutes('25 cl de lait', 'avoine'), (r) =>
      r.markdown.includes('amande') ? ['proposes almond milk'] : [],
    ),
  },
  {
    question: 'remplacer la farine par quoi pour un gateau sans gluten',
    intent: 'substitution',
    check: all(substitutes('100 g de farine'), (r) =>
      r.markdown.includes('épeautre') ? ['proposes spelt flour'] : [],
    ),
  },
  { question: 'substitut au sucre', intent: 'substitution', check: substitutes('100 g de sucre') },
  {
    question: 'un équivalent de la maizena',
    intent: 'substitution',
    check: substitutes('1 càs de fécule de maïs'),
  },
  {
    question: 'j’ai pas de levure chimique',
    intent: 'substitution',
    check: substitutes('1 sachet de levure chimique'),
  },
  {
    question: 'remplacer le vin blanc dans une recette',
    intent: 'substitution',
    check: substitutes('10 cl de vin blanc'),
  },
  {
    question: 'qu’est-ce qui remplace la crème liquide ?',
    intent: 'substitution',
    check: substitutes('20 cl de crème liquide'),
  },
  {
    question: 'par quoi remplacer la gélatine',
    intent: 'substitution',
    household: { restrictions: ['halal'] },
    check: substitutes('6 feuilles de gélatine'),
  },
  {
    question: 'remplacer le safran',
    intent: 'substitution',
    check: all(mentions('pas de remplacement sûr'), proposesNothing),
  },
  {
    question: 'sans oeufs comment je fais une pâte à crêpes',
    intent: 'substitution',
    check: all(substitutes('1 œuf'), mentions('compote')),
  },
];

export const CONVERSIONS: AssistantCase[] = [
  {
    question: 'combien de grammes dans une càs de farine',
    intent: 'conversion',
    check: converts(10, 'g'),
  },
  { question: '1 tasse de riz en grammes', intent: 'conversion', check: converts(200, 'g') },
  { question: '20 cl c’est combien de ml', intent: 'conversion', check: converts(200, 'ml') },
  {
    question: 'combien de ml dans une cuillere a soupe',
    intent: 'conversion',
    check: converts(15, 'ml'),
  },
  {
    question: '100 g de beurre en cuillères à soupe',
    intent: 'conversion',
    check: converts(6.7, 'càs'),
  },
  { question: '250 ml de lait en grammes', intent: 'conversion', check: converts(258, 'g') },
  { question: 'combien de cl dans un litre', intent: 'conversion', check: converts(100, 'cl') },
  { question: '1 dl = combien de ml', intent: 'conversion', check: converts(100, 'ml') },
  { question: 'thermostat 6 en degrés', intent: 'conversion', check: converts(180, '°C') },
  {
    question: '180 degres c’est quel thermostat',
    intent: 'conversion',
    check: mentions('≈ thermostat 6'),
  },
  { question: '350 F en celsius', intent: 'conversion', check: converts(177, '°C') },
  { question: 'combien pese un oeuf', intent: 'conversion', check: converts(50, 'g') },
  {
    question: 'un sachet de levure c’est combien de grammes',
    intent: 'conversion',
    check: converts(11, 'g'),
  },
  {
    question: '2 cuilleres a cafe de sel en grammes',
    intent: 'conversion',
    check: converts(12, 'g'),
  },
  { question: '500 g de farine en tasses', intent: 'conversion', check: converts(3.6, 'tasses') },
  {
    question: 'combien de grammes de sucre dans une cuillere a soupe',
    intent: 'conversion',
    check: converts(15, 'g'),
  },
  { question: 'c. à s. de miel en grammes ?', intent: 'conversion', check: converts(20, 'g') },
  {
    question: 'combien de grammes dans 1/2 tasse de sucre',
    intent: 'conversion',
    check: converts(106, 'g'),
  },
  {
    question: 'combien font 100g de sucre en cuillère',
    intent: 'conversion',
    check: converts(6.7, 'càs'),
  },
  { question: '1 livre en grammes', intent: 'conversion', check: converts(454, 'g') },
  { question: '4 oz en grammes', intent: 'conversion', check: converts(113, 'g') },
  {
    question: 'combien de g dans une cuillère à café de levure',
    intent: 'conversion',
    check: converts(3, 'g'),
  },
];

export const COOKING: AssistantCase[] = [
  {
    question: 'temps de cuisson des pâtes',
    intent: 'cooking-time',
    check: givesTimes(['Pâtes sèches', '8 à 12 min']),
  },
  {
    question: 'combien de temps pour cuire du riz',
    intent: 'cooking-time',
    check: givesTimes(['Riz blanc', '10 à 12 min'], ['Riz complet', '25 à 35 min']),
  },
  {
    question: 'oeufs mollets combien de temps',
    intent: 'cooking-time',
    check: givesTimes(['Œufs mollets', '6 min']),
  },
  {
    question: 'oeuf a la coque cuisson',
    intent: 'cooking-time',
    check: givesTimes(['Œufs à la coque', '3 min']),
  },
  {
    question: 'combien de temps pour des oeufs durs ?',
    intent: 'cooking-time',
    check: givesTimes(['Œufs durs', '9 à 10 min']),
  },
  {
    question: 'cuisson pommes de terre a l’eau',
    intent: 'cooking-time',
    check: givesTimes(['Pommes de terre à l’eau', '20 à 25 min']),
  },
  {
    question: 'combien de temps cuire des brocolis a la vapeur',
    intent: 'cooking-time',
    check: givesTimes(['Brocoli', '5 à 7 min']),
  },
  {
    question: 'cuisson du quinoa',
    intent: 'cooking-time',
    check: givesTimes(['Quinoa', '12 à 15 min']),
  },
  {
    question: 'lentilles corail temps de cuisson',
    intent: 'cooking-time',
    check: givesTimes(['Lentilles corail', '10 à 15 min']),
  },
  {
    question: 'combien de temps pour des haricots verts',
    intent: 'cooking-time',
    check: givesTimes(['Haricots verts', '8 à 12 min']),
  },
  {
    question: 'cuisson riz basmati',
    intent: 'cooking-time',
    check: givesTimes(['Riz blanc', '10 à 12 min']),
  },
  {
    question: 'légumes vapeur combien de temps',
    intent: 'cooking-time',
    check: givesTimes(['Carottes', '10 à 15 min'], ['Courgettes', '5 à 7 min']),
  },
  {
    question: 'combien de temps de cuisson pour un poulet roti',
    intent: 'cooking-time',
    check: givesTimes(['Poulet rôti', '1 h 15 à 1 h 30']),
  },
  {
    question: 'pates fraiches cuisson',
    intent: 'cooking-time',
    check: givesTimes(['Pâtes fraîches', '2 à 4 min']),
  },
  {
    question: 'combien de temps pour les oeufs',
    intent: 'cooking-time',
    check: givesTimes(
      ['Œufs à la coque', '3 min'],
      ['Œufs mollets', '6 min'],
      ['Œufs durs', '9 à 10 min'],
    ),
  },
  { question: 'combien de pâtes par personne', intent: 'portion', check: mentions('80 à 100 g') },
  {
    question: 'quelle quantité de riz par personne',
    intent: 'portion',
    check: mentions('60 à 80 g de riz cru'),
  },
  {
    question: 'combien de riz pour 4 personnes',
    intent: 'portion',
    check: mentions('Pour 4 personnes', '240 à 320 g de riz cru'),
  },
];

export const SMALL_TALK: AssistantCase[] = [
  {
    question: 'bonjour',
    intent: 'small-talk',
    check: all(mentions('Bonjour', 'une recette'), proposesNothing),
  },
  { question: 'salut !', intent: 'small-talk', check: mentions('Bonjour') },
  { question: 'merci beaucoup c’était top', intent: 'small-talk', check: mentions('Avec plaisir') },
  {
    question: 'qui es-tu ?',
    intent: 'small-talk',
    check: mentions('hors ligne', 'aucun modèle de langue'),
  },
  { question: 'ça va ?', intent: 'small-talk', check: mentions('Très bien') },
  {
    question: 'que sais-tu faire ?',
    intent: 'small-talk',
    check: mentions('convertir', 'planning'),
  },
  {
    question: 'quel temps fait-il demain ?',
    intent: 'unknown',
    check: all(mentions('sort de ma cuisine', 'Je peux vous aider'), proposesNothing),
  },
  {
    question: 'combien de calories dans une pizza',
    intent: 'unknown',
    check: mentions('valeurs nutritionnelles'),
  },
  { question: 'raconte moi une blague', intent: 'unknown', check: mentions('Je peux vous aider') },
  {
    question: 'qui a gagné le match hier',
    intent: 'unknown',
    check: mentions('sort de ma cuisine'),
  },
  { question: 'asdfghjkl', intent: 'unknown', check: mentions('sort de ma cuisine') },
  { question: '   ', intent: 'unknown', check: mentions('Je peux vous aider') },
  {
    question: 'c’est quoi ton nom',
    intent: 'small-talk',
    check: mentions('assistant culinaire de Mijote'),
  },
  { question: 't’es nul', intent: 'small-talk', check: mentions('Désolé') },
  {
    question: 'je veux perdre du poids',
    intent: 'unknown',
    check: mentions('conseiller un régime'),
  },
  {
    question: 'une recette de <script>alert(1)</script> lasagnes <img src=x onerror=alert(1)>',
    intent: 'recipe-request',
    check: all(saysNothingFits(), (reply) =>
      /[<>]/.test(reply.markdown) ? ['angle bracket'] : [],
    ),
  },
  {
    question: 'frigo',
    intent: 'cook-from-fridge',
    context: {
      fridge: [{ name: '<b>truc</b>', quantity: 1, unit: 'unité', expirationDate: null }],
    },
    check: all(mentions('Je n’ai pas reconnu', '‹b›truc‹/b›'), proposesNothing),
  },
];
