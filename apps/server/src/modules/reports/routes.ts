import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiData,
  attendanceShortageAnswer,
  attendanceShortageQuery,
  examResults as examResultsSchema,
  examResultsQuery,
  feeDuesPage as feeDuesPageSchema,
  feeDuesQuery,
  gateLogAnswer,
  gateLogQuery,
  recordId,
  reportExam,
  reportExamsQuery,
  todayAtAGlance as todayAtAGlanceSchema,
} from '@portal/domain';
import { sendCsv } from '../../lib/csv.js';
import { jsonBytes, sendJsonBytes } from '../../lib/json-text.js';
import { dayInZone } from '../../lib/time.js';
import { currentUser } from '../../plugins/auth.js';
import { csvBytes, examResultsCsv, feeDuesCsv, gateLogCsv, shortageCsv } from './csv-files.js';
import { madeOnce } from '../versions/index.js';
import {
  attendanceShortage,
  duesOfFee,
  examResults,
  feeDuesPage,
  filteredDues,
  gateLogDay,
  reportExams,
  todayAtAGlance,
} from './queries.js';

const tags = ['reports'];

/**
 * The staff reports (docs/rules.md, "Reports"; docs/api.md, "Reports"): each a JSON answer for its
 * screen, and with `format=csv` the same report as a file; and today at a glance for the admin's and
 * the HOD's home. Who may read each is checked here or, where it depends on the rows, in queries.ts.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;

  app.get(
    '/reports/attendance-shortage',
    {
      onRequest: app.requireRole('faculty', 'admin'),
      schema: {
        tags,
        summary: "A class's students under the attendance threshold, per subject (format=csv: a file)",
        querystring: attendanceShortageQuery,
        response: { 200: attendanceShortageAnswer },
      },
    },
    async (request, reply) => {
      const { department, semester, threshold, format } = request.query;
      const data = await attendanceShortage(db, currentUser(request), { department, semester, threshold });
      if (format === 'csv') {
        const file = shortageCsv(data, department, semester);
        return sendCsv(reply, file.fileName, file.csv);
      }
      // The kept rows' JSON, written once (docs/architecture.md, "Answers kept on the server").
      return sendJsonBytes(
        reply,
        madeOnce(data, 'json', () =>
          jsonBytes(reply, { success: true as const, data, department, semester, threshold }),
        ),
      );
    },
  );

  app.get(
    '/reports/fee-dues',
    {
      onRequest: app.requireRole('office', 'admin'),
      schema: {
        tags,
        summary: 'The active students who have not paid a fee, paged (format=csv: all of them as a file)',
        querystring: feeDuesQuery,
        response: { 200: feeDuesPageSchema },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const { paymentType, dues } = await duesOfFee(db, query.paymentType);
      const { department, currentYear, page, limit } = query;
      // Made once per kept list and filters (and page): docs/architecture.md, "Answers kept on the server".
      if (query.format === 'csv') {
        const file = madeOnce(dues, `csv:${department}:${currentYear}`, () =>
          csvBytes(feeDuesCsv(paymentType, filteredDues(dues, query))),
        );
        return sendCsv(reply, file.fileName, file.csv);
      }
      return sendJsonBytes(
        reply,
        madeOnce(dues, `json:${department}:${currentYear}:${page}:${limit}`, () =>
          jsonBytes(reply, { success: true as const, paymentType, ...feeDuesPage(dues, query), page, limit }),
        ),
      );
    },
  );

  app.get(
    '/reports/gate-log',
    {
      onRequest: app.requireRole('security', 'admin'),
      schema: {
        tags,
        summary:
          "A day's scans at the gate, paged, each with its outcome, and the day's count of each (default today; format=csv: the whole day as a file)",
        querystring: gateLogQuery,
        response: { 200: gateLogAnswer },
      },
    },
    async (request, reply) => {
      const { page, limit, format } = request.query;
      const date = request.query.date ?? dayInZone(app.ctx.now(), config.timeZone);
      const day = await gateLogDay(db, date, config.timeZone);
      if (format === 'csv') {
        const file = madeOnce(day, 'csv', () => csvBytes(gateLogCsv(date, day.entries)));
        return sendCsv(reply, file.fileName, file.csv);
      }
      return sendJsonBytes(
        reply,
        madeOnce(day, `json:${page}:${limit}`, () =>
          jsonBytes(reply, {
            success: true as const,
            data: day.entries.slice((page - 1) * limit, page * limit),
            total: day.total,
            page,
            limit,
            date,
            outcomes: day.outcomes,
          }),
        ),
      );
    },
  );

  app.get(
    '/reports/exams',
    {
      onRequest: app.requireRole('faculty', 'admin'),
      schema: {
        tags,
        summary: "A class's exams whose results the caller may open",
        querystring: reportExamsQuery,
        response: { 200: apiData(z.array(reportExam)) },
      },
    },
    async (request) => {
      const { department, semester } = request.query;
      return { success: true as const, data: await reportExams(db, currentUser(request), department, semester) };
    },
  );

  app.get(
    '/reports/exam/:examId',
    {
      onRequest: app.requireRole('faculty', 'admin'),
      schema: {
        tags,
        summary: "An exam's results: count, mean, median, highest, lowest and distribution (format=csv: a file)",
        params: z.object({ examId: recordId }),
        querystring: examResultsQuery,
        response: { 200: apiData(examResultsSchema) },
      },
    },
    async (request, reply) => {
      const data = await examResults(db, currentUser(request), request.params.examId);
      if (request.query.format === 'csv') {
        const file = madeOnce(data, 'csv', () => csvBytes(examResultsCsv(data)));
        return sendCsv(reply, file.fileName, file.csv);
      }
      return sendJsonBytes(
        reply,
        madeOnce(data, 'json', () => jsonBytes(reply, { success: true as const, data })),
      );
    },
  );

  app.get(
    '/reports/today',
    {
      onRequest: app.requireRole('faculty', 'admin'),
      schema: {
        tags,
        summary: "Today at a glance: the college's (admin) or the department's (HOD) day so far, and the week",
        response: { 200: apiData(todayAtAGlanceSchema) },
      },
    },
    async (request, reply) => {
      const data = await todayAtAGlance(db, currentUser(request), app.ctx.now(), config.timeZone);
      return sendJsonBytes(
        reply,
        madeOnce(data, 'json', () => jsonBytes(reply, { success: true as const, data })),
      );
    },
  );
};
