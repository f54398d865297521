import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query/queryKeys';
import { fetchAddresses } from './addressApi';

/** The student's address book, shared by the profile and checkout. */
export function useAddresses(uid: string) {
  return useQuery({ queryKey: queryKeys.addresses(uid), queryFn: ({ signal }) => fetchAddresses(signal) });
}

/** Reads the address book again after a write: the server decides which address is the default. */
export function useAddressesChanged(uid: string): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses(uid) });
}
