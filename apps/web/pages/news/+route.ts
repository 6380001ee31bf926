/** The news and events list (SPEC §2), paged with `?page=`. */
export default '/news';
