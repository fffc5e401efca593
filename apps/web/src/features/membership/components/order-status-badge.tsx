import type { OrderStatus } from '@jobbridge/contracts';
import { CircleCheck, CircleDashed, CircleX, Clock, Undo2 } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui';
import { useMembershipText } from '../lib/use-membership-text';

const LOOK: Record<OrderStatus, { tone: BadgeTone; Icon: typeof Clock }> = {
  Pending: { tone: 'neutral', Icon: Clock },
  Processing: { tone: 'warning', Icon: CircleDashed },
  Completed: { tone: 'success', Icon: CircleCheck },
  Failed: { tone: 'danger', Icon: CircleX },
  Refunded: { tone: 'primary', Icon: Undo2 },
};

/** An order's status: colour, icon and the word together. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useMembershipText();
  const { tone, Icon } = LOOK[status];
  return (
    <Badge tone={tone} icon={<Icon className="size-3.5" aria-hidden="true" />}>
      <span data-testid="order-status" data-status={status}>
        {t(`orders.status.${status}`)}
      </span>
    </Badge>
  );
}
