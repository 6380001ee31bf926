import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
const db = await PGlite.create('/tmp/pgcopy', { extensions: { fuzzystrmatch } });
await db.exec('create extension if not exists fuzzystrmatch');
await db.exec(`create temp table t as select locale, word as term, sum(w)::int frequency from (
  select locale, regexp_split_to_table(lower(title), '[^a-zа-яё0-9]+') word, 5 w from search_document
  union all select locale, regexp_split_to_table(lower(body), '[^a-zа-яё0-9]+'), 1 from search_document) x
  where char_length(word) >= 3 and word !~ '[0-9]' group by locale, word`);
console.log((await db.query('select locale, count(*) from t group by locale')).rows);
for (const w of ['свтильник','плто','палто','светильнек','освешение','бульвр','linae','avenu','взрывозащищенный','прожектр','luminare','floodlihgt']) {
  const t0 = performance.now();
  const r = await db.query(`select term, levenshtein(term, $1) d, frequency from t where abs(char_length(term) - char_length($1)) <= 3 and levenshtein_less_equal(term, $1, 3) <= 3 order by d, frequency desc limit 3`, [w]);
  console.log(w, (performance.now()-t0).toFixed(1), r.rows.map(x=>`${x.term}:${x.d}:${x.frequency}`).join(' '));
}
