import { and, eq, inArray } from 'drizzle-orm';
import { DEPARTMENTS, WEEKDAYS, type Department } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { subjects } from '../subjects/index.js';
import { users } from '../users/index.js';
import { timetablePeriods, timetables } from './schema.js';

/** The first year's subjects, the same in every department (S1, S2). */
const FIRST_YEAR = [
  [
    'Engineering Mathematics I',
    'Engineering Physics',
    'Basic Electrical Engineering',
    'Engineering Graphics',
    'Programming in C',
    'Physics Lab',
  ],
  [
    'Engineering Mathematics II',
    'Engineering Chemistry',
    'Basic Electronics',
    'Engineering Mechanics',
    'Environmental Science',
    'Workshop Practice',
  ],
];

/** Each department's subjects for S3 to S8, six a semester; the last of each is a lab. */
const LATER_YEARS: Record<Department, string[][]> = {
  CSE: [
    [
      'Discrete Mathematics',
      'Data Structures',
      'Digital Logic',
      'Object Oriented Programming',
      'Computer Organisation',
      'Data Structures Lab',
    ],
    [
      'Probability and Statistics',
      'Design of Algorithms',
      'Operating Systems',
      'Database Systems',
      'Theory of Computation',
      'Database Lab',
    ],
    [
      'Compiler Design',
      'Computer Networks',
      'Software Engineering',
      'Microprocessors',
      'Web Programming',
      'Networks Lab',
    ],
    [
      'Machine Learning',
      'Distributed Systems',
      'Computer Graphics',
      'Information Security',
      'Cloud Computing',
      'Compiler Lab',
    ],
    [
      'Artificial Intelligence',
      'Data Mining',
      'Mobile Computing',
      'Cryptography',
      'Elective: Blockchain',
      'Project Phase I',
    ],
    [
      'Big Data Analytics',
      'Natural Language Processing',
      'Professional Ethics',
      'Elective: Quantum Computing',
      'Seminar',
      'Project Phase II',
    ],
  ],
  ECE: [
    [
      'Network Theory',
      'Electronic Devices',
      'Signals and Systems',
      'Digital Electronics',
      'Engineering Mathematics III',
      'Devices Lab',
    ],
    [
      'Analog Circuits',
      'Electromagnetic Waves',
      'Linear Integrated Circuits',
      'Control Systems',
      'Random Processes',
      'Analog Circuits Lab',
    ],
    ['Digital Signal Processing', 'Analog Communication', 'Microcontrollers', 'VLSI Design', 'Antennas', 'DSP Lab'],
    [
      'Digital Communication',
      'Microwave Engineering',
      'Embedded Systems',
      'Information Theory',
      'Optical Fibres',
      'Communication Lab',
    ],
    [
      'Wireless Communication',
      'Radar Systems',
      'Satellite Communication',
      'Image Processing',
      'Elective: IoT',
      'Project Phase I',
    ],
    ['Mobile Networks', 'Nanoelectronics', 'Professional Ethics', 'Elective: Photonics', 'Seminar', 'Project Phase II'],
  ],
  EEE: [
    [
      'Circuit Theory',
      'Electrical Measurements',
      'Electronic Circuits',
      'Engineering Mathematics III',
      'Electromagnetic Theory',
      'Circuits Lab',
    ],
    ['DC Machines', 'Power Generation', 'Digital Systems', 'Signals and Systems', 'Network Analysis', 'Machines Lab I'],
    ['AC Machines', 'Power Transmission', 'Control Systems', 'Power Electronics', 'Microprocessors', 'Machines Lab II'],
    [
      'Power System Analysis',
      'Electric Drives',
      'Digital Control',
      'Switchgear and Protection',
      'Renewable Energy',
      'Power Electronics Lab',
    ],
    [
      'High Voltage Engineering',
      'Power System Operation',
      'Utilisation of Energy',
      'Smart Grids',
      'Elective: Electric Vehicles',
      'Project Phase I',
    ],
    ['Energy Audit', 'FACTS Devices', 'Professional Ethics', 'Elective: Power Quality', 'Seminar', 'Project Phase II'],
  ],
  ME: [
    [
      'Thermodynamics',
      'Strength of Materials',
      'Manufacturing Processes',
      'Engineering Mathematics III',
      'Material Science',
      'Materials Testing Lab',
    ],
    [
      'Fluid Mechanics',
      'Kinematics of Machines',
      'Applied Thermodynamics',
      'Metrology',
      'Machine Drawing',
      'Fluids Lab',
    ],
    [
      'Dynamics of Machines',
      'Heat and Mass Transfer',
      'Machine Design I',
      'Turbomachinery',
      'Industrial Engineering',
      'Heat Transfer Lab',
    ],
    [
      'Machine Design II',
      'Refrigeration and Air Conditioning',
      'Internal Combustion Engines',
      'CAD and CAM',
      'Operations Research',
      'Machine Shop Lab',
    ],
    [
      'Finite Element Methods',
      'Automobile Engineering',
      'Mechatronics',
      'Power Plant Engineering',
      'Elective: Robotics',
      'Project Phase I',
    ],
    [
      'Additive Manufacturing',
      'Composite Materials',
      'Professional Ethics',
      'Elective: Tribology',
      'Seminar',
      'Project Phase II',
    ],
  ],
  CE: [
    [
      'Surveying',
      'Mechanics of Solids',
      'Building Materials',
      'Engineering Mathematics III',
      'Engineering Geology',
      'Surveying Lab',
    ],
    [
      'Structural Analysis I',
      'Fluid Mechanics',
      'Concrete Technology',
      'Building Planning',
      'Soil Mechanics',
      'Concrete Lab',
    ],
    [
      'Structural Analysis II',
      'Hydraulic Engineering',
      'Design of RC Structures',
      'Transportation Engineering',
      'Geotechnical Engineering',
      'Soil Lab',
    ],
    [
      'Design of Steel Structures',
      'Water Resources',
      'Environmental Engineering',
      'Construction Management',
      'Quantity Surveying',
      'Environmental Lab',
    ],
    [
      'Prestressed Concrete',
      'Bridge Engineering',
      'Remote Sensing and GIS',
      'Traffic Engineering',
      'Elective: Green Buildings',
      'Project Phase I',
    ],
    [
      'Earthquake Engineering',
      'Urban Planning',
      'Professional Ethics',
      'Elective: Coastal Engineering',
      'Seminar',
      'Project Phase II',
    ],
  ],
};

/** The day's eight periods; a class has five of them each day, one with each of its teachers. */
const SLOTS = [
  ['09:00', '09:50'],
  ['09:50', '10:40'],
  ['10:50', '11:40'],
  ['11:40', '12:30'],
  ['13:20', '14:10'],
  ['14:10', '15:00'],
  ['15:00', '15:50'],
  ['15:50', '16:40'],
] as const;
const SUBJECTS_PER_CLASS = 6;

/**
 * The demo college's subjects and timetables (docs/rules.md, "Demo college"): six subjects for every
 * class, taught by the department's five faculty, and a timetable for every class with no teacher in
 * two classes at once. On weekday `d` at slot `s` the department's teacher `f` (0 the HOD, 1-4 the
 * advisors of years 1-4) teaches the class of semester `(s + d + f) mod 8 + 1`: each teacher is in one
 * class at a time, and each class sees each of its five teachers once a day. faculty.cse (the year-3
 * advisor) teaches two subjects of both S5 and S6, and faculty.me (year 2) one of S3 and S4.
 */
export async function loadDemoTimetables(db: Database): Promise<void> {
  const faculty = await db
    .select({ id: users.id, department: users.department, isHod: users.isHod, advisorYears: users.advisorYears })
    .from(users)
    .where(and(eq(users.type, 'faculty'), inArray(users.department, [...DEPARTMENTS])));
  const teachersOf = (department: Department): string[] => {
    const own = faculty.filter((row) => row.department === department);
    const hod = own.find((row) => row.isHod);
    const advisors = [1, 2, 3, 4].map((year) => own.find((row) => !row.isHod && row.advisorYears.includes(year)));
    return [hod, ...advisors].map((row) => row!.id);
  };
  /** Which teacher takes two of the class's subjects: the year-3 advisor in CSE S5 and S6. */
  const doubleTeacher = (department: Department, semester: number) =>
    department === 'CSE' && (semester === 5 || semester === 6) ? 3 : (semester - 1) % 5;

  const subjectRows = DEPARTMENTS.flatMap((department) => {
    const teachers = teachersOf(department);
    return [1, 2, 3, 4, 5, 6, 7, 8].flatMap((semester) => {
      const names = semester <= 2 ? FIRST_YEAR[semester - 1]! : LATER_YEARS[department][semester - 3]!;
      return names.slice(0, SUBJECTS_PER_CLASS).map((name, index) => ({
        name,
        code: `${department.toLowerCase()}${semester}0${index + 1}`,
        courseType: index === SUBJECTS_PER_CLASS - 1 ? ('lab' as const) : ('theory' as const),
        department,
        semester,
        taughtBy: teachers[(index + doubleTeacher(department, semester)) % teachers.length]!,
      }));
    });
  });
  const savedSubjects = await db.insert(subjects).values(subjectRows).returning({
    id: subjects.id,
    department: subjects.department,
    semester: subjects.semester,
    taughtBy: subjects.taughtBy,
  });
  const savedTimetables = await db
    .insert(timetables)
    .values(DEPARTMENTS.flatMap((department) => [1, 2, 3, 4, 5, 6, 7, 8].map((semester) => ({ department, semester }))))
    .returning({ id: timetables.id, department: timetables.department, semester: timetables.semester });

  const periods: (typeof timetablePeriods.$inferInsert)[] = [];
  for (const { id, department, semester } of savedTimetables) {
    const teachers = teachersOf(department);
    const classSubjects = savedSubjects.filter((row) => row.department === department && row.semester === semester);
    WEEKDAYS.forEach((day, dayIndex) => {
      teachers.forEach((teacher, teacherIndex) => {
        const slot = (((semester - 1 - dayIndex - teacherIndex) % SLOTS.length) + SLOTS.length) % SLOTS.length;
        const own = classSubjects.filter((row) => row.taughtBy === teacher);
        const subject = own[dayIndex % own.length]!;
        periods.push({
          timetableId: id,
          day,
          startTime: SLOTS[slot]![0],
          endTime: SLOTS[slot]![1],
          subjectId: subject.id,
        });
      });
    });
  }
  await db.insert(timetablePeriods).values(periods);
}
