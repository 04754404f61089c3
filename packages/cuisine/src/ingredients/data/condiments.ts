import { defineIngredients } from '../define';

// Oils, vinegars, sauces and condiments. Vinegars are not alcohol: the alcohol has turned into
// acetic acid, which is how halal authorities treat them too.
export const CONDIMENTS = defineIngredients(
  { aisle: 'épicerie salée', category: 'Épicerie' },
  {
    huile: {
      days: 365,
      mass: true,
      staple: true,
      synonyms: ['huile végétale', 'huile neutre', 'huile de cuisson'],
    },
    'huile d’olive': {
      days: 540,
      mass: true,
      staple: true,
      parents: ['huile'],
      synonyms: ['huile d’olive vierge extra'],
    },
    'huile de colza': { days: 365, mass: true, parents: ['huile'] },
    'huile de tournesol': { days: 365, mass: true, parents: ['huile'] },
    'huile de sésame': {
      days: 365,
      mass: true,
      parents: ['huile'],
      synonyms: ['huile de sésame grillé'],
    },
    'huile de noix': { days: 180, mass: true, parents: ['huile', 'noix'], flags: ['treeNut'] },
    'huile d’arachide': {
      // Refined peanut oil rarely triggers allergies, but a nut-free kitchen keeps it out.
      days: 365,
      mass: true,
      parents: ['huile', 'cacahuete'],
      flags: ['peanut'],
    },
    'huile de coco': { days: 540, mass: true, parents: ['huile'], synonyms: ['graisse de coco'] },
    'huile de friture': { days: 365, mass: true, parents: ['huile'] },
    vinaigre: {
      days: 1095,
      mass: true,
      staple: true,
      synonyms: [
        'vinaigre de vin',
        'vinaigre de vin rouge',
        'vinaigre de vin blanc',
        'vinaigre de cidre',
        'vinaigre de pomme',
        'vinaigre de xérès',
      ],
    },
    'vinaigre balsamique': {
      days: 1095,
      mass: true,
      parents: ['vinaigre'],
      synonyms: ['balsamique', 'crème de balsamique'],
    },
    'vinaigre de riz': { days: 1095, mass: true, parents: ['vinaigre'] },
    'vinaigre de framboise': { days: 1095, mass: true, parents: ['vinaigre'] },
    moutarde: {
      days: 365,
      mass: true,
      staple: true,
      synonyms: ['moutarde de Dijon', 'moutarde forte', 'moutarde mi-forte'],
    },
    'moutarde à l’ancienne': {
      days: 365,
      mass: true,
      parents: ['moutarde'],
      synonyms: ['moutarde en grains'],
    },
    mayonnaise: { days: 60, mass: true, flags: ['egg'], synonyms: ['mayo'] },
    ketchup: { days: 180, mass: true },
    'sauce soja': {
      days: 730,
      mass: true,
      flags: ['gluten'],
      synonyms: ['sauce soja salée', 'shoyu'],
    },
    tamari: { days: 730, mass: true, synonyms: ['sauce soja sans gluten'] },
    'sauce Worcestershire': {
      // Anchovies, and malt vinegar made from barley.
      days: 730,
      mass: true,
      flags: ['fish', 'gluten'],
      synonyms: ['Worcestershire'],
    },
    tabasco: { days: 730, mass: true, synonyms: ['sauce piquante', 'sauce pimentée', 'sriracha'] },
    harissa: { days: 180, mass: true },
    // Thai curry pastes are made with shrimp paste.
    'pâte de curry': {
      days: 180,
      mass: true,
      flags: ['shellfish'],
      synonyms: ['pâte de curry rouge', 'pâte de curry vert'],
    },
    'sauce tomate': {
      days: 7,
      mass: true,
      synonyms: ['coulis de tomate', 'passata', 'tomate passée', 'sugo'],
    },
    'concentré de tomate': {
      days: 30,
      mass: true,
      synonyms: ['purée de tomate', 'double concentré de tomate'],
    },
    'tomate pelée': {
      days: 1095,
      synonyms: ['tomate en boîte', 'tomate concassée', 'pulpe de tomate'],
    },
    'tomate séchée': { days: 180, synonyms: ['tomate confite'] },
    câpre: { days: 365 },
    pesto: {
      // Classic Genoese pesto: basil, pine nuts (treated as tree nuts) and parmesan.
      days: 14,
      mass: true,
      flags: ['dairy', 'treeNut'],
      synonyms: ['pesto au basilic', 'pesto alla genovese'],
    },
    'pesto rosso': {
      days: 14,
      mass: true,
      flags: ['dairy', 'treeNut'],
      parents: ['pesto'],
      synonyms: ['pesto rouge'],
    },
    // Provençal tapenade is made with anchovies.
    tapenade: { days: 30, mass: true, flags: ['fish'], synonyms: ['tapenade noire'] },
    houmous: { days: 7, mass: true, category: 'Autre', aisle: 'crèmerie', synonyms: ['hummus'] },
    tahini: { days: 365, mass: true, synonyms: ['purée de sésame', 'tahina'] },
    sésame: { days: 365, mass: true, synonyms: ['graine de sésame'] },
    'lait de coco': { days: 730, mass: true, synonyms: ['crème de coco'] },
    'maïs en boîte': {
      days: 1095,
      plural: 'maïs en boîte',
      parents: ['mais'],
      synonyms: ['grain de maïs', 'maïs doux'],
    },
    'olive farcie': { days: 180, parents: ['olive'] },
    'levure maltée': { days: 365, mass: true, flags: ['gluten'], synonyms: ['Cenovis'] },
    'levure nutritionnelle': { days: 365, mass: true, synonyms: ['levure alimentaire'] },
    'sauce barbecue': { days: 180, mass: true, synonyms: ['sauce BBQ'] },
    'sauce teriyaki': {
      days: 365,
      mass: true,
      flags: ['gluten', 'alcohol'],
      parents: ['sauce-soja'],
    },
    vinaigrette: { days: 30, mass: true, synonyms: ['sauce à salade', 'French dressing'] },
    mirin: { days: 365, mass: true, flags: ['alcohol'] },
    'sauce hoisin': { days: 365, mass: true, flags: ['gluten'] },
    wasabi: { days: 180, mass: true },
    miso: { days: 365, mass: true, synonyms: ['pâte de miso'] },
    'algue nori': { days: 365, synonyms: ['nori', 'feuille de nori'] },
    raifort: { days: 60, mass: true },
    chutney: { days: 180, mass: true, synonyms: ['chutney de mangue'] },
  },
);
