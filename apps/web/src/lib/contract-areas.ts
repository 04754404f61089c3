// The contracts' areas whose endpoints load with their first call, not with the page that offers
// them: the list's and the fridge's changes (their schemas name each other's, the recipes' and
// the planning's), built when a change is first made or replayed (decision 039). One literal
// import each, which the bundler turns into the area's chunk.

export const shoppingArea = () =>
  import('@mijote/contracts/api/shopping').then((area) => area.shoppingApi);

export const fridgeArea = () =>
  import('@mijote/contracts/api/fridge').then((area) => area.fridgeApi);
