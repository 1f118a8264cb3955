import { Route, Routes } from 'react-router';
import { pages } from '../pages';
import { signedInCommonRoutes } from './signedInRoutes';

/** The security area: the scan screen and nothing else (spec section 2). */
export default function SecurityRoutes() {
  return (
    <Routes>
      <Route path="/" element={<pages.Scan />} />
      {signedInCommonRoutes}
    </Routes>
  );
}
