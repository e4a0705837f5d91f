/** Placeholder until this screen is built. */
export default function AddressesTab() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-semibold">My Addresses</h1>
    </main>
  );
}
