/** A news item or an event (SPEC §2: /news/{elementCode}). */
export default '/news/@code';
