/** Site search results (requirements §6): /search?query=…[&type=…][&page=…]. */
export default '/search';
