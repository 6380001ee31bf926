/** A project: its section code, then its own code (SPEC §2). */
export default '/project/@section/@element';
