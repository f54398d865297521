import { z } from 'zod';

/** A classic-zod enum in any letter case (query values, payment methods): `COD` is cod. The zod/mini twin is in restaurants.ts. */
export const anyCaseEnum = <const Values extends readonly [string, ...string[]]>(values: Values, params?: { error: string }) =>
  z
    .string(params)
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(values, params));
