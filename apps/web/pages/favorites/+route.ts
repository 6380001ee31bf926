/** The visitor's favourite series and models, or a list shared by link (SPEC §2). */
export default '/favorites';
