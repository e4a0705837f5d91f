/** Placeholder until this screen is built. */
export default function EnterOtpPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-semibold">Enter OTP</h1>
    </main>
  );
}
