/** Every path no other page claims: the least specific route (Vike tries it last). */
export default '/*';
