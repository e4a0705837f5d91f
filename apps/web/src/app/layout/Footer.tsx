export function Footer() {
  return <footer className="border-t border-stone-200 bg-white px-4 py-6 text-sm text-stone-600">Annapurna Organics</footer>;
}
