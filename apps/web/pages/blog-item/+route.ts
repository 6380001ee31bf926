/** A blog item at its own path, `/blog/{category}/{code}` (requirements §3: the item URL as given). */
export default '/blog/@category/@code';
