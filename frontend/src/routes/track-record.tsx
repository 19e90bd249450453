import { TrackRecordPage } from '@/features/track-record/components/track-record-page';
import { PublicPage } from './public-page';

/** `/rekam-jejak`: public, framed like the landing page whose footer links to it (the app's header when signed in). */
export function TrackRecordRoute() {
  return (
    <PublicPage>
      <TrackRecordPage />
    </PublicPage>
  );
}
