// What other features use of favourites.
export { default as FavoriteButton } from './favorite-button.island';
export { newestFirst } from './favorites-link';
