// The server's limits (CreateSupportRequestDto), shown as the user types rather than found out on send.
import { SUPPORT_MESSAGE_LENGTH, SUPPORT_SUBJECT_LENGTH } from '@telisik/contract/constants';
import { useId, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SpinnerIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { interpolate, messages } from '@/i18n';
import { cn } from '@/lib/cn';
import { isUnauthorizedError } from '@/lib/api-client';
import { notifyUnauthorizedAndRedirect } from '@/lib/auth-redirect';
import { formatDateTime, formatInteger } from '@/lib/format';
import { toastFailure } from '@/lib/toast-failure';
import { useCreateSupportRequest } from '../api/create-support-request';
import { useSupportRequests } from '../api/get-support-requests';

const t = messages.support;

/** '12/150 karakter (minimal 3)', counted as sent (trimmed), in red once short of the minimum or at the maximum. */
function CharacterCount({
  id,
  value,
  limits,
  template,
}: {
  id: string;
  value: string;
  limits: { min: number; max: number };
  template: string;
}) {
  const count = value.trim().length;
  const atMax = value.length >= limits.max;
  const short = count > 0 && count < limits.min;
  return (
    <p id={id} className={cn('text-xs', atMax || short ? 'text-red-700' : 'text-slate-500')} aria-live="polite">
      {interpolate(template, { count: formatInteger(count), max: formatInteger(limits.max), min: limits.min })}
      {atMax ? ` ${interpolate(t.limitReached, { max: formatInteger(limits.max) })}` : null}
    </p>
  );
}

/** 'Bantuan': ask the team, and read their answers. Premium users are told they come first. */
export function SupportSection({ isPremium }: { isPremium: boolean }) {
  const subjectId = useId();
  const messageId = useId();
  const subjectCountId = useId();
  const messageCountId = useId();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const requests = useSupportRequests();
  const create = useCreateSupportRequest({
    onSuccess: () => {
      setSubject('');
      setMessage('');
      toast({ title: t.sentTitle, description: t.sentDescription });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) {
        notifyUnauthorizedAndRedirect();
        return;
      }
      toastFailure(t.errorTitle, error);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate({ subject: subject.trim(), message: message.trim() });
  }

  return (
    <Card id="bantuan">
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
        {isPremium ? <p className="text-sm font-medium text-amber-800">{t.priorityNote}</p> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <form onSubmit={submit} className="flex flex-col gap-3" aria-label={t.title}>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={subjectId} className="text-sm font-medium text-slate-800">
              {t.subject}
            </label>
            <Input
              id={subjectId}
              value={subject}
              onChange={(event) => setSubject(event.target.value)}
              placeholder={t.subjectPlaceholder}
              maxLength={SUPPORT_SUBJECT_LENGTH.max}
              required
              minLength={SUPPORT_SUBJECT_LENGTH.min}
              aria-describedby={subjectCountId}
              disabled={create.isPending}
            />
            <CharacterCount id={subjectCountId} value={subject} limits={SUPPORT_SUBJECT_LENGTH} template={t.subjectCount} />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={messageId} className="text-sm font-medium text-slate-800">
              {t.message}
            </label>
            <Textarea
              id={messageId}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              placeholder={t.messagePlaceholder}
              maxLength={SUPPORT_MESSAGE_LENGTH.max}
              minLength={SUPPORT_MESSAGE_LENGTH.min}
              required
              rows={4}
              aria-describedby={messageCountId}
              disabled={create.isPending}
            />
            <CharacterCount id={messageCountId} value={message} limits={SUPPORT_MESSAGE_LENGTH} template={t.messageCount} />
          </div>
          <Button type="submit" className="w-full sm:w-fit" disabled={create.isPending}>
            {create.isPending ? (
              <>
                <SpinnerIcon className="animate-spin" aria-hidden="true" />
                {t.sending}
              </>
            ) : (
              t.send
            )}
          </Button>
        </form>

        <div className="flex flex-col gap-3">
          <h3 className="text-sm font-semibold text-slate-900">{t.listTitle}</h3>
          {requests.data ? (
            requests.data.length === 0 ? (
              <p className="text-sm text-slate-600">{t.empty}</p>
            ) : (
              <ul className="flex flex-col gap-3" data-testid="support-requests">
                {requests.data.map((request) => (
                  <li key={request.id} className="rounded-lg border border-slate-200 p-3">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="min-w-0 font-semibold wrap-anywhere text-slate-900">{request.subject}</span>
                      {request.priority ? <Badge tone="premium">{t.priority}</Badge> : null}
                      <Badge tone={request.status === 'answered' ? 'success' : 'warning'}>
                        {request.status === 'answered' ? t.answered : t.open}
                      </Badge>
                    </div>
                    <p className="mt-1 text-xs text-slate-500">{formatDateTime(request.createdAt)}</p>
                    <p className="mt-2 text-sm whitespace-pre-wrap wrap-anywhere text-slate-700">{request.message}</p>
                    {request.replies.map((reply) => (
                      <div key={reply.id} className="mt-3 rounded-lg bg-teal-50 p-3">
                        <p className="text-xs font-semibold text-teal-900">
                          {t.reply} · {formatDateTime(reply.createdAt)}
                        </p>
                        <p className="mt-1 text-sm whitespace-pre-wrap wrap-anywhere text-slate-800">{reply.message}</p>
                      </div>
                    ))}
                  </li>
                ))}
              </ul>
            )
          ) : requests.isError ? (
            <p className="text-sm text-red-700">{t.loadError}</p>
          ) : (
            <Skeleton className="h-16 w-full" />
          )}
        </div>
      </CardContent>
    </Card>
  );
}
