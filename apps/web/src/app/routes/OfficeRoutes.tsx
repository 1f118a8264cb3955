import { Route, Routes } from 'react-router';
import { pages } from '../pages';
import { signedInCommonRoutes } from './signedInRoutes';

/** The office area (docs/rules.md, "Areas and screens"): fee collections and the student directory come with a later issue. */
export default function OfficeRoutes() {
  return (
    <Routes>
      <Route path="/" element={<pages.UserHome />} />
      {signedInCommonRoutes}
    </Routes>
  );
}
