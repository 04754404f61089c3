import type { Question } from '../understanding/read-question';
import { reply } from './reply';

// Without a language model the assistant says plainly what it is and what it can do.

export const CAPABILITIES = [
  '- **une recette** : « une recette de quiche », « un dessert sans gluten », « une idée de plat végétarien rapide » ;',
  '- **cuisiner avec ce que vous avez** : « que faire avec des courgettes et du chèvre », « que faire avec mon frigo » ;',
  '- **le planning** : « planifie mes dîners de la semaine », « planifie ce plat mardi soir » ;',
  '- **la liste de courses** : « ajoute les ingrédients à ma liste » ;',
  '- **remplacer un ingrédient** : « par quoi remplacer les œufs » ;',
  '- **convertir** : « combien de grammes dans une càs de farine », « thermostat 6 en degrés » ;',
  '- **les cuissons et quantités** : « combien de temps pour des œufs mollets », « combien de pâtes par personne » ;',
  '- **allergies, régimes et grossesse** : « la sauce soja contient-elle du gluten ? », « enceinte, je peux manger du camembert ? » ;',
  '- **saisons et conservation** : « qu’est-ce qui est de saison en décembre ? », « combien de temps se garde un gratin ? » ;',
  '- **les bases** : « comment faire une béchamel ? », « comment monter des blancs en neige ? ».',
].join('\n');

const WHO =
  'Je suis l’assistant culinaire de Mijote, en mode hors ligne : aucun modèle de langue n’est branché, et je réponds à partir du carnet de recettes et de la base d’ingrédients de Mijote (ce que contient chaque aliment, ses saisons, sa conservation) et des données de votre foyer (frigo, planning, liste de courses, régimes et aliments évités).';

export function answerSmallTalk(question: Question) {
  const text = question.text;
  if (/\bmerci\w*\b|\bthanks\b|\bbravo\b|\bgenial\b|\bsuper\b/.test(text)) {
    return reply(
      'small-talk',
      'Avec plaisir ! Besoin d’autre chose ? Une recette, une conversion, un temps de cuisson… je suis là.',
    );
  }
  if (/\bau revoir\b|\ba bientot\b|\bbonne (?:journee|soiree|nuit)\b/.test(text)) {
    return reply('small-talk', 'À bientôt, et bon appétit !');
  }
  if (/\bqui\b|\brobot\b|\bia\b|\bappelles\b|\bnom\b/.test(text)) {
    return reply('small-talk', `${WHO}\n\nJe peux vous aider pour :\n\n${CAPABILITIES}`);
  }
  if (/\bnul(?:le)?\b|\bbete\b/.test(text)) {
    return reply(
      'small-talk',
      `Désolé de ne pas avoir mieux répondu. Sans modèle de langue, voici ce que je sais faire :\n\n${CAPABILITIES}`,
    );
  }
  if (/\bca va\b/.test(text)) {
    return reply(
      'small-talk',
      `Très bien, merci ! Que puis-je cuisiner pour vous ?\n\n${CAPABILITIES}`,
    );
  }
  const greeting = /^(?:bonsoir)\b/.test(text)
    ? 'Bonsoir !'
    : /^(?:bonjour|salut|coucou|hello|hey|yo|hi|re)\b/.test(text)
      ? 'Bonjour !'
      : '';
  return reply(
    'small-talk',
    [greeting, `Je peux vous aider pour :\n\n${CAPABILITIES}`].filter(Boolean).join(' '),
  );
}

export function answerUnknown(question: Question) {
  const nutrition = /\b(?:calories?|kcal|proteines|glucides|nutri\w*|poids|maigrir|regime)\b/.test(
    question.text,
  );
  const first = nutrition
    ? 'Je n’ai pas les valeurs nutritionnelles des aliments : je ne peux ni compter les calories ni conseiller un régime sans risquer de vous tromper.'
    : 'Je suis l’assistant cuisine de Mijote, ici hors ligne : cette question sort de ma cuisine, mais pour le repas de ce soir, je suis là.';
  return reply('unknown', `${first}\n\nJe peux vous aider pour :\n\n${CAPABILITIES}`);
}
