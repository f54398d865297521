import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Order } from '@campuseats/common/orders';
import { paths } from '@/lib/routes';

const keptOrderIn = (state: unknown): unknown => (state !== null && typeof state === 'object' && 'placedOrder' in state ? state.placedOrder : undefined);

/**
 * The order this checkout placed, kept in its entry of the browser's history: a reload on flaky Wi-Fi, or Back from
 * the order's page, shows its confirmation again instead of an empty cart. Checked with its schema, which loads then.
 */
export function usePlacedOrder() {
  const kept = keptOrderIn(useLocation().state);
  const navigate = useNavigate();
  const [placed, setPlaced] = useState<Order | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  useEffect(() => {
    if (kept === undefined || placed) return;
    let current = true;
    import('@campuseats/common/orders').then(
      ({ orderSchema }) => {
        const parsed = orderSchema.safeParse(kept);
        if (!current) return;
        if (parsed.success) setPlaced(parsed.data);
        else setUnreadable(true);
      },
      () => current && setUnreadable(true),
    );
    return () => {
      current = false;
    };
  }, [kept, placed]);
  const place = useCallback(
    (order: Order) => {
      setPlaced(order);
      navigate(paths.checkout, { replace: true, state: { placedOrder: order } });
    },
    [navigate],
  );
  return { placed, restoring: kept !== undefined && !placed && !unreadable, place };
}
