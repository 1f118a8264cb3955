import { DEPARTMENTS, type Department } from '@portal/domain';

/**
 * The department links of docs/rules.md, "Form rules": /departments/{ce|me|eee|ece|cse} and
 * /departments/{dept}/s{1-8}, either case. Anything else is an invalid link.
 */

export const departmentOf = (segment: string | undefined): Department | null => {
  const upper = segment?.toUpperCase();
  return DEPARTMENTS.find((department) => department === upper) ?? null;
};

export const semesterOf = (segment: string | undefined): number | null => {
  const match = /^s([1-8])$/i.exec(segment ?? '');
  return match ? Number(match[1]) : null;
};

export const departmentPath = (department: Department) => `/departments/${department.toLowerCase()}`;
export const classPath = (department: Department, semester: number) => `${departmentPath(department)}/s${semester}`;
