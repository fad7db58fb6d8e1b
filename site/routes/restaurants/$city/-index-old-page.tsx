import { getRouteApi } from '@tanstack/react-router';
import { CityPage } from '../-city-views.tsx';
import { LegacyBookingSection } from './-booking.tsx';

const route = getRouteApi('/restaurants/$city/index-old');

export function CityOldRoute() {
  const { restaurants, now, cardProvider, bookNowText } = route.useLoaderData();
  const { city } = route.useParams();
  return (
    <div style={{ display: 'grid', gap: '2rem' }}>
      <CityPage restaurants={restaurants} city={city} now={new Date(now)} variant="legacy" />
      <LegacyBookingSection restaurants={restaurants} cardProvider={cardProvider} bookNowText={bookNowText} />
    </div>
  );
}
