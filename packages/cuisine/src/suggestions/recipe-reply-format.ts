// The recipe structure a model is asked to write, the one parse-recipe-reply.ts reads: the chat
// and the suggestion screen ask for it with these very words, so a change reaches both.

const FACT_LINES = `Temps de préparation : N minutes
Temps de cuisson : N minutes
Difficulté : facile, moyen ou difficile
Pour N personnes
`;

/** The structure of a recipe reply; the suggestion screen also asks for its facts. */
export function recipeReplyStructure(options: { withFacts: boolean }): string {
  return `# Titre de la recette
Une courte description, en une ou deux phrases.
${options.withFacts ? FACT_LINES : ''}
## Ingrédients
- une ligne par ingrédient : la quantité précise, l’unité, puis l’ingrédient (« 200 g de farine », « 2 càs d’huile d’olive », « 3 œufs »)

## Instructions
1. Première étape
2. Étape suivante`;
}

/** The rules every recipe a model writes keeps, as lines of the prompt's « Règles : ». */
export const RECIPE_REPLY_RULES = [
  'des quantités précises, en g, kg, ml, cl, l, càs, càc ou pincée, ou en nombre de pièces',
  'respecte strictement les restrictions alimentaires du foyer, et n’utilise jamais un aliment à éviter ni un produit qui en contient',
] as const;

/** A food or title from a user's text, on one line and without Markdown that could fake a section. */
export function inlinePromptText(text: string): string {
  return text
    .replace(/[\r\n#]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
