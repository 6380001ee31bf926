/** A news item or an event (requirements §3: /news/{elementCode}). */
export default '/news/@code';
