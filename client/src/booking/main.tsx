import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ManagePage } from './ManagePage';
import { ProfilePage } from './ProfilePage';
import { useRoute } from './router';
import { ServicePage } from './ServicePage';
import { ErrorState, Shell } from './ui';
import './booking.css';

function App() {
  const route = useRoute();
  switch (route.page) {
    case 'profile':
      return <ProfilePage key={route.username} username={route.username} />;
    case 'service':
      return <ServicePage key={`${route.username}/${route.slug}`} username={route.username} slug={route.slug} />;
    case 'manage':
      return <ManagePage key={route.token} token={route.token} />;
    default:
      return (
        <Shell>
          <ErrorState title="This page does not exist" message="Check the booking link you were given." />
        </Shell>
      );
  }
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
