import { LandingFooter } from '@/features/landing/components/landing-footer';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { TrackRecordPage } from '@/features/track-record/components/track-record-page';

/** `/rekam-jejak`: public, framed like the landing page whose footer links to it. */
export function TrackRecordRoute() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <LandingHeader />
      <TrackRecordPage />
      <LandingFooter />
    </div>
  );
}
