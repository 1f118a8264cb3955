/**
 * Every message the user sees. The `spec` group holds the product's own messages word for word (docs/rules.md, "Requests, messages and errors"),
 * typos included ('Regsitration', 'atleast', 'occured'). The `server` group holds the
 * messages of rules the product leaves to us (docs/choices.md), worded in the same voice.
 */
export const MESSAGES = {
  // Login and registration
  invalidEmailLogin: 'invalid email',
  networkError: 'Network Error',
  invalidEmail: 'Invalid email',
  registrationSuccess: 'Regsitration success',

  // Forms
  required: 'This field is required',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidNumber: 'Invalid Number',
  passwordTooShort: 'Must be atleast 8 characters',
  passwordTooLong: 'Maximum 49 characters',
  passwordTooWeak: 'Needed one upper one lower and one digit',
  mustBeNumber: 'Must be a number',
  greaterThanMaxMark: 'Cannot be greater than max mark',
  amountNegative: 'Amount cannot be negative',
  cannotBeNegative: 'Cannot be negative',
  cannotBeEmpty: 'Cannot be empty',
  enterNumber: 'Enter a number',
  addDepartment: 'Add department',
  invalidPassword: 'invalid password',
  invalidLinkLong: 'Invalid Link!!!',
  invalidLink: 'Invalid Link',

  // Student actions
  profileUpdated: 'Profile updated',
  error: 'Error',
  gatepassRequested: 'Gate pass requested',
  gatepassRequestFailed: 'Gate pass request failed!!',
  deleted: 'Deleted',
  errorOccured: 'An error occured',
  gatepassUpdated: 'Gate Pass updated',
  leaveSubmitted: 'Leave application submitted',
  leaveSubmitFailed: 'Leave application submission failed!!',
  leaveUpdated: 'Leave updated',
  somethingWentWrong: 'Something went Wrong...!',

  // Security and session
  allowPermission: 'Please Allow Permission',
  turnOnScanning: 'Please turn on scanning',
  invalidGatepass: 'Invalid Gatepass',
  loginAgain: 'Please login again',

  // Confirmations
  confirmDelete: 'Are you sure you want to delete this?',

  // Empty states
  noGatepassRequests: 'You have not made any gate pass requests!!',
  gatepassNotFound: 'GATEPASS NOT FOUND!!!',
  noGatepassRequestsToShow: 'Currently no gatepass requests to be displayed!!',
  noRequestsToApprove: 'Currently no requests to be approved!!',
  noDataFound: 'No Data found',
  noLeaveApplications: 'You have not made any leave application submissions!!',
  noLeaveRequests: 'Currently there are no leave requests!!',
} as const;

/** Messages for rules the product leaves to the server (docs/choices.md). */
export const SERVER_MESSAGES = {
  controlCharacters: 'Text may not contain control characters',
  signedIn: 'Signed in',
  wrongCredentials: 'Incorrect email or password',
  awaitingActivation: 'Your account awaits activation by the admin',
  accountInactive: 'Your account is inactive. Please contact the admin',
  registrationApproval: 'Regsitration success. Your account awaits activation by the admin',
  registrationClosed: 'Self-registration is closed. Please contact the admin',
  studentOnly: 'Only students can register here',
  emailTaken: 'An account with this email already exists',
  googleNotConfigured: 'Google sign-in is not enabled',
  googleNoAccount: 'No account uses this Google email',
  resetRequested: 'If an account uses this email, a link to reset the password has been sent to it',
  resetDone: 'Password changed. Please login with the new password',
  resetInvalid: 'This reset link is invalid or has expired',
  unauthenticated: 'Please login again',
  forbidden: 'You are not allowed to do this',
  notFound: 'Not found',
  tooManyRequests: 'Too many attempts. Please try again later',
  tooLarge: 'The file is too large',
  requestTooLarge: 'The request is too large',
  unsupportedFile: 'This file type is not allowed',
  noFile: 'Please choose a file',
  photoUpdated: 'Photo updated',
  internal: 'Something went Wrong...!',
  gatepassNotPending: 'This gate pass has already been decided',
  gatepassFrozen: 'An approved gate pass cannot be changed',
  gatepassApproved: 'Gate pass approved',
  gatepassRejected: 'Gate pass rejected',
  gatepassTimeInPast: 'The time cannot be in the past',
  gatepassTimeTooFar: 'The time must be within the next 90 days',
  requestEditedSince: 'The student has changed this request since you opened it. Please review it again',
  leaveNotFound: 'Leave application not found',
  leaveNotPending: 'This leave application has already been decided',
  leaveFrozen: 'An approved leave application cannot be changed',
  leaveApproved: 'Leave application approved',
  leaveRejected: 'Leave application rejected',
  leaveDateInPast: 'The date cannot be in the past',
  leaveEndsBeforeStart: 'The end date cannot be before the start date',
  leaveTimesOrder: 'The end time must be after the start time',
  leaveOverlaps: 'This leave overlaps your application for',
  leaveType: 'Choose Full Day or Half Day',
  invalidDate: 'Invalid date',
  invalidTime: 'Invalid time',
  outsideJurisdiction: 'This student is not in your care',
  verifyNotApproved: 'This gate pass is not approved',
  verifyWrongDay: 'This gate pass is not for today',
  verifyAlreadyUsed: 'Already used at',
  verifyValid: 'Valid gate pass',
} as const;

export type MessageKey = keyof typeof MESSAGES;
