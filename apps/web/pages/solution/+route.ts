/** `/solution/{section...}/{element}`: the last segment is the solution, the ones before it its sections (requirements §3). */
export default '/solution/*';
