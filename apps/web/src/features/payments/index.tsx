import { lazy } from 'react';
import PaymentIcon from '@mui/icons-material/Payment';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyPage, type Feature } from '../../shell/feature';

const StudentPayments = lazyPage(() => import('./StudentPaymentsPage'));
const AdminPayment = lazyPage(() => import('./AdminPaymentPage'));
const CreatePaymentType = lazyPage(() => import('./CreatePaymentTypePage'));
const Receipt = lazyPage(() => import('./ReceiptPage'));
const Fees = lazyPage(() => import('./FeesPage'));

/** One student's fees, paid or due, for the office's student details (loaded when shown). */
export const StudentFeeStatus = lazy(() => import('./StudentFeeStatus'));

const receipt = { path: '/payment/receipt/:id', element: <Receipt /> };

/**
 * Fees paid online (docs/rules.md, "Payments"): the student's fees and Checkout, the admin's payment
 * types and payments, the office's collections, and printable receipts for all three.
 */
export const paymentsFeature: Feature = {
  routes: {
    student: [{ path: '/payment', element: <StudentPayments /> }, receipt],
    admin: [
      { path: '/payment', element: <AdminPayment /> },
      { path: '/payment/createtypes', element: <CreatePaymentType /> },
      receipt,
    ],
    office: [{ path: '/fees', element: <Fees /> }, receipt],
  },
  drawer: {
    student: [
      { label: 'Payment', to: '/payment', icon: <PaymentIcon />, place: 50, shownTo: (user) => user.stats.payment },
    ],
    admin: [{ label: 'Payment', to: '/payment', icon: <PaymentIcon />, place: 70 }],
    office: [{ label: 'Fees', to: '/fees', icon: <ReceiptLongIcon />, place: 30 }],
  },
  homeLinks: {
    student: [{ label: 'Payment', to: '/payment', place: 50, shownTo: (user) => user.stats.payment }],
  },
};
