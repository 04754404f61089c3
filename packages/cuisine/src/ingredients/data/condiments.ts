import { defineIngredients } from '../define';

// Oils, vinegars, sauces and condiments. Vinegars are not alcohol: the alcohol has turned into
// acetic acid, which is how halal authorities treat them too; for the same reason wine vinegar
// and balsamic vinegar are not treated as wine products.
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
      contains: ['sesame'],
      synonyms: ['huile de sésame grillé'],
    },
    'huile de noix': { days: 180, mass: true, parents: ['huile'], contains: ['noix'] },
    'huile d’arachide': {
      // Refined peanut oil rarely triggers allergies, but a nut-free kitchen keeps it out.
      days: 365,
      mass: true,
      parents: ['huile'],
      contains: ['cacahuete'],
    },
    'huile de coco': {
      days: 540,
      mass: true,
      parents: ['huile'],
      contains: ['noix-de-coco'],
      synonyms: ['graisse de coco'],
    },
    'huile de friture': { days: 365, mass: true, parents: ['huile'] },
    vinaigre: {
      // Wine and cider vinegars keep sulphites.
      days: 1095,
      mass: true,
      staple: true,
      mayContain: ['sulfite'],
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
      // Cooked grape must and wine vinegar.
      days: 1095,
      mass: true,
      parents: ['vinaigre'],
      contains: ['raisin', 'sulfite'],
      synonyms: ['balsamique', 'crème de balsamique'],
    },
    'vinaigre de riz': { days: 1095, mass: true, parents: ['vinaigre'] },
    'vinaigre de framboise': { days: 1095, mass: true, parents: ['vinaigre'] },
    moutarde: {
      // Dijon mustard is made with wine or vinegar and usually a sulphite preservative.
      days: 365,
      mass: true,
      staple: true,
      contains: ['graine-de-moutarde', 'vinaigre'],
      mayContain: ['sulfite'],
      synonyms: ['moutarde de Dijon', 'moutarde forte', 'moutarde mi-forte'],
    },
    'moutarde à l’ancienne': {
      days: 365,
      mass: true,
      parents: ['moutarde'],
      synonyms: ['moutarde en grains'],
    },
    mayonnaise: {
      days: 60,
      mass: true,
      contains: ['jaune-d-oeuf', 'huile', 'moutarde'],
      synonyms: ['mayo'],
    },
    ketchup: { days: 180, mass: true, contains: ['tomate', 'vinaigre', 'sucre'] },
    'sauce soja': {
      // Brewed from soybeans and wheat.
      days: 730,
      mass: true,
      contains: ['soja', 'ble'],
      synonyms: ['sauce soja salée', 'shoyu'],
    },
    tamari: { days: 730, mass: true, contains: ['soja'], synonyms: ['sauce soja sans gluten'] },
    'sauce Worcestershire': {
      // Anchovies, and malt vinegar made from barley.
      days: 730,
      mass: true,
      contains: ['anchois', 'malt', 'vinaigre'],
      synonyms: ['Worcestershire'],
    },
    tabasco: {
      days: 730,
      mass: true,
      contains: ['piment', 'vinaigre'],
      mayContain: ['ail'],
      synonyms: ['sauce piquante', 'sauce pimentée', 'sriracha'],
    },
    harissa: { days: 180, mass: true, contains: ['piment', 'ail'], mayContain: ['tomate'] },
    // Thai curry pastes are made with shrimp paste.
    'pâte de curry': {
      days: 180,
      mass: true,
      contains: ['crevette', 'piment', 'ail', 'citronnelle'],
      synonyms: ['pâte de curry rouge', 'pâte de curry vert'],
    },
    'sauce tomate': {
      days: 7,
      mass: true,
      contains: ['tomate'],
      mayContain: ['oignon', 'ail'],
      synonyms: ['coulis de tomate', 'passata', 'tomate passée', 'sugo'],
    },
    'sauce bolognaise': {
      // The jarred ragù: beef (often with pork), tomato, soffritto and wine.
      days: 7,
      mass: true,
      contains: ['boeuf-hache', 'sauce-tomate', 'oignon', 'carotte', 'celeri-branche'],
      mayContain: ['porc', 'vin', 'lait'],
      synonyms: ['bolognaise', 'sauce à la bolognaise', 'ragù'],
    },
    'concentré de tomate': {
      days: 30,
      mass: true,
      contains: ['tomate'],
      synonyms: ['purée de tomate', 'double concentré de tomate'],
    },
    'tomate pelée': {
      days: 1095,
      parents: ['tomate'],
      synonyms: ['tomate en boîte', 'tomate concassée', 'pulpe de tomate'],
    },
    'tomate séchée': {
      days: 180,
      parents: ['tomate'],
      mayContain: ['sulfite'],
      synonyms: ['tomate confite'],
    },
    câpre: { days: 365 },
    pesto: {
      // Classic Genoese pesto: basil, pine nuts (treated as tree nuts), garlic and parmesan.
      days: 14,
      mass: true,
      contains: ['basilic', 'pignon-de-pin', 'parmesan', 'ail', 'huile-d-olive'],
      synonyms: ['pesto au basilic', 'pesto alla genovese'],
    },
    'pesto rosso': {
      days: 14,
      mass: true,
      parents: ['pesto'],
      contains: ['tomate-sechee'],
      synonyms: ['pesto rouge'],
    },
    // Provençal tapenade is made with anchovies.
    tapenade: {
      days: 30,
      mass: true,
      contains: ['olive', 'anchois', 'capre', 'ail', 'huile-d-olive'],
      synonyms: ['tapenade noire'],
    },
    houmous: {
      days: 7,
      mass: true,
      category: 'Autre',
      aisle: 'crèmerie',
      contains: ['pois-chiche', 'tahini', 'ail', 'citron'],
      synonyms: ['hummus'],
    },
    tahini: {
      days: 365,
      mass: true,
      contains: ['sesame'],
      synonyms: ['purée de sésame', 'tahina'],
    },
    sésame: { days: 365, mass: true, synonyms: ['graine de sésame'] },
    'lait de coco': {
      days: 730,
      mass: true,
      contains: ['noix-de-coco'],
      mayContain: ['sulfite'],
      synonyms: ['crème de coco'],
    },
    'maïs en boîte': {
      days: 1095,
      plural: 'maïs en boîte',
      parents: ['mais'],
      synonyms: ['grain de maïs', 'maïs doux'],
    },
    // Stuffed with pepper or anchovy.
    'olive farcie': { days: 180, parents: ['olive'], mayContain: ['poivron', 'anchois'] },
    'levure maltée': { days: 365, mass: true, contains: ['malt'], synonyms: ['Cenovis'] },
    'levure nutritionnelle': { days: 365, mass: true, synonyms: ['levure alimentaire'] },
    'sauce barbecue': {
      days: 180,
      mass: true,
      contains: ['tomate', 'vinaigre', 'sucre'],
      mayContain: ['moutarde', 'sauce-worcestershire'],
      synonyms: ['sauce BBQ'],
    },
    'sauce teriyaki': {
      days: 365,
      mass: true,
      contains: ['sauce-soja', 'mirin', 'sucre'],
    },
    vinaigrette: {
      days: 30,
      mass: true,
      contains: ['huile', 'vinaigre'],
      mayContain: ['moutarde'],
      synonyms: ['sauce à salade', 'French dressing'],
    },
    // Sweet rice wine.
    mirin: { days: 365, mass: true, contains: ['riz', 'alcool'] },
    'sauce hoisin': { days: 365, mass: true, contains: ['soja', 'ble', 'sucre', 'ail'] },
    // Tube wasabi is mostly horseradish, often with mustard.
    wasabi: { days: 180, mass: true, contains: ['raifort'], mayContain: ['moutarde'] },
    // Soybeans fermented with rice or, often, barley (mugi miso).
    miso: {
      days: 365,
      mass: true,
      contains: ['soja'],
      mayContain: ['orge', 'riz'],
      synonyms: ['pâte de miso'],
    },
    'algue nori': { days: 365, synonyms: ['nori', 'feuille de nori'] },
    raifort: { days: 60, mass: true },
    chutney: {
      days: 180,
      mass: true,
      contains: ['sucre', 'vinaigre'],
      synonyms: ['chutney de mangue'],
    },
    // A preservative, not a food, but one of the 14 allergens labels must name.
    sulfite: {
      days: 3650,
      synonyms: ['anhydride sulfureux', 'dioxyde de soufre', 'métabisulfite', 'E220'],
    },
  },
);
