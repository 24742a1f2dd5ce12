import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { HomePage } from '../features/onboarding/HomePage';
import { ROUTES } from '../lib/routes';
import { NotFoundPage } from './NotFoundPage';

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={ROUTES.home} element={<HomePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  );
}
