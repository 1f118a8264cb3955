import { RESOURCE_TYPES, type Department } from '@portal/domain';
import type { Database } from '../../db/client.js';
import type { Storage } from '../files/index.js';
import { findSubjectsOfClass } from '../subjects/index.js';
import { tinyPdf } from './pdf.js';
import { insertResource } from './queries.js';

/** The classes whose subjects get course resources: student.cse's (CSE S5/S6) and student.me's (ME S3/S4), and a few more. */
const DEMO_CLASSES: [Department, number][] = [
  ['CSE', 5],
  ['CSE', 6],
  ['ME', 3],
  ['ME', 4],
  ['CSE', 3],
  ['ECE', 5],
  ['EEE', 3],
  ['CE', 5],
];

const TOPICS: Record<(typeof RESOURCE_TYPES)[number], (subject: string) => [string, string]> = {
  notes: (subject) => [
    `${subject}: module 1 lecture notes`,
    `Notes for the first module of ${subject}, with worked examples.\nRead before the first series test.`,
  ],
  papers: (subject) => [
    `${subject}: previous question papers`,
    `University question papers of ${subject} from the last three years.`,
  ],
  ebooks: (subject) => [`${subject}: reference text`, `A short reference text for ${subject}.`],
  lab: (subject) => [
    `${subject}: lab manual`,
    `The lab manual for ${subject}: the experiments, the record format and the viva questions.`,
  ],
};

/**
 * A few small course resources per demo class (docs/rules.md, "Demo college"): two per subject,
 * put up by the subject's teacher, each a tiny PDF made here.
 */
export async function loadDemoResources(db: Database, storage: Storage): Promise<void> {
  let turn = 0;
  for (const [department, semester] of DEMO_CLASSES) {
    const subjects = await findSubjectsOfClass(db, department, semester);
    for (const subject of subjects.slice(0, 4)) {
      for (const type of [RESOURCE_TYPES[turn % 4]!, RESOURCE_TYPES[(turn + 1) % 4]!]) {
        const [topic, description] = TOPICS[type](subject.name);
        const content = tinyPdf([
          topic,
          `${department} S${semester} - ${subject.code.toUpperCase()}`,
          ...description.split('\n'),
        ]);
        const storageKey = await storage.saveFile(content, 'pdf');
        const name = `${subject.code}-${type}.pdf`;
        await insertResource(
          db,
          { type, department, semester, subjectCode: subject.code, topic, description, uploadedBy: subject.teacherId },
          [{ originalName: name, mime: 'application/pdf', size: content.length, storageKey }],
        );
      }
      turn += 1;
    }
  }
}
