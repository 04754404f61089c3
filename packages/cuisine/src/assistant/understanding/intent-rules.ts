import type { AssistantIntent } from '../types';

// The weighted keyword rules behind detectIntent, on the folded question (see read-question).
// A rule adds its weight to one intent when its pattern matches.

export type Rule = { intent: AssistantIntent; pattern: RegExp; weight: number };

const UNIT = String.raw`(?:g|gr|grammes?|kg|kilos?|mg|ml|millilitres?|cl|centilitres?|dl|decilitres?|l|litres?|cas|cac|cad|tasses?|verres?|cuill\w*|pincees?|onces?|oz|livres?|lb|cups?)`;
const DAY =
  '(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|apres demain|ce soir|ce midi|aujourd hui|ce week end|ce weekend)';

/** « de lundi à vendredi »: the days a plan covers (see plan-week). */
export const DAY_RANGE =
  /\b(?:de|du) (lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) (?:a|au|jusqu a) (lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b/;

/** « une recette pour un enfant allergique aux noix »: a recipe asked for, with a constraint. */
export const ASKS_FOR_RECIPE =
  /\b(?:propos\w*|donne\w* moi|une recette|des recettes|idees?|menu|que faire|quoi faire|quoi cuisiner|que cuisiner|quoi preparer|qu est ce que (?:je|j|on) (?:peux |pourrais )?(?:fais|faire|cuisine|cuisiner|prepare|preparer))\b/;

/** Pregnancy and breastfeeding: the safety answer adds what to avoid (answers/food-safety). */
export const PREGNANCY_WORDS = /\benceinte\b|\bgrossesse\b|\ballait\w*/;
/** A baby or a toddler: the safety answer adds what not to give before which age. */
export const YOUNG_CHILD_WORDS =
  /\bbebes?\b|\bnourrissons?\b|\bmoins d (?:un|1) an\b|\b\d{1,2} mois\b|\ben bas age\b/;

export const RULES: readonly Rule[] = [
  // food safety (decision 028): allergens, diets, pregnancy, young children
  {
    intent: 'food-safety',
    pattern: /\ballergi\w*|\bintoleran\w*|\bc?oeliaqu\w*|\bceliaqu\w*/,
    weight: 5,
  },
  { intent: 'food-safety', pattern: PREGNANCY_WORDS, weight: 6 },
  {
    intent: 'food-safety',
    pattern:
      /\bcontien\w*|\bcontenir\b|\by a t il (?:du|de la|des|de l)\b|\by en a t il\b|\btraces? d/,
    weight: 5,
  },
  {
    intent: 'food-safety',
    pattern:
      /\b(?:est|sont|c est)\b[^?]*\b(?:vegan\w*|vegetarien\w*|vegetalien\w*|halal|casher|kasher|cacher|kosher|sans gluten|sans lactose)\b/,
    weight: 5,
  },
  {
    intent: 'food-safety',
    pattern:
      /\bconvien\w*|\bcompatibles?\b|\bautorise\w*|\bsans (?:danger|risque)\b|\bdangereu\w*|\brisques?\b|\b(?:peut|peux|puis) (?:on |il |elle |je )?(?:en )?(?:manger|donner|consommer|boire)\b|\ba le droit\b/,
    weight: 3,
  },
  {
    intent: 'food-safety',
    pattern:
      /\ba partir de quand\b|\b(?:a |des )?quel age\b|\bdonner\b.*\b(?:enfant|bebe|fils|fille|petit)s?\b/,
    weight: 4,
  },
  { intent: 'food-safety', pattern: YOUNG_CHILD_WORDS, weight: 2 },
  // keeping
  {
    intent: 'keeping',
    pattern:
      /\bse (?:garde|gardent|conserve|conservent)\b|\bconserv\w*|congel\w*|\bcongelateur\b|\bencore bon\w*\b|\btient combien\b/,
    weight: 8,
  },
  { intent: 'keeping', pattern: /\brestes?\b/, weight: 2 },
  // seasons
  { intent: 'season', pattern: /\bde saison\b|\bsaisons?\b|\bprimeurs?\b/, weight: 5 },
  {
    intent: 'season',
    pattern:
      /\b(?:fruits?|legumes?) (?:d |en |de )?(?:hiver|ete|automne|printemps|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|ce mois)\b/,
    weight: 4,
  },
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
