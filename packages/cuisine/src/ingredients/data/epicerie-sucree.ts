import { defineIngredients } from '../define';

// Baking and sweet cupboard. 'farine' is wheat flour; other flours are listed apart so that
// 'farine' as an avoided food does not silently cover them, and rye flour, a kind of farine for
// the cook, holds seigle instead of blé.
export const EPICERIE_SUCREE = defineIngredients(
  { aisle: 'épicerie sucrée', category: 'Épicerie' },
  {
    farine: {
      days: 365,
      mass: true,
      staple: true,
      contains: ['ble'],
      synonyms: [
        'farine de blé',
        'farine blanche',
        'farine fleur',
        'farine mi-blanche',
        'farine T55',
        'farine T45',
      ],
    },
    'farine complète': {
      days: 180,
      mass: true,
      parents: ['farine'],
      synonyms: ['farine bise'],
    },
    'farine d’épeautre': {
      days: 180,
      mass: true,
      parents: ['farine'],
      contains: ['epeautre'],
    },
    'farine de seigle': {
      days: 180,
      mass: true,
      parents: ['farine'],
      lacks: ['ble'],
      contains: ['seigle'],
    },
    'farine de riz': { days: 365, mass: true, contains: ['riz'] },
    'farine de sarrasin': { days: 180, mass: true, contains: ['sarrasin'] },
    'farine de pois chiche': { days: 365, mass: true, contains: ['pois-chiche'] },
    'farine de lupin': { days: 365, mass: true, contains: ['lupin'] },
    'farine sans gluten': { days: 365, mass: true, synonyms: ['mélange de farines sans gluten'] },
    'fécule de maïs': {
      days: 730,
      mass: true,
      contains: ['mais'],
      synonyms: ['maïzena', 'amidon de maïs', 'maïzena®'],
    },
    'fécule de pomme de terre': {
      days: 730,
      mass: true,
      contains: ['pomme-de-terre'],
      synonyms: ['amidon de pomme de terre'],
    },
    sucre: {
      days: 3650,
      mass: true,
      staple: true,
      synonyms: ['sucre blanc', 'sucre en poudre', 'sucre cristallisé', 'sucre semoule'],
    },
    'sucre glace': { days: 3650, mass: true, parents: ['sucre'], synonyms: ['sucre impalpable'] },
    'sucre roux': {
      days: 3650,
      mass: true,
      parents: ['sucre'],
      synonyms: ['cassonade', 'sucre brun', 'sucre de canne', 'rapadura'],
    },
    'sucre vanillé': {
      days: 730,
      mass: true,
      parents: ['sucre'],
      mayContain: ['vanille'],
      synonyms: ['sucre vanilliné', 'sachet de sucre vanillé'],
    },
    'sucre gélifiant': { days: 730, mass: true, parents: ['sucre'] },
    'sucre perlé': { days: 3650, mass: true, parents: ['sucre'], synonyms: ['sucre en grains'] },
    miel: {
      days: 730,
      mass: true,
      flags: ['animalDerived'],
      synonyms: ['miel liquide', 'miel de fleurs'],
    },
    'sirop d’érable': { days: 365, mass: true },
    'sirop d’agave': { days: 730, mass: true },
    mélasse: { days: 730, mass: true },
    'poire à Botzi séchée': { days: 180 },
    'levure chimique': {
      // Many baking powders are cut with wheat starch.
      days: 365,
      mass: true,
      mayContain: ['ble'],
      synonyms: ['poudre à lever', 'sachet de levure chimique'],
    },
    'levure de boulanger': {
      days: 30,
      mass: true,
      synonyms: ['levure', 'levure fraîche', 'levure sèche', 'cube de levure'],
    },
    'bicarbonate de soude': { days: 1095, mass: true, synonyms: ['bicarbonate'] },
    gélatine: {
      // Sold gelatine is porcine or bovine: excluded for vegetarians, and neither halal nor kosher
      // unless certified, which the base cannot know.
      days: 1095,
      mass: true,
      flags: ['gelatin', 'animalDerived'],
      mayContain: ['porc'],
      synonyms: ['feuille de gélatine', 'gélatine en poudre'],
    },
    'eau de fleur d’oranger': { days: 730, mass: true, synonyms: ['fleur d’oranger'] },
    'eau de rose': { days: 730, mass: true },
    'agar-agar': { days: 1095, mass: true, synonyms: ['agar'] },
    pectine: { days: 730, mass: true },
    'chocolat noir': {
      // Plain dark chocolate has no milk; 'traces' are not flagged.
      days: 365,
      mass: true,
      parents: ['chocolat'],
      lacks: ['lait'],
      synonyms: [
        'chocolat à cuire',
        'chocolat pâtissier',
        'chocolat corsé',
        'chocolat amer',
        'chocolat noir 70 %',
      ],
    },
    chocolat: {
      // Read as milk chocolate when a recipe says no more; soy lecithin is the usual emulsifier.
      days: 365,
      mass: true,
      contains: ['cacao-en-poudre', 'sucre', 'lait'],
      mayContain: ['soja'],
      synonyms: ['chocolat au lait', 'tablette de chocolat', 'chocolat suisse'],
    },
    'chocolat blanc': { days: 365, mass: true, parents: ['chocolat'] },
    'pépites de chocolat': {
      days: 365,
      mass: true,
      plural: 'pépites de chocolat',
      parents: ['chocolat'],
      synonyms: ['pépite de chocolat'],
    },
    'cacao en poudre': { days: 730, mass: true, synonyms: ['cacao', 'cacao non sucré'] },
    'chocolat en poudre': {
      // Some powders hold milk powder, others are meant to be stirred into milk.
      days: 365,
      mass: true,
      contains: ['cacao-en-poudre', 'sucre'],
      mayContain: ['lait', 'soja'],
      synonyms: ['Nesquik', 'Caotina', 'boisson chocolatée en poudre'],
    },
    Ovomaltine: {
      // Barley malt extract, milk and cocoa.
      days: 365,
      mass: true,
      contains: ['malt', 'lait', 'cacao-en-poudre', 'sucre'],
      synonyms: ['Ovo', 'Ovomaltine en poudre'],
    },
    'pâte à tartiner': {
      days: 180,
      mass: true,
      contains: ['noisette', 'sucre', 'lait', 'cacao-en-poudre'],
      mayContain: ['soja'],
      synonyms: ['pâte à tartiner aux noisettes', 'Nutella'],
    },
    confiture: { days: 180, mass: true, contains: ['sucre'], synonyms: ['gelée de fruits'] },
    'confiture de fraises': {
      days: 180,
      mass: true,
      plural: 'confitures de fraises',
      parents: ['confiture'],
      contains: ['fraise'],
      synonyms: ['confiture de fraise'],
    },
    'confiture d’abricots': {
      days: 180,
      mass: true,
      plural: 'confitures d’abricots',
      parents: ['confiture'],
      contains: ['abricot'],
      synonyms: ['confiture d’abricot', 'nappage à l’abricot'],
    },
    cuchaule: {
      days: 3,
      contains: ['farine', 'lait', 'beurre', 'oeuf', 'safran'],
      aisle: 'boulangerie',
    },
    'compote de pommes': {
      days: 14,
      mass: true,
      contains: ['pomme'],
      synonyms: ['compote', 'purée de pommes'],
    },
    'crème de marrons': {
      days: 365,
      mass: true,
      contains: ['marron', 'sucre', 'vanille'],
      synonyms: ['vermicelles aux marrons', 'purée de marrons'],
    },
    marron: { days: 14, synonyms: ['châtaigne', 'marron glacé'] },
    biscuit: {
      // A butter biscuit unless a kind says otherwise.
      days: 180,
      contains: ['farine', 'beurre', 'oeuf', 'sucre'],
      synonyms: ['petit-beurre', 'biscuit sec', 'sablé'],
    },
    'biscuit à la cuillère': {
      days: 180,
      parents: ['biscuit'],
      lacks: ['beurre'],
      synonyms: ['boudoir', 'biscuit cuillère'],
    },
    // Lotus-style spéculoos: flour, sugar, vegetable fat and spices.
    spéculoos: {
      days: 180,
      plural: 'spéculoos',
      parents: ['biscuit'],
      lacks: ['beurre', 'oeuf'],
      contains: ['cannelle'],
    },
    meringue: { days: 60, contains: ['blanc-d-oeuf', 'sucre'] },
    caramel: {
      // Sugar alone, or a sauce with cream or salted butter.
      days: 180,
      mass: true,
      contains: ['sucre'],
      mayContain: ['creme', 'beurre'],
      synonyms: ['sauce caramel', 'caramel au beurre salé'],
    },
    'colorant alimentaire': { days: 730 },
    // Flavourings are often dissolved in alcohol.
    'arôme d’amande amère': { days: 730, mass: true, mayContain: ['alcool'] },
    'extrait de vanille': {
      // Vanilla extract is about 35 % alcohol, so halal recipes use a pod or vanilla sugar.
      days: 730,
      mass: true,
      contains: ['vanille', 'alcool'],
    },
    guimauve: {
      days: 180,
      contains: ['gelatine', 'sucre'],
      synonyms: ['marshmallow', 'chamallow'],
    },
    'bonbon gélifié': {
      days: 365,
      contains: ['gelatine', 'sucre'],
      synonyms: [
        'ours en gomme',
        'oursons en gomme',
        'bonbon à la gélatine',
        'gomme aux fruits',
        'fraise Tagada',
        'Haribo',
      ],
    },
    bonbon: { days: 365, synonyms: ['bonbon dur', 'sucre d’orge'] },
    'sucre d’érable': { days: 730, mass: true },
    // Sugar paste is often set with gelatine.
    fondant: {
      days: 180,
      mass: true,
      contains: ['sucre'],
      mayContain: ['gelatine'],
      synonyms: ['pâte à sucre', 'glaçage'],
    },
    'vermicelles en chocolat': {
      days: 365,
      mass: true,
      plural: 'vermicelles en chocolat',
      contains: ['chocolat'],
      synonyms: ['vermicelle en chocolat'],
    },
  },
);
