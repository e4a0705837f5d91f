/** Placeholder until this screen is built. */
export default function ProductDetailsPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-semibold">Product</h1>
    </main>
  );
}
