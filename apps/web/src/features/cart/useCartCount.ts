/** Placeholder until the cart is built: the header badge's quantity. */
export function useCartCount(): number {
  return 0;
}
