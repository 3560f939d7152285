import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ScreenFallback } from '../../app/ui/ScreenFallback';
import { SettingsOverview } from '../settings/SettingsOverview';
import { SettingsNav } from './SettingsNav';

// Each section is a chunk of its own: the profile screen does not carry the calendar and editors.
const AvailabilityScreen = lazy(() => import('./AvailabilityScreen').then((m) => ({ default: m.AvailabilityScreen })));
const ServicesScreen = lazy(() => import('./ServicesScreen').then((m) => ({ default: m.ServicesScreen })));
const CallsScreen = lazy(() => import('../calls/CallsScreen').then((m) => ({ default: m.CallsScreen })));

/** The user settings' sections under /settings: profile and account, hours, services, calls. */
export default function SettingsSections() {
  return (
    <>
      <SettingsNav />
      <Suspense fallback={<ScreenFallback />}>
        <Routes>
          <Route index element={<SettingsOverview />} />
          <Route path="availability" element={<AvailabilityScreen />} />
          <Route path="services" element={<ServicesScreen />} />
          <Route path="calls" element={<CallsScreen />} />
          <Route path="*" element={<SettingsOverview />} />
        </Routes>
      </Suspense>
    </>
  );
}
