/** Up to four catalogue models side by side: `/compare?models=12,5,9` (src/features/compare/compare-url.ts). */
export default '/compare';
