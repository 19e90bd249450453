import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { messages } from '@/i18n';
import { PublicPage } from './public-page';

const t = messages.shareNotFound;

/** '/s/:token' for a link that was revoked, mistyped or never existed: said in Indonesian, with a way on. */
export function ShareNotFoundRoute() {
  useDocumentTitle(t.pageTitle);
  return (
    <PublicPage>
      <main id="main" className="mx-auto flex w-full max-w-xl flex-1 items-center px-4 py-12">
        <Card className="flex w-full flex-col gap-4 p-6 sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
          <p className="text-slate-600">{t.description}</p>
          <div className="flex flex-wrap gap-2">
            <a href={paths.home.getHref()} className={buttonVariants({ variant: 'primary' })}>
              {t.home}
            </a>
            <a href={paths.demo.getHref()} className={buttonVariants({ variant: 'outline' })}>
              {t.demo}
            </a>
          </div>
        </Card>
      </main>
    </PublicPage>
  );
}
