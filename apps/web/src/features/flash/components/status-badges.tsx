import type { LetterStatus, SendStatus } from '@jobbridge/contracts';
import { AlertTriangle, CheckCircle2, CircleDashed, CircleSlash, Clock, HelpCircle, Loader2, Send, XCircle } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui';
import { useFlashText } from '../lib/use-flash-text';

const icon = 'size-3.5';

const letterLook: Record<LetterStatus, { tone: BadgeTone; Icon: typeof Clock; spin?: boolean }> = {
  waiting: { tone: 'neutral', Icon: Clock },
  generating: { tone: 'primary', Icon: Loader2, spin: true },
  success: { tone: 'success', Icon: CheckCircle2 },
  failed: { tone: 'danger', Icon: XCircle },
};

/** A cover letter's generation status: colour, icon and words. */
export function LetterStatusBadge({ status }: { status: LetterStatus }) {
  const { t } = useFlashText();
  const { tone, Icon, spin } = letterLook[status];
  return (
    <Badge tone={tone} icon={<Icon className={spin ? `${icon} animate-spin` : icon} aria-hidden="true" />}>
      {t(`letterStatus.${status}`)}
    </Badge>
  );
}

const sendLook: Record<SendStatus, { tone: BadgeTone; Icon: typeof Clock; spin?: boolean }> = {
  draft: { tone: 'neutral', Icon: CircleDashed },
  queued: { tone: 'neutral', Icon: Clock },
  sending: { tone: 'primary', Icon: Send },
  sent: { tone: 'success', Icon: CheckCircle2 },
  failed: { tone: 'danger', Icon: AlertTriangle },
  unknown: { tone: 'warning', Icon: HelpCircle },
  skipped: { tone: 'neutral', Icon: CircleSlash },
};

/** An email's send status label (the spec's words: initial status, sent successfully, send failed, unknown status). */
export function SendStatusBadge({ status }: { status: SendStatus }) {
  const { t } = useFlashText();
  const { tone, Icon } = sendLook[status];
  return (
    <Badge tone={tone} icon={<Icon className={status === 'sending' ? `${icon} animate-pulse` : icon} aria-hidden="true" />}>
      {t(`sendStatus.${status}`)}
    </Badge>
  );
}
