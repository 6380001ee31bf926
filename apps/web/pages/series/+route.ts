/** A series page: /product/{gnkCode} (DESIGN's catalogue routes). */
export default '/product/@gnkCode';
