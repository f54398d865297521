import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query/queryKeys';
import { addressesQuery } from '@/lib/query/signedInQueries';

/** The address book, asked for once Auth names the student: a returning student's checkout asking sooner would ask twice, under two names. */
export function useAddresses(uid: string) {
  return useQuery({ ...addressesQuery(uid), enabled: uid !== '' });
}

/** Reads the address book again after a write: the server decides which address is the default. */
export function useAddressesChanged(uid: string): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses(uid) });
}
