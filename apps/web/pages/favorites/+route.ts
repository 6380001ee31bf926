/** The visitor's favourite series and models, or a list shared by link (requirements §9). */
export default '/favorites';
