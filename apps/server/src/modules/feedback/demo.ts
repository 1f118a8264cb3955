import { semesterOf, type Department, type Term } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { findSubjectsOfClass } from '../subjects/index.js';
import { classMembers } from '../users/index.js';
import { feedbackCategories, feedbackQuestions, feedbackResponses, feedbackTallies } from './schema.js';

const DEMO_QUESTIONS = [
  'Comes to class prepared and on time',
  'Explains the subject clearly',
  'Encourages questions and answers them well',
  'Uses examples that make the ideas easy to follow',
  'Completes the syllabus at a reasonable pace',
  'Is available to help outside class hours',
  'Gives useful feedback on assignments and tests',
  'Treats every student fairly',
];

/** Classes whose students have answered already, so the admin's results have something to show. */
const ANSWERING_CLASSES: { department: Department; year: number }[] = [
  { department: 'CSE', year: 3 },
  { department: 'ME', year: 2 },
];

/** Students who have not answered yet, so the demo can still give feedback from their accounts. */
const STILL_TO_ANSWER = new Set([
  'student.cse@college.example',
  'student.cse2@college.example',
  'student.me@college.example',
]);

/**
 * The demo's feedback: a category of eight questions and, for two classes, answers from most of their
 * students about every teacher of the term, leaning to the good side with a seeded spread. Written as
 * counts in two statements, as a real submission would leave them (docs/rules.md, "Feedback").
 */
export async function loadFeedbackDemo(db: Database, term: Term): Promise<void> {
  const [category] = await db
    .insert(feedbackCategories)
    .values({ category: 'Teaching and learning' })
    .returning({ id: feedbackCategories.id });
  const questions = await db
    .insert(feedbackQuestions)
    .values(DEMO_QUESTIONS.map((question, position) => ({ categoryId: category!.id, question, position })))
    .returning({ id: feedbackQuestions.id });

  let seed = 7;
  const nextScore = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return [3, 4, 4, 5, 5, 4, 3, 2, 4, 5][seed % 10]!;
  };

  const responses: (typeof feedbackResponses.$inferInsert)[] = [];
  const counts = new Map<string, typeof feedbackTallies.$inferInsert>();
  for (const { department, year } of ANSWERING_CLASSES) {
    const subjects = await findSubjectsOfClass(db, department, semesterOf(year, term));
    const { students } = await classMembers(db, department, year);
    const answering = students.filter((student) => !STILL_TO_ANSWER.has(student.email)).slice(0, 20);
    for (const subject of subjects) {
      for (const student of answering) {
        responses.push({
          categoryId: category!.id,
          studentId: student.id,
          facultyId: subject.teacherId,
          code: subject.code,
          department,
          year,
        });
        for (const question of questions) {
          const score = nextScore();
          const key = [subject.teacherId, subject.code, department, year, question.id, score].join('|');
          const tally = counts.get(key) ?? {
            categoryId: category!.id,
            questionId: question.id,
            facultyId: subject.teacherId,
            code: subject.code,
            department,
            year,
            score,
            count: 0,
          };
          tally.count = (tally.count ?? 0) + 1;
          counts.set(key, tally);
        }
      }
    }
  }
  if (responses.length) await db.insert(feedbackResponses).values(responses);
  if (counts.size) await db.insert(feedbackTallies).values([...counts.values()]);
}
