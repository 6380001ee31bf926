/** The news and events list (requirements §3), paged with `?page=`. */
export default '/news';
