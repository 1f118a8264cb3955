import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  SERVER_MESSAGES,
  addUserForm,
  adminSettings,
  apiData,
  apiMessage,
  auditEntry,
  auditQuery,
  bulkUploadBody,
  bulkUploadResult,
  classQuery,
  classRoster,
  deleteUserBody,
  departmentSummary,
  editUserForm,
  featureStats,
  featureSwitchParams,
  semesterOf,
  settingsForm,
  user as userSchema,
  userListQuery,
  yearOfSemester,
  type AnyUserType,
  type UserList,
} from '@portal/domain';
import type { AuthUser } from '../../context.js';
import { HttpError } from '../../lib/http-error.js';
import { currentUser } from '../../plugins/auth.js';
import { readFeatureStats, readTermSettings, writeCurrentTerm, writeFeatureStats } from '../settings/index.js';
import {
  answerUserList,
  changeAccount,
  classMembers,
  createAccount,
  deleteAccount,
  departmentSummaries,
  findUserByEmail,
  pendingSignUps,
  presentUser,
  type AccountChanges,
  type ChangeContext,
  userListResponse,
  type UserRow,
} from '../users/index.js';
import { accountHistory, editEntries, recordAudit } from './audit.js';
import { uploadAccounts } from './bulk.js';

/** A bulk upload of 500 rows is larger than an ordinary form's 64 KB. */
const BULK_BODY_LIMIT = 1024 * 1024;

const ADMIN_TYPES: readonly AnyUserType[] = ['admin', 'owner'];
const isActiveAdmin = (row: UserRow) => ADMIN_TYPES.includes(row.type) && row.active;

/** The own account, and the last active admin, are never deactivated or deleted (docs/rules.md). */
function refuseRemovingAdmins(me: AuthUser, { before, activeAdmins }: ChangeContext): void {
  if (before.id === me.id) throw new HttpError(409, SERVER_MESSAGES.notOwnAccount);
  if (isActiveAdmin(before) && activeAdmins <= 1) throw new HttpError(409, SERVER_MESSAGES.lastAdmin);
}

/**
 * The admin's accounts (docs/rules.md, "Accounts run by the admin"): the lists, the department
 * overview, sign-ups awaiting activation, adding (one or a file of them), editing and deleting
 * accounts with an audit trail, and the portal's settings.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const admin = app.requireRole('admin');
  const tags = ['admin'];

  const lists: [string, UserList][] = [
    ['/admin/allstudents', 'students'],
    ['/admin/allfaculties', 'faculties'],
    ['/admin/alladmins', 'admins'],
    ['/admin/allstaff', 'staff'],
  ];
  for (const [url, list] of lists) {
    app.get(
      url,
      {
        onRequest: admin,
        schema: {
          tags,
          summary: `A page of the ${list} (format=csv: all of them as a file)`,
          querystring: userListQuery,
          response: userListResponse,
        },
      },
      async (request, reply) => answerUserList(db, list, request.query, reply),
    );
  }

  app.get(
    '/admin/pending',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Sign-ups awaiting activation, oldest first',
        response: { 200: apiData(z.array(userSchema)) },
      },
    },
    async () => ({ success: true as const, data: (await pendingSignUps(db)).map(presentUser) }),
  );

  app.get(
    '/admin/departments',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "The dashboard's department cards",
        response: { 200: apiData(z.array(departmentSummary)) },
      },
    },
    async () => ({ success: true as const, data: await departmentSummaries(db) }),
  );

  app.get(
    '/admin/class',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "One class's students, advisors and HOD",
        querystring: classQuery,
        response: { 200: apiData(classRoster) },
      },
    },
    async (request) => {
      const { department, semester } = request.query;
      const year = yearOfSemester(semester);
      const { currentTerm } = await readTermSettings(db, app.ctx.now(), app.ctx.config.timeZone);
      const members = await classMembers(db, department, year);
      return {
        success: true as const,
        data: {
          department,
          semester,
          year,
          current: semesterOf(year, currentTerm) === semester,
          advisors: members.advisors.map(presentUser),
          hods: members.hods.map(presentUser),
          students: members.students.map(presentUser),
        },
      };
    },
  );

  app.post(
    '/admin/adduser',
    {
      onRequest: admin,
      schema: { tags, summary: 'Add one account', body: addUserForm, response: { 201: apiMessage } },
    },
    async (request, reply) => {
      const form = request.body;
      const me = currentUser(request);
      const id = await db.transaction(async (tx) => {
        const created = await createAccount(tx as unknown as typeof db, {
          email: form.email,
          password: form.password,
          name: form.name ?? '',
          type: form.type,
          mobile: form.number ?? null,
          department: form.department ?? null,
          currentYear: form.currentYear ?? null,
          passoutYear: form.passoutYear ?? null,
          rollNo: form.rollNo ?? null,
          joiningYear: form.joiningYear ?? null,
        });
        if (created)
          await recordAudit(tx as unknown as typeof db, me, [
            { action: 'created', user: { id: created, email: form.email }, changes: [['type', null, form.type]] },
          ]);
        return created;
      });
      if (!id) throw new HttpError(409, SERVER_MESSAGES.emailTaken);
      return reply.status(201).send({ success: true as const, msg: MESSAGES.userCreated });
    },
  );

  app.post(
    '/admin/addusers',
    {
      onRequest: admin,
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Add up to 500 accounts from the rows of a file; each row stands alone',
        body: bulkUploadBody,
        response: { 200: bulkUploadResult },
      },
    },
    async (request) => {
      const { type, data, firstRow } = request.body;
      const result = await uploadAccounts(db, currentUser(request), type, data, firstRow);
      const ok = result.errors.length === 0;
      return {
        success: true as const,
        ok,
        msg: ok ? SERVER_MESSAGES.bulkSaved : MESSAGES.savedWithProblems,
        data: result,
      };
    },
  );

  app.post(
    '/admin/updateuser',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "Change an account's fields; a field not sent stays",
        body: editUserForm,
        response: { 200: apiMessage },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { _id, number, isHOD, advisor, ...rest } = request.body;
      const changed = await changeAccount(
        db,
        _id,
        (context) => {
          if (rest.active === false && context.before.active) refuseRemovingAdmins(me, context);
          const changes: Partial<AccountChanges> = Object.fromEntries(
            Object.entries(rest).filter(([, value]) => value !== undefined),
          );
          if (number !== undefined) changes.mobile = number;
          if (isHOD !== undefined) changes.isHod = isHOD;
          if (advisor !== undefined) changes.advisorYears = advisor;
          // A blank field is not sent, so no edit can clear what a type needs; a sign-up, which has
          // no class yet, can still be activated as it is and given one later.
          return changes;
        },
        async (context, after) => {
          const entries = editEntries(context.before, after);
          await recordAudit(
            context.tx,
            me,
            entries.map((entry) => ({ ...entry, user: { id: after.id, email: after.email } })),
          );
        },
      );
      if (!changed) throw new HttpError(404, SERVER_MESSAGES.userNotFound);
      await app.ctx.users.changed(_id);
      return { success: true as const, msg: MESSAGES.userUpdated };
    },
  );

  app.post(
    '/admin/deleteuser',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Delete an account and its own records',
        body: deleteUserBody,
        response: { 200: apiMessage },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const target = await findUserByEmail(db, request.body.email);
      if (!target) throw new HttpError(404, SERVER_MESSAGES.userNotFound);
      const deleted = await deleteAccount(
        db,
        target.id,
        async (context) => {
          refuseRemovingAdmins(me, context);
          // Other modules' reasons to keep the account (a teacher of subjects: docs/rules.md).
          const reason = await app.ctx.hooks.veto('accountRemoval', context.tx, context.before);
          if (reason) throw new HttpError(409, reason);
        },
        (context) =>
          recordAudit(context.tx, me, [
            { action: 'deleted', user: { id: context.before.id, email: context.before.email } },
          ]),
      );
      if (!deleted) throw new HttpError(404, SERVER_MESSAGES.userNotFound);
      await app.ctx.users.changed(target.id);
      return { success: true as const, msg: MESSAGES.userDeleted };
    },
  );

  app.get(
    '/admin/audit',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "An account's history, newest first",
        querystring: auditQuery,
        response: { 200: apiData(z.array(auditEntry)) },
      },
    },
    async (request) => ({ success: true as const, data: await accountHistory(db, request.query.userId) }),
  );

  app.get(
    '/admin/stats',
    {
      onRequest: admin,
      schema: { tags, summary: 'The payment and feedback switches', response: { 200: apiData(featureStats) } },
    },
    async () => ({ success: true as const, data: await readFeatureStats(db) }),
  );

  app.get(
    '/admin/stats/payment',
    { onRequest: admin, schema: { tags, summary: 'The payment switch', response: { 200: apiData(z.boolean()) } } },
    async () => ({ success: true as const, data: (await readFeatureStats(db)).payment }),
  );

  app.post(
    '/admin/stats/:feature/:value',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Switch payment or feedback on (1) or off (0)',
        params: featureSwitchParams,
        response: { 200: apiData(z.boolean()) },
      },
    },
    async (request) => {
      const on = request.params.value === '1';
      await writeFeatureStats(db, { [request.params.feature]: on });
      await app.ctx.users.settingsChanged();
      return { success: true as const, data: on };
    },
  );

  app.get(
    '/admin/settings',
    { onRequest: admin, schema: { tags, summary: 'The current term', response: { 200: apiData(adminSettings) } } },
    async () => ({ success: true as const, data: await readTermSettings(db, app.ctx.now(), app.ctx.config.timeZone) }),
  );

  app.put(
    '/admin/settings',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Choose the current term',
        body: settingsForm,
        response: { 200: apiData(adminSettings) },
      },
    },
    async (request) => {
      await writeCurrentTerm(db, request.body.currentTerm);
      await app.ctx.users.settingsChanged();
      return {
        success: true as const,
        msg: SERVER_MESSAGES.termSaved,
        data: await readTermSettings(db, app.ctx.now(), app.ctx.config.timeZone),
      };
    },
  );
};
