import {
  editUserForm,
  missingAccountFields,
  type EditUserForm,
  type EditUserFormInput,
  type User,
} from '@portal/domain';
import type { UpdateUserBody } from './adminApi';

/**
 * The edit dialog's rules: the domain's editUserForm, and what the account's type must carry
 * (missingAccountFields): a student's department, years and roll number, a faculty member's
 * department, joining year and internal id.
 */
export const editSchemaFor = (type: User['type']) =>
  editUserForm.superRefine((form, context) => {
    for (const issue of missingAccountFields({ ...form, type }))
      context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** The dialog's starting values: only the fields the account's type uses, so no other is sent. */
export function editValues(account: User): EditUserFormInput {
  const common = { _id: account._id, name: account.name, number: account.mobile ?? '', active: account.active };
  if (account.type === 'student') {
    return {
      ...common,
      department: text(account.department),
      currentYear: text(account.currentYear),
      passoutYear: text(account.passoutYear),
      rollNo: text(account.rollNo),
    };
  }
  if (account.type === 'faculty') {
    return {
      ...common,
      isHOD: account.isHOD,
      advisor: {
        y1: account.advisor.y1 === 'true',
        y2: account.advisor.y2 === 'true',
        y3: account.advisor.y3 === 'true',
        y4: account.advisor.y4 === 'true',
      },
      department: text(account.department),
      rollNo: text(account.rollNo),
      joiningYear: text(account.joiningYear),
    };
  }
  return common;
}

/** The checked form as POST admin/updateuser takes it: the advised years back into y1..y4 flags. */
export function toUpdateBody(form: EditUserForm): UpdateUserBody {
  const { advisor, ...rest } = form;
  if (!advisor) return rest;
  return {
    ...rest,
    advisor: { y1: advisor.includes(1), y2: advisor.includes(2), y3: advisor.includes(3), y4: advisor.includes(4) },
  };
}
