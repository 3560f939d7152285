import { lazy, Suspense } from 'react';
import { Route, Routes, useMatch } from 'react-router-dom';
import { ScreenFallback } from '../../app/ui/ScreenFallback';
import { SettingsOverview } from '../settings/SettingsOverview';
import { SettingsNav } from './SettingsNav';

// Each section is a chunk of its own: the profile screen does not carry the calendar and editors.
const AvailabilityScreen = lazy(() => import('./AvailabilityScreen').then((m) => ({ default: m.AvailabilityScreen })));
const ServicesScreen = lazy(() => import('./ServicesScreen').then((m) => ({ default: m.ServicesScreen })));
const CallsScreen = lazy(() => import('../calls/CallsScreen').then((m) => ({ default: m.CallsScreen })));
const PaymentSettingsScreen = lazy(() => import('../payments/PaymentSettingsScreen').then((m) => ({ default: m.PaymentSettingsScreen })));
const GoogleCalendarCard = lazy(() => import('../google/GoogleCalendarCard').then((m) => ({ default: m.GoogleCalendarCard })));
const MoneyScreen = lazy(() => import('../payments/MoneyScreen').then((m) => ({ default: m.MoneyScreen })));
const ApiKeysScreen = lazy(() => import('../api-keys/ApiKeysScreen').then((m) => ({ default: m.ApiKeysScreen })));

/**
 * The user settings' sections under /settings: profile and account, hours, services, calls, calendar,
 * payments, money and API keys. Calendar, Payments, Money and API keys have routes of their own in the
 * route table (for their titles), so they are matched on the whole path; the others sit under /settings/*.
 */
export default function SettingsSections() {
  const calendar = useMatch('/settings/calendar');
  const payments = useMatch('/settings/payments');
  const money = useMatch('/settings/money');
  const apiKeys = useMatch('/settings/api-keys');
  return (
    <>
      <SettingsNav />
      <Suspense fallback={<ScreenFallback />}>
        {calendar ? (
          <GoogleCalendarCard />
        ) : payments ? (
          <PaymentSettingsScreen />
        ) : money ? (
          <MoneyScreen />
        ) : apiKeys ? (
          <ApiKeysScreen />
        ) : (
          <Routes>
            <Route index element={<SettingsOverview />} />
            <Route path="availability" element={<AvailabilityScreen />} />
            <Route path="services" element={<ServicesScreen />} />
            <Route path="calls" element={<CallsScreen />} />
            <Route path="*" element={<SettingsOverview />} />
          </Routes>
        )}
      </Suspense>
    </>
  );
}
