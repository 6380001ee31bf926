/** A model page: /product/{gnkCode}/{nkCode} (DESIGN's catalogue routes). */
export default '/product/@gnkCode/@nkCode';
