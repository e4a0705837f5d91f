import { useLingui } from '@lingui/react/macro';
import { changeLanguage } from '../i18n/i18n';
import type { Language } from '../i18n/language';
import { call } from '../lib/api';
import { queryClient } from '../lib/query-client';
import { useSession } from '../lib/session';

const choices: { language: Language; words: string; lang: string }[] = [
  // eslint-disable-next-line lingui/no-unlocalized-strings -- each language is named in its own language
  { language: 'en', words: 'English', lang: 'en' },
  { language: 'hi', words: 'हिंदी', lang: 'hi' },
];

/**
 * English / हिंदी: each choice written in its own language. The choice is kept on this device and, for a member, on
 * the account, so the shop's mails follow it (decision 149). Replies already fetched are asked again, for the
 * server's messages in the new language.
 */
export function LanguageSwitch({ className = '', size = 'sm' }: { className?: string; size?: 'sm' | 'lg' }) {
  const { i18n, t } = useLingui();
  const session = useSession();
  const choose = async (language: Language) => {
    if (language === i18n.locale) return;
    await changeLanguage(language);
    void queryClient.invalidateQueries();
    if (session) void call('setLanguage', { body: { language } }).catch(() => undefined);
  };
  const pad = size === 'lg' ? 'px-4 py-2 text-base' : 'px-2.5 py-1 text-sm';
  return (
    <div role="group" aria-label={t`Language`} className={`inline-flex shrink-0 rounded-full border border-stone-200 bg-stone-50 p-0.5 ${className}`}>
      {choices.map((c) => {
        const on = c.language === i18n.locale;
        return (
          <button
            key={c.language}
            type="button"
            lang={c.lang}
            aria-pressed={on}
            onClick={() => void choose(c.language)}
            className={`rounded-full font-semibold transition-colors ${pad} ${on ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-200'}`}
          >
            {c.words}
          </button>
        );
      })}
    </div>
  );
}
