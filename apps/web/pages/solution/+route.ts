/** `/solution/{section...}/{element}`: the last segment is the solution, the ones before it its sections (SPEC §2). */
export default '/solution/*';
