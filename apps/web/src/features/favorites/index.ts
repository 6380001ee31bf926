// What other features use of favourites.
export { FavoriteButton } from './favorite-button';
