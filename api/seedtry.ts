import { openDatabase } from './src/db/client';
import { seedDatabase } from './src/seed';
import { sql } from 'drizzle-orm';
async function main() {
  const scale = Number(process.argv[2] ?? '1');
  const h = await openDatabase({});
  const t0 = Date.now();
  const r = await seedDatabase(h.db, { scale, adminUsername: 'admin', adminPassword: 'admin123', now: new Date('2026-11-20T15:00:00Z') });
  console.log(r, 'ms', Date.now() - t0);
  for (const q of ['users','user_settings','user_modules','user_game_configs','ticket_booths','sellers','draws','tickets','ticket_lines','inbox_items']) {
    const res: any = await h.db.execute(sql.raw(`select count(*)::int n from ${q}`));
    console.log(q, res.rows[0].n);
  }
  const s: any = await h.db.execute(sql.raw(`select status, count(*)::int from draws group by 1 order by 1`)); console.log(s.rows);
  const w: any = await h.db.execute(sql.raw(`select is_winner, count(*)::int, sum(amount) amt, sum(prize_amount) prize from tickets group by 1`)); console.log(w.rows);
  const m: any = await h.db.execute(sql.raw(`select m.code, count(t.*)::int n, sum(t.is_winner::int)::int w, sum(t.amount) amt, sum(t.prize_amount) prize from tickets t join draws d on d.id=t.draw_id join modules m on m.id=d.module_id group by 1`)); console.log(m.rows);
  const u: any = await h.db.execute(sql.raw(`select id, username, role, first_name, last_name, document_number, email, phone, country, timezone, location, parent_id, account_balance, isactive, loginattempts from users order by id limit 50`)); console.table(u.rows);
  await h.close();
}
main();
