import { FormControlLabel, Switch, Typography } from '@mui/material';
import { formatRupees } from '@campuseats/common/pricing';
import { useCart } from '@/lib/cart/CartContext';

/** Use the wallet or not: it pays the lesser of its balance and the total (the server decides for real). */
export function WalletToggle({ dense = false }: { dense?: boolean }) {
  const { walletBalance, useWallet, setUseWallet } = useCart();
  const known = walletBalance !== null;
  return (
    <FormControlLabel
      sx={{ m: 0, gap: 0.5 }}
      control={<Switch checked={useWallet} onChange={(event) => setUseWallet(event.target.checked)} disabled={!known || walletBalance === 0} />}
      label={<Typography variant={dense ? 'body2' : 'body1'}>Wallet {known ? `(${formatRupees(walletBalance)})` : ''}</Typography>}
    />
  );
}
