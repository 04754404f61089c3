// Kitchen basics a family looks up (« comment faire une pâte brisée ? »), written for Mijote:
// quantities for one batch, the steps, and the one thing that makes it work.

export type Technique = {
  title: string;
  /** On the folded question. */
  pattern: RegExp;
  /** For one batch, as the heading says. */
  yields: string;
  ingredients: readonly string[];
  steps: readonly string[];
  tip: string;
};

export const TECHNIQUES: readonly Technique[] = [
  {
    title: 'Pâte brisée',
    pattern: /\bpate brisee\b/,
    yields: 'une tarte de 26 cm',
    ingredients: [
      '250 g de farine',
      '125 g de beurre froid, en dés',
      '1 pincée de sel',
      '5 à 6 càs d’eau froide',
    ],
    steps: [
      'Sabler du bout des doigts la farine, le sel et le beurre jusqu’à obtenir une semoule grossière.',
      'Ajouter l’eau cuillère par cuillère et rassembler la pâte en boule, sans la pétrir.',
      'L’aplatir en disque, la filmer et la laisser reposer 30 minutes au frais.',
      'L’étaler sur un plan fariné à 3 mm d’épaisseur et foncer le moule.',
    ],
    tip: 'Moins on la travaille, plus elle reste friable : le beurre doit rester froid.',
  },
  {
    title: 'Pâte sablée',
    pattern: /\bpate sablee\b/,
    yields: 'une tarte de 26 cm',
    ingredients: [
      '250 g de farine',
      '125 g de beurre mou',
      '100 g de sucre',
      '1 œuf',
      '1 pincée de sel',
    ],
    steps: [
      'Mélanger le beurre mou et le sucre, puis ajouter l’œuf.',
      'Incorporer la farine et le sel rapidement, jusqu’à ce que la pâte se tienne.',
      'Filmer et laisser reposer 1 heure au frais avant de l’étaler.',
    ],
    tip: 'Étalez-la entre deux feuilles de papier cuisson : elle est fragile.',
  },
  {
    title: 'Béchamel',
    pattern: /\bbechamel\b/,
    yields: '50 cl de sauce (un gratin pour 4)',
    ingredients: ['40 g de beurre', '40 g de farine', '50 cl de lait', 'sel, poivre, muscade'],
    steps: [
      'Faire fondre le beurre dans une casserole, ajouter la farine et remuer 1 à 2 minutes sans colorer (le roux).',
      'Verser le lait froid d’un coup en fouettant sans arrêt.',
      'Porter à frémissement en fouettant jusqu’à ce que la sauce épaississe, 5 minutes environ.',
      'Saler, poivrer et râper un peu de muscade.',
    ],
    tip: 'Lait froid sur roux chaud : pas de grumeaux. S’il en reste, un coup de mixeur plongeant.',
  },
  {
    title: 'Mayonnaise',
    pattern: /\bmayo\w*/,
    yields: 'un bol (6 personnes)',
    ingredients: [
      '1 jaune d’œuf',
      '1 càc de moutarde',
      '20 cl d’huile de tournesol',
      '1 càc de vinaigre',
      'sel, poivre',
    ],
    steps: [
      'Sortir l’œuf à l’avance : jaune, moutarde et huile à la même température.',
      'Fouetter le jaune avec la moutarde, puis verser l’huile en mince filet sans cesser de fouetter.',
      'Quand elle est ferme, ajouter le vinaigre, saler et poivrer.',
    ],
    tip: 'Elle tranche ? Repartez d’une càc de moutarde dans un bol propre et ajoutez-y la mayonnaise ratée petit à petit. Faite avec un œuf cru, elle se garde 24 h au frigo et ne convient pas pendant la grossesse.',
  },
  {
    title: 'Blancs en neige',
    pattern: /\bblancs? (?:en neige|d oeufs? en neige)\b|\bmonter (?:des|les) blancs\b/,
    yields: 'une mousse ou un soufflé',
    ingredients: ['4 blancs d’œufs', '1 pincée de sel'],
    steps: [
      'Dans un bol propre et sec, sans trace de jaune, fouetter les blancs avec le sel à vitesse moyenne.',
      'Quand ils moussent, augmenter la vitesse jusqu’à ce qu’ils forment un bec ferme au bout du fouet.',
      'Les incorporer aussitôt à la préparation avec une spatule, en soulevant la masse.',
    ],
    tip: 'Une goutte de jus de citron les stabilise ; une trace de jaune ou de gras les empêche de monter.',
  },
  {
    title: 'Crème chantilly',
    pattern: /\bchantilly\b|\bcreme fouettee\b/,
    yields: '4 à 6 personnes',
    ingredients: [
      '25 cl de crème entière (35 % de matière grasse), bien froide',
      '25 g de sucre glace',
    ],
    steps: [
      'Mettre le bol et le fouet 15 minutes au congélateur.',
      'Fouetter la crème froide jusqu’à ce qu’elle épaississe, puis ajouter le sucre glace.',
      'Arrêter dès qu’elle tient au fouet : plus loin, elle tourne en beurre.',
    ],
    tip: 'La crème doit être entière et sortir du frigo : une crème légère ne monte pas.',
  },
  {
    title: 'Vinaigrette',
    pattern: /\bvinaigrette\b/,
    yields: 'une salade pour 4',
    ingredients: ['1 càs de vinaigre', '1 càc de moutarde', '3 càs d’huile', 'sel, poivre'],
    steps: [
      'Dissoudre le sel dans le vinaigre (il ne fond pas dans l’huile).',
      'Ajouter la moutarde, puis l’huile en fouettant, et poivrer.',
    ],
    tip: 'Une part de vinaigre pour trois d’huile ; assaisonnez la salade au dernier moment.',
  },
  {
    title: 'Pâte à crêpes',
    pattern: /\bpate a crepes?\b/,
    yields: 'une quinzaine de crêpes',
    ingredients: [
      '250 g de farine',
      '4 œufs',
      '50 cl de lait',
      '1 pincée de sel',
      '30 g de beurre fondu',
    ],
    steps: [
      'Creuser un puits dans la farine, y casser les œufs et mélanger au fouet en ajoutant le lait peu à peu.',
      'Ajouter le sel et le beurre fondu ; la pâte doit napper la cuillère.',
      'La laisser reposer 1 heure si possible, puis cuire à la poêle chaude légèrement beurrée.',
    ],
    tip: 'Lait ajouté peu à peu : pas de grumeaux. Trop épaisse, détendez-la d’un peu de lait.',
  },
  {
    title: 'Oignons caramélisés',
    pattern:
      /\boignons? (?:caramelis\w*|confits?|fondus?)\b|\bcarameliser (?:des |les )?oignons?\b/,
    yields: 'une garniture pour 4',
    ingredients: ['4 oignons émincés', '2 càs d’huile ou 20 g de beurre', '1 pincée de sel'],
    steps: [
      'Faire revenir les oignons dans la matière grasse à feu moyen 5 minutes avec le sel.',
      'Baisser le feu et laisser cuire 30 à 40 minutes en remuant de temps en temps.',
      'Quand ils sont bruns et fondants, déglacer d’une càs d’eau pour récupérer les sucs.',
    ],
    tip: 'Feu doux et patience : à feu vif, ils brûlent avant de caraméliser.',
  },
  {
    title: 'Riz qui ne colle pas',
    pattern: /\briz (?:qui ne colle pas|bien detache|pas colle)\b|\briz colle\b/,
    yields: '4 personnes',
    ingredients: ['300 g de riz long (basmati ou thaï)', '45 cl d’eau', '1 pincée de sel'],
    steps: [
      'Rincer le riz à l’eau froide jusqu’à ce qu’elle soit claire.',
      'Le mettre avec l’eau et le sel dans une casserole, porter à ébullition, couvrir et cuire 10 minutes à feu très doux.',
      'Couper le feu et laisser reposer 10 minutes à couvert, puis égrainer à la fourchette.',
    ],
    tip: 'Le rinçage enlève l’amidon qui fait coller ; ne soulevez pas le couvercle pendant la cuisson.',
  },
];

/** The technique a folded question asks about, if any. */
export function findTechnique(text: string): Technique | undefined {
  return TECHNIQUES.find((technique) => technique.pattern.test(text));
}
