import type { RestaurantDetail, RestaurantListResponse } from '@campuseats/common/restaurants';

// Taken unparsed: zod would push a first visit over its budget, and tests/api/answers.test.ts holds the API to the schemas (docs/decisions/0016-one-validation-dialect.md).

const takenAs = <T>() => ({ safeParse: (data: unknown) => ({ success: true as const, data: data as T }) });

export const restaurantListAnswer = takenAs<RestaurantListResponse>();

export const restaurantDetailAnswer = takenAs<{ success: true; data: RestaurantDetail }>();
