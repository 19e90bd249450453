import type { AdminSupportRequest } from '@telisik/contract';
import { useId, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { messages } from '@/i18n';
import { formatWibDateTime } from '@/lib/format';
import { useSupportQueue } from '../api/get-support-queue';
import { useReplySupport } from '../api/reply-support';

const t = messages.admin;

function ReplyForm({ requestId }: { requestId: string }) {
  const id = useId();
  const [message, setMessage] = useState('');
  const reply = useReplySupport({
    onSuccess: () => {
      setMessage('');
      toast({ title: t.replied });
    },
    onError: (error) => toast({ title: t.actionError, description: error.message, variant: 'destructive' }),
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reply.mutate({ requestId, message });
  }
  return (
    <form onSubmit={submit} className="mt-3 flex flex-col gap-2">
      <label htmlFor={id} className="text-xs text-slate-600">
        {t.replyLabel}
      </label>
      <Textarea
        id={id}
        rows={3}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        required
        minLength={2}
        maxLength={5000}
      />
      <Button type="submit" className="w-full sm:w-fit" disabled={reply.isPending}>
        {t.replySend}
      </Button>
    </form>
  );
}

function RequestCard({ request }: { request: AdminSupportRequest }) {
  return (
    <li className="rounded-lg border border-slate-200 p-3 text-sm" data-testid="admin-support-request">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 font-semibold wrap-anywhere text-slate-900">{request.subject}</span>
        {request.priority ? <Badge tone="premium">{messages.support.priority}</Badge> : null}
        <Badge tone={request.status === 'answered' ? 'success' : 'warning'}>
          {request.status === 'answered' ? messages.support.answered : messages.support.open}
        </Badge>
      </div>
      <p className="text-xs wrap-anywhere text-slate-500">
        {request.user.email ?? '–'} · {formatWibDateTime(request.createdAt)}
      </p>
      <p className="mt-2 whitespace-pre-wrap wrap-anywhere text-slate-700">{request.message}</p>
      {request.replies.map((reply) => (
        <div key={reply.id} className="mt-2 rounded-lg bg-teal-50 p-2">
          <p className="text-xs font-semibold wrap-anywhere text-teal-900">
            {reply.authorEmail} · {formatWibDateTime(reply.createdAt)}
          </p>
          <p className="whitespace-pre-wrap wrap-anywhere text-slate-800">{reply.message}</p>
        </div>
      ))}
      <ReplyForm requestId={request.id} />
    </li>
  );
}

/** Open requests before answered ones, priority (Premium) first. */
export function SupportPanel() {
  const queue = useSupportQueue({ enabled: true });
  if (!queue.data)
    return queue.isError ? (
      <p className="text-sm text-red-700">{t.loadError}</p>
    ) : (
      <Skeleton className="h-32 w-full" />
    );
  if (queue.data.length === 0) return <p className="text-sm text-slate-600">{t.noSupport}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {queue.data.map((request) => (
        <RequestCard key={request.id} request={request} />
      ))}
    </ul>
  );
}
