/** Shared by the server under test and every browser context: "today" is one day for both. */
export const TIME_ZONE = 'Asia/Kolkata';

/** Every demo account's password (docs/rules.md, "Demo college"). */
export const DEMO_PASSWORD = 'Demo@1234';

export const DEMO = {
  student: 'student.cse@college.example',
  faculty: 'faculty.cse@college.example',
  security: 'security@college.example',
  admin: 'admin@college.example',
  office: 'office@college.example',
} as const;

export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;
