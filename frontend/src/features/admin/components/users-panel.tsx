import { useId, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { interpolate, messages } from '@/i18n';
import { cn } from '@/lib/cn';
import { formatWibDate } from '@/lib/format';
import { useSearchUsers } from '../api/search-users';
import { UserDetail } from './user-detail';

const t = messages.admin;

export function UsersPanel() {
  const searchId = useId();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const users = useSearchUsers(query);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQuery(draft.trim());
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <div className="flex flex-col gap-3">
        <form onSubmit={submit} role="search" className="flex gap-2">
          <label htmlFor={searchId} className="sr-only">
            {t.search}
          </label>
          <Input
            id={searchId}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t.searchPlaceholder}
          />
          <Button type="submit">{t.searchButton}</Button>
        </form>
        {users.data && users.data.length === 0 ? <p className="text-sm text-slate-600">{t.noUsers}</p> : null}
        {users.isError ? <p className="text-sm text-red-700">{t.loadError}</p> : null}
        <ul className="flex flex-col gap-2" data-testid="admin-users">
          {users.data?.map((user) => (
            <li key={user.id}>
              <button
                type="button"
                onClick={() => setSelected(user.id)}
                aria-pressed={selected === user.id}
                className={cn(
                  'flex w-full flex-col items-start gap-1 rounded-lg border p-3 text-left text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary',
                  selected === user.id ? 'border-primary bg-teal-50' : 'border-slate-200 bg-white',
                )}
              >
                <span className="font-semibold break-all text-slate-900">{user.email ?? user.id}</span>
                <span className="flex max-w-full flex-wrap items-center gap-2 wrap-anywhere text-slate-600">
                  {user.firstName ?? '–'}
                  <Badge tone={user.isPremium ? 'premium' : 'neutral'}>
                    {user.isPremium && user.premiumUntil
                      ? interpolate(t.premiumUntil, { date: formatWibDate(user.premiumUntil) })
                      : t.free}
                  </Badge>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div>
        {selected ? <UserDetail userId={selected} /> : <p className="text-sm text-slate-600">{t.noUser}</p>}
      </div>
    </div>
  );
}
