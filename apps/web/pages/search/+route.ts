/** Site search results (SPEC §2, §5): /search?query=…[&type=…][&page=…]. */
export default '/search';
