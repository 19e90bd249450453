import type { PaymentInstructions as Instructions } from '@telisik/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { interpolate, messages } from '@/i18n';
import { formatWibDateTime } from '@/lib/format';

const t = messages.billing.finish;

function CopyableCode({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm text-slate-600">{label}</span>
      <div className="flex items-center gap-2">
        <code
          className="flex-1 rounded-lg bg-slate-100 px-3 py-2 font-mono text-lg tracking-wider text-slate-900"
          data-testid="payment-code"
        >
          {value}
        </code>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(() => setCopied(true));
          }}
        >
          {copied ? t.copied : t.copy}
        </Button>
      </div>
    </div>
  );
}

/** How to finish a pending payment: the virtual account, bill or store code, or the QR code. */
export function PaymentInstructions({ instructions }: { instructions: Instructions }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50/60 p-4">
      {instructions.kind === 'virtual_account' ? (
        <CopyableCode
          label={interpolate(t.virtualAccount, { bank: instructions.bank.toUpperCase() })}
          value={instructions.number}
        />
      ) : null}
      {instructions.kind === 'bill_payment' ? (
        <>
          <CopyableCode label={t.billerCode} value={instructions.billerCode} />
          <CopyableCode label={t.billKey} value={instructions.billKey} />
        </>
      ) : null}
      {instructions.kind === 'payment_code' ? (
        <CopyableCode
          label={interpolate(t.paymentCode, { store: instructions.store })}
          value={instructions.code}
        />
      ) : null}
      {instructions.kind === 'qr_code' ? (
        <figure className="flex flex-col items-center gap-2">
          <img
            src={instructions.imageUrl}
            alt={t.qrCode}
            width={220}
            height={220}
            className="rounded-lg bg-white p-2"
          />
          <figcaption className="text-sm text-slate-600">{t.qrCode}</figcaption>
        </figure>
      ) : null}
      {instructions.payBefore ? (
        <p className="text-sm font-medium text-amber-900">
          {interpolate(t.payBefore, { date: formatWibDateTime(instructions.payBefore) })}
        </p>
      ) : null}
    </div>
  );
}
