/** A blog item at its own path, `/blog/{category}/{code}` (SPEC §2: the item URL as given). */
export default '/blog/@category/@code';
