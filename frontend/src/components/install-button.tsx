import { messages } from '@/i18n';
import { useInstallPrompt } from '@/lib/install-prompt';
import { cn } from '@/lib/cn';
import { Button } from './ui/button';
import { MonitorDownIcon } from './ui/icons';

/** 'Pasang aplikasi', shown only while the browser offers to install (Chromium, not yet installed). */
export function InstallButton({ className }: { className?: string }) {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      className={cn('shrink-0', className)}
      title={messages.pwa.installLabel}
      onClick={() => void install()}
    >
      <MonitorDownIcon />
      <span className="sr-only sm:not-sr-only">{messages.pwa.install}</span>
    </Button>
  );
}
