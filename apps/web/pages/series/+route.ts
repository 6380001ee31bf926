/** A series page: /product/{gnkCode} (requirements §3). */
export default '/product/@gnkCode';
