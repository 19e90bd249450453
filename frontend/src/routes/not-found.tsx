import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { messages } from '@/i18n';

const t = messages.notFound;

export function NotFoundRoute() {
  const [, navigate] = useLocation();
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-12">
      <Card className="flex w-full max-w-md flex-col gap-4 p-6 sm:p-8">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-red-100 text-lg font-bold text-red-700"
          >
            !
          </span>
          <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
        </div>
        <p className="text-sm text-slate-600">{t.description}</p>
        <Button variant="outline" className="w-fit" onClick={() => navigate(paths.home.getHref())}>
          {t.backHome}
        </Button>
      </Card>
    </main>
  );
}
