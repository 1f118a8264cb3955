import { Route, Routes } from 'react-router';
import { pages } from '../pages';
import { signedInCommonRoutes } from './signedInRoutes';

/** The security area: the scan screen and nothing else (docs/rules.md, "Areas and screens"). */
export default function SecurityRoutes() {
  return (
    <Routes>
      <Route path="/" element={<pages.Scan />} />
      {signedInCommonRoutes}
    </Routes>
  );
}
