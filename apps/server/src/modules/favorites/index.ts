// The favourites' public face: the caller's favourites as the data export reads them.
export { listFavorites } from './favorites-repo';
export { toFavorite } from './favorites-service';
