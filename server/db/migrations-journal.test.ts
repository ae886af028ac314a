import fs from 'node:fs';
import path from 'node:path';

/**
 * The migrator applies a journal entry only when its `when` is later than the newest migration a database
 * already has, so an entry dated before its predecessor (two branches that each added one, a custom
 * migration generated on an earlier clock) is silently skipped by every existing database.
 */
const folder = path.join(__dirname, 'migrations');
const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe('the migrations journal', () => {
  it('numbers its entries 0, 1, 2 … and dates each after the one before', () => {
    journal.entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      expect(entry.tag.startsWith(String(i).padStart(4, '0') + '_')).toBe(true);
      if (i > 0) expect(entry.when).toBeGreaterThan(journal.entries[i - 1]!.when);
    });
  });

  it('names exactly the SQL files of the migrations folder, one snapshot each', () => {
    const sql = fs.readdirSync(folder).filter((f) => f.endsWith('.sql')).sort();
    expect(sql).toEqual(journal.entries.map((e) => `${e.tag}.sql`));
    for (const entry of journal.entries) {
      expect(fs.existsSync(path.join(folder, 'meta', `${entry.tag.slice(0, 4)}_snapshot.json`))).toBe(true);
    }
  });

  it('chains the snapshots: each one follows the one before', () => {
    const snapshots = journal.entries.map((e) => JSON.parse(fs.readFileSync(path.join(folder, 'meta', `${e.tag.slice(0, 4)}_snapshot.json`), 'utf8')) as { id: string; prevId: string });
    snapshots.slice(1).forEach((snapshot, i) => expect(snapshot.prevId).toBe(snapshots[i]!.id));
  });
});
