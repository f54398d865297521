import { PickupCodeNote } from '@/components/OrderToken';
import { usePickupCode } from '../hooks/useTracking';

/** A pickup's code, read live from the document only its student may read; `known` until it answers. */
export function LivePickupCode({ orderId, known }: { orderId: string; known: string | undefined }) {
  const read = usePickupCode(orderId);
  const code = (read.status === 'success' ? read.data : null) ?? known;
  return code ? <PickupCodeNote code={code} /> : null;
}
