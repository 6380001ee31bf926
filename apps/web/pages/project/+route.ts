/** A project: its section code, then its own code (requirements §3). */
export default '/project/@section/@element';
