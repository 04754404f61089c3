import type { AssistantIntent } from '../types';
import type { QuestionFacts } from './read-facts';
import type { Question } from './read-question';

// Intent by weighted rules: each rule that matches the folded question adds its weight to one
// intent; the best total wins if it reaches THRESHOLD, the order of INTENT_ORDER breaking ties.
// Facts read from the question (named foods, units, cooking items) add or remove weight, so
// « quel temps fait-il demain ? » is no cooking time and « que faire avec mon frigo » no
// ingredient search.

type Rule = { intent: AssistantIntent; pattern: RegExp; weight: number };

const UNIT = String.raw`(?:g|gr|grammes?|kg|kilos?|mg|ml|millilitres?|cl|centilitres?|dl|decilitres?|l|litres?|cas|cac|cad|tasses?|verres?|cuill\w*|pincees?|onces?|oz|livres?|lb|cups?)`;
const DAY =
  '(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|apres demain|ce soir|ce midi|aujourd hui|ce week end|ce weekend)';

/** « de lundi à vendredi »: the days a plan covers (see plan-week). */
export const DAY_RANGE =
  /\b(?:de|du) (lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) (?:a|au|jusqu a) (lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b/;

const RULES: readonly Rule[] = [
  // substitution
  { intent: 'substitution', pattern: /\b(?:remplac\w*|substitu\w*)\b/, weight: 5 },
  {
    intent: 'substitution',
    pattern: /\ba la place (?:du|de|des|d)\b|\bau lieu (?:du|de|des|d)\b/,
    weight: 3,
  },
  {
    intent: 'substitution',
    pattern: /\b(?:je (?:mets?|peux mettre|utilise)|on met|mettre|utiliser) quoi\b|\bquoi mettre\b/,
    weight: 2,
  },
  {
    intent: 'substitution',
    pattern:
      /\b(?:n ai|j ai|il (?:me |m )?reste|y a) (?:pas|plus)(?: assez)? d\w*\b|^(?:pas|plus) d\w*\b/,
    weight: 2,
  },
  { intent: 'substitution', pattern: /\b(?:equivalent|alternative|ersatz)\b/, weight: 2 },
  // conversion
  {
    intent: 'conversion',
    pattern: new RegExp(String.raw`\bcombien (?:de |d )?${UNIT}\b`),
    weight: 4,
  },
  {
    intent: 'conversion',
    pattern: new RegExp(String.raw`\ben ${UNIT}\b|\ben (?:degres|celsius|fahrenheit|thermostat)\b`),
    weight: 3,
  },
  { intent: 'conversion', pattern: /\b(?:convert\w*|conversion)\b/, weight: 4 },
  { intent: 'conversion', pattern: /\bthermostat\b|\bth \d\b/, weight: 4 },
  { intent: 'conversion', pattern: /\bcombien pes\w*|\bpoids d\w*\b|\bca pese\b/, weight: 4 },
  { intent: 'conversion', pattern: new RegExp(String.raw`\b\d+(?:[./]\d+)? ${UNIT}\b`), weight: 1 },
  {
    intent: 'conversion',
    pattern: /\bc est combien\b|\bca fait combien\b|\bcombien (?:font|fait)\b|\bequivaut\b|\b= \b/,
    weight: 1,
  },
  // cooking time
  { intent: 'cooking-time', pattern: /\btemps de cuisson\b/, weight: 5 },
  { intent: 'cooking-time', pattern: /\bcombien de (?:temps|minutes)\b/, weight: 3 },
  { intent: 'cooking-time', pattern: /\bcuisson\b/, weight: 2 },
  {
    intent: 'cooking-time',
    pattern: /\b(?:cuire|cuit|cuisent|bouillir|a la vapeur|vapeur)\b/,
    weight: 1,
  },
  { intent: 'cooking-time', pattern: /\b(?:a la coque|mollets?|durs?|poches?)\b/, weight: 2 },
  // portion
  {
    intent: 'portion',
    pattern: /\bpar (?:personne|pers|tete|adulte|enfant|invite)s?\b/,
    weight: 4,
  },
  {
    intent: 'portion',
    pattern: /\bpour \d+ (?:personnes?|pers|convives|invites|adultes)\b/,
    weight: 4,
  },
  { intent: 'portion', pattern: /\b(?:combien|quelle quantite|quantite)\b/, weight: 1 },
  // shopping list
  {
    intent: 'add-to-shopping-list',
    pattern:
      /\b(?:ajout\w*|rajout\w*|mets|mettre|met|mettez|not\w*|inscri\w*|ecri\w*)\b.*\b(?:liste|courses)\b/,
    weight: 6,
  },
  { intent: 'add-to-shopping-list', pattern: /\bliste de courses?\b|\bma liste\b/, weight: 1 },
  {
    intent: 'add-to-shopping-list',
    pattern: /\b(?:liste|courses) (?:pour|de) (?:ce plat|cette recette|ca)\b/,
    weight: 4,
  },
  // plan one recipe
  {
    intent: 'plan-recipe',
    pattern: new RegExp(
      String.raw`\b(?:planifi\w*|programm\w*|prevoi\w*|prevoy\w*|cal\w*|mets?|met|mettre|ajout\w*|rajout\w*|garde)\b.*\b(?:${DAY}|au planning|dans (?:le|mon) planning|au menu)\b`,
    ),
    weight: 5,
  },
  { intent: 'plan-recipe', pattern: /\b(?:planifi\w*|programm\w*)\b/, weight: 1 },
  // plan the week
  {
    intent: 'plan-week',
    pattern:
      /\b(?:planifi\w*|organis\w*|prevoi\w*|prevoy\w*|programm\w*|planning|menus?|fai\w*|propos\w*|prepar\w*)\b.*\b(?:semaine|7 jours|sept jours)\b/,
    weight: 6,
  },
  { intent: 'plan-week', pattern: /\bmenus? (?:de|pour) la semaine\b/, weight: 3 },
  {
    intent: 'plan-week',
    pattern: new RegExp(
      String.raw`\b(?:planifi\w*|organis\w*|prevoi\w*|prevoy\w*|programm\w*|planning|menus?|repas|diners)\b.*${DAY_RANGE.source}`,
    ),
    weight: 6,
  },
  { intent: 'plan-week', pattern: /\b(?:diners|repas|dejeuners|soirs)\b/, weight: 2 },
  // fridge
  {
    intent: 'cook-from-fridge',
    pattern: /\b(?:frigo|frigidaire|refrigerateur|frigi|placards?)\b/,
    weight: 4,
  },
  {
    intent: 'cook-from-fridge',
    pattern: /\bce (?:que j ai|qu il (?:me |m )?reste|qui (?:me )?reste|que j ai sous la main)\b/,
    weight: 4,
  },
  {
    intent: 'cook-from-fridge',
    pattern: /\b(?:anti gaspi\w*|antigaspi\w*|gaspill\w*)\b/,
    weight: 3,
  },
  { intent: 'cook-from-fridge', pattern: /\b(?:perim\w*|expir\w*|peremption|dlc)\b/, weight: 3 },
  // ingredients
  {
    intent: 'cook-with-ingredients',
    pattern:
      /\b(?:que|quoi|qu est ce que (?:je|j|on) (?:peux|peut|pourrais|pourrait|pourrai)) (?:faire|cuisiner|preparer|mitonner|manger)\b.*\bavec\b/,
    weight: 4,
  },
  {
    intent: 'cook-with-ingredients',
    pattern:
      /\b(?:j ai|il me reste|il m en reste|il reste) (?:des|du|de la|de l|un|une|plein|beaucoup|trop)\b/,
    weight: 2,
  },
  {
    intent: 'cook-with-ingredients',
    pattern: /\b(?:je fais quoi|j en fais quoi|que faire|quoi faire)\b/,
    weight: 2,
  },
  {
    intent: 'cook-with-ingredients',
    pattern: /\bidees? avec\b|\butiliser (?:mes|des|du|de la|les)\b/,
    weight: 3,
  },
  // recipe
  { intent: 'recipe-request', pattern: /\brecettes?\b/, weight: 3 },
  { intent: 'recipe-request', pattern: /\bidees?\b/, weight: 2 },
  {
    intent: 'recipe-request',
    pattern: /\b(?:propos\w*|sugger\w*|sugere\w*|donn\w*|conseill\w*|cherch\w*)\b/,
    weight: 1,
  },
  {
    intent: 'recipe-request',
    pattern:
      /\b(?:envie d\w*|je veux (?:faire|cuisiner|manger)|on mange quoi|qu est ce qu on mange|quoi manger|je cuisine quoi|quoi cuisiner|quoi preparer|que cuisiner|que preparer|que manger|je fais quoi (?:ce|pour))\b/,
    weight: 3,
  },
  {
    intent: 'recipe-request',
    pattern: /\b(?:un truc|quelque chose|qqch|un plat|un repas|a manger)\b/,
    weight: 2,
  },
  {
    intent: 'recipe-request',
    pattern: /\b(?:une autre|un autre|autre chose|autre idee)\b/,
    weight: 3,
  },
  {
    intent: 'recipe-request',
    pattern:
      /\b(?:qu est ce que (?:je|j|on) (?:fais|fait|cuisine|prepare|mange|pourrais faire|pourrait faire)|quoi faire a manger|je (?:fais|cuisine|prepare) quoi)\b/,
    weight: 3,
  },
  // small talk
  {
    intent: 'small-talk',
    pattern: /^(?:bonjour|salut|coucou|hello|bonsoir|hey|yo|hi|re)\b/,
    weight: 3,
  },
  { intent: 'small-talk', pattern: /\bmerci\w*\b|\bthanks\b/, weight: 3 },
  {
    intent: 'small-talk',
    pattern:
      /\b(?:qui es tu|t es qui|tu es qui|qui etes vous|es tu un robot|tu es une? (?:ia|robot)|comment tu t appelles|ton nom|ca va|au revoir|a bientot|bonne (?:journee|soiree|nuit)|t es (?:genial|super|nul(?:le)?|bete)|tu es (?:genial|super|nul(?:le)?|bete)|bravo)\b/,
    weight: 3,
  },
  {
    intent: 'small-talk',
    pattern:
      /^aide\b|\bhelp\b|\btu sais faire quoi\b|\bque sais tu faire\b|\bqu est ce que tu (?:sais|peux) faire\b|\ba quoi tu sers\b|\bcomment (?:ca marche|tu marches|t utiliser)\b/,
    weight: 4,
  },
  // Out of scope: these say the question is about something else.
  {
    intent: 'unknown',
    pattern:
      /\b(?:calories?|kcal|proteines|glucides|nutri\w*|meteo|prix|coute|maigrir|poids|regime amincissant)\b/,
    weight: 6,
  },
];

/** Tie order: the more specific intent first. */
const INTENT_ORDER: readonly AssistantIntent[] = [
  'unknown',
  'substitution',
  'conversion',
  'portion',
  'cooking-time',
  'add-to-shopping-list',
  'plan-recipe',
  'plan-week',
  'cook-from-fridge',
  'cook-with-ingredients',
  'recipe-request',
  'small-talk',
];

const THRESHOLD = 3;

export type IntentSignals = {
  /** The question names something the cooking-time table knows. */
  hasCookingItem: boolean;
  /** The question names something the conversion tables can weigh or measure. */
  hasMeasure: boolean;
};

export function intentScores(
  question: Question,
  facts: QuestionFacts,
  signals: IntentSignals,
): Map<AssistantIntent, number> {
  const scores = new Map<AssistantIntent, number>();
  const add = (intent: AssistantIntent, weight: number) =>
    scores.set(intent, (scores.get(intent) ?? 0) + weight);
  for (const rule of RULES) if (rule.pattern.test(question.text)) add(rule.intent, rule.weight);

  const foods = facts.ingredients.length;
  const hasDish = facts.dishWords.length > 0 || facts.namedRecipe !== undefined;
  // Substitutions, ingredient searches and portions are about a food.
  if (foods > 0) {
    if ((scores.get('substitution') ?? 0) > 0) add('substitution', 2);
    if ((scores.get('cook-with-ingredients') ?? 0) > 0)
      add('cook-with-ingredients', 1 + Math.min(foods, 2));
    if ((scores.get('portion') ?? 0) > 0) add('portion', 2);
    add('recipe-request', 2);
  } else {
    scores.delete('cook-with-ingredients');
    if (facts.excludedFoods.length === 0) scores.delete('substitution');
  }
  // « sans œufs, comment je fais une pâte à crêpes ? » asks how to do without them.
  if (facts.excludedFoods.length > 0 && /\bcomment\b|\bje fais quoi\b/.test(question.text)) {
    add('substitution', 12);
  }
  // « la recette de X », « comment faire X », « tu connais X ».
  if (facts.asksForDish) add('recipe-request', 3);
  if ((scores.get('cooking-time') ?? 0) > 0) add('cooking-time', signals.hasCookingItem ? 2 : -4);
  if ((scores.get('conversion') ?? 0) > 0 && !signals.hasMeasure) add('conversion', -2);
  if (facts.mealTypes.length > 0) add('recipe-request', 3);
  if (hasDish) add('recipe-request', 3);
  if (facts.diets.length > 0 || facts.excludedFoods.length > 0) add('recipe-request', 1);
  if (facts.maxMinutes !== undefined || facts.isEasy) add('recipe-request', 1);
  // Planning the week needs the week; one recipe needs a day or the planning.
  if (
    !/\bsemaine\b|\b7 jours\b|\bsept jours\b/.test(question.text) &&
    !DAY_RANGE.test(question.text)
  ) {
    scores.delete('plan-week');
  }
  if ((scores.get('plan-recipe') ?? 0) < 5) scores.delete('plan-recipe');
  if ((scores.get('add-to-shopping-list') ?? 0) < 5) scores.delete('add-to-shopping-list');
  if ((scores.get('portion') ?? 0) < 5) scores.delete('portion');
  return scores;
}

export function detectIntent(
  question: Question,
  facts: QuestionFacts,
  signals: IntentSignals,
): AssistantIntent {
  const scores = intentScores(question, facts, signals);
  let best: AssistantIntent = 'unknown';
  let bestScore = THRESHOLD - 1;
  for (const intent of INTENT_ORDER) {
    const score = scores.get(intent) ?? 0;
    if (score > bestScore) {
      best = intent;
      bestScore = score;
    }
  }
  return best;
}
