/** A model page: /product/{gnkCode}/{nkCode} (requirements §3). */
export default '/product/@gnkCode/@nkCode';
