import { describe, expect, it } from 'vitest';
import { readRecipePage } from './read-recipe-page';

const page = (head: string, body = '') =>
  `<!doctype html><html><head><title>Page</title>${head}</head><body>${body}</body></html>`;
const jsonLd = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

describe('readRecipePage: JSON-LD', () => {
  it('reads a Recipe in an @graph, with HowToSteps, ISO durations and entities', () => {
    const html = page(
      jsonLd({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', name: 'Un blog' },
          {
            '@type': ['Recipe', 'NewsArticle'],
            name: 'Quiche aux lardons &amp; oignons',
            description: '<p>La quiche de ma grand-m&egrave;re.</p>',
            recipeYield: ['4', '4 personnes'],
            prepTime: 'PT20M',
            cookTime: 'PT1H10M',
            totalTime: 'PT1H30M',
            recipeIngredient: ['200&nbsp;g de lardons', '3 œufs', ' 20 cl de crème '],
            recipeInstructions: [
              { '@type': 'HowToStep', text: 'Préchauffer le four.' },
              {
                '@type': 'HowToSection',
                name: 'La garniture',
                itemListElement: [
                  { '@type': 'HowToStep', name: 'Battre', text: 'Battre les œufs.' },
                  { '@type': 'HowToStep', name: 'Cuire 40 min.' },
                ],
              },
            ],
          },
        ],
      }),
    );
    expect(readRecipePage(html)).toEqual({
      title: 'Quiche aux lardons & oignons',
      description: 'La quiche de ma grand-mère.',
      servings: 4,
      preparationTime: 20,
      cookingTime: 70,
      ingredients: ['200 g de lardons', '3 œufs', '20 cl de crème'],
      instructions: ['Préchauffer le four.', 'Battre les œufs.', 'Cuire 40 min.'],
    });
  });

  it('reads a Recipe in an array, steps as one HTML string, yield as a number', () => {
    const html = page(
      jsonLd([
        { '@type': 'BreadcrumbList' },
        {
          '@type': 'Recipe',
          name: 'Soupe',
          recipeYield: 6,
          totalTime: 'PT45M',
          recipeIngredient: ['1 poireau', '2 pommes de terre'],
          recipeInstructions:
            '<ol><li>Couper.</li><li>Cuire &laquo;&nbsp;doucement&nbsp;&raquo;.</li></ol>',
        },
      ]),
    );
    expect(readRecipePage(html)).toMatchObject({
      title: 'Soupe',
      servings: 6,
      preparationTime: 45,
      ingredients: ['1 poireau', '2 pommes de terre'],
      instructions: ['Couper.', 'Cuire « doucement ».'],
    });
  });

  it('skips a broken block and reads the next', () => {
    const html = page(
      `<script type="application/ld+json">{ broken</script>${jsonLd({ '@type': 'Recipe', name: 'Tarte', recipeIngredient: ['1 pâte'], recipeInstructions: ['Cuire.'] })}`,
    );
    expect(readRecipePage(html)?.title).toBe('Tarte');
  });
});

describe('readRecipePage: microdata', () => {
  it('reads itemprops, leaving nested steps their own text', () => {
    const html = page(
      '',
      `<article itemscope itemtype="https://schema.org/Recipe">
        <h1 itemprop="name">Gratin dauphinois</h1>
        <meta itemprop="prepTime" content="PT15M"><time itemprop="cookTime" datetime="PT1H">1 h</time>
        <span itemprop="recipeYield">6 personnes</span>
        <ul><li itemprop="recipeIngredient">1 kg de pommes de terre</li>
        <li itemprop="recipeIngredient">50 cl de crème&nbsp;fraîche</li></ul>
        <div itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToStep">
          <span itemprop="name">Éplucher</span><p itemprop="text">Éplucher et trancher.</p></div>
        <div itemprop="recipeInstructions"><p>Napper de crème.</p><p>Cuire.</p></div>
        <div itemprop="review" itemscope itemtype="https://schema.org/Review"><span itemprop="name">Super</span></div>
      </article>`,
    );
    expect(readRecipePage(html)).toEqual({
      title: 'Gratin dauphinois',
      description: '',
      servings: 6,
      preparationTime: 15,
      cookingTime: 60,
      ingredients: ['1 kg de pommes de terre', '50 cl de crème fraîche'],
      instructions: ['Éplucher et trancher.', 'Napper de crème.', 'Cuire.'],
    });
  });

  it('finds nothing in a page without a recipe', () => {
    expect(
      readRecipePage(
        page(jsonLd({ '@type': 'Article', name: 'Actualités' }), '<p>200 g de beurre</p>'),
      ),
    ).toBeUndefined();
    expect(readRecipePage('not html at all')).toBeUndefined();
  });
});
