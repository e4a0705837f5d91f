import type { ReactNode } from 'react';

/** The frame of the sign-up and code-login screens: a centred card with a title and a short line under it. */
export function AuthCard({ title, subtitle, icon, children, footer }: { title: string; subtitle?: ReactNode; icon?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <main className="bg-gradient-to-b from-brand-50 to-stone-50 px-4 py-8 sm:py-14">
      <div className="mx-auto w-full max-w-md">
        <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
          {icon && <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">{icon}</div>}
          <h1 className="text-2xl font-bold tracking-tight text-stone-900">{title}</h1>
          {subtitle && <div className="mt-1.5 text-sm text-stone-600">{subtitle}</div>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-5 text-center text-sm text-stone-600">{footer}</div>}
      </div>
    </main>
  );
}

/** A refusal from the server, shown above the form and read out at once. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800">
      {children}
    </div>
  );
}
