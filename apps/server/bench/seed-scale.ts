/**
 * npm run seed:scale: loads the college-scale dataset (src/demo/scale.ts) into an empty database,
 * DATABASE_URL's or the embedded one under DATA_DIR (./data), and says how long it took.
 */
import path from 'node:path';
import { openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { countUsers } from '../src/modules/users/index.js';
import { loadCollegeScale } from '../src/demo/scale.js';

const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR ?? './data');
const handle = await openDatabase(
  process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { pgliteDir: path.join(dataDir, 'db') },
);
try {
  await runMigrations(handle);
  if ((await countUsers(handle.db)) > 0) {
    console.error('The database already has users: seed:scale loads into an empty database only.');
    process.exitCode = 1;
  } else {
    const report = await loadCollegeScale(handle.db);
    console.log(
      `Loaded ${report.students} students, ${report.faculty} faculty, ${report.passes} gate passes, ${report.leaves} leave applications and ` +
        `${report.attendancePeriods} periods of attendance with ${report.presenceMarks} presence marks and ${report.discussionPosts} discussion posts ` +
        `(demo college ${Math.round(report.demoMs)} ms, grown in ${Math.round(report.growMs)} ms, of which attendance ${Math.round(report.attendanceMs)} ms).`,
    );
  }
} finally {
  await handle.close();
}
