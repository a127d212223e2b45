// The quantity a cart line may hold (spec §5, §9); the cart schemas and the messages both name it.
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 9999;
