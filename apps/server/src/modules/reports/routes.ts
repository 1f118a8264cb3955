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
import { dayInZone } from '../../lib/time.js';
import { currentUser } from '../../plugins/auth.js';
import { gateLogOfDay, gateOutcomesOfDay } from '../gatepass/index.js';
import { examResultsCsv, feeDuesCsv, gateLogCsv, shortageCsv } from './csv-files.js';
import { allFeeDues, attendanceShortage, examResults, feeDuesPage, reportExams, todayAtAGlance } from './queries.js';

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
      return { success: true as const, data, department, semester, threshold };
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
      if (query.format === 'csv') {
        const { paymentType, data } = await allFeeDues(db, query);
        const file = feeDuesCsv(paymentType, data);
        return sendCsv(reply, file.fileName, file.csv);
      }
      const page = await feeDuesPage(db, query);
      return { success: true as const, ...page, page: query.page, limit: query.limit };
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
      if (format === 'csv') {
        const file = gateLogCsv(date, await gateLogOfDay(db, date, config.timeZone));
        return sendCsv(reply, file.fileName, file.csv);
      }
      const [data, { total, outcomes }] = await Promise.all([
        gateLogOfDay(db, date, config.timeZone, { limit, offset: (page - 1) * limit }),
        gateOutcomesOfDay(db, date, config.timeZone),
      ]);
      return { success: true as const, data, total, page, limit, date, outcomes };
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
        const file = examResultsCsv(data);
        return sendCsv(reply, file.fileName, file.csv);
      }
      return { success: true as const, data };
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
    async (request) => ({
      success: true as const,
      data: await todayAtAGlance(db, currentUser(request), app.ctx.now(), config.timeZone),
    }),
  );
};
