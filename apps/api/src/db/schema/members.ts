import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Null once the account is closed (personal data erased). */
    email: text('email'),
    mobile: text('mobile').notNull().default(''),
    pincode: text('pincode').notNull().default(''),
    passwordHash: text('password_hash'),
    /**
     * When the mailbox owner confirmed the password (the sign-up link, or a password set while signed in). A password
     * never confirmed is removed when the owner logs in by e-mail code: it may be a stranger's pre-registration.
     */
    passwordConfirmedAt: timestamp('password_confirmed_at', { withTimezone: true }),
    /** The account still has the random first password the demo seed gave it (a production start warns). */
    demoPassword: boolean('demo_password').notNull().default(false),
    role: text('role', { enum: ['member', 'admin'] }).notNull().default('member'),
    /** 1 active, 0 disabled by the shop, 2 closed by the member. */
    status: integer('status').notNull().default(1),
    /** The language the member reads the shop and its mails in: 'en' or 'hi' (decision 146). */
    language: text('language', { enum: ['en', 'hi'] }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('members_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** One row per issued token; revoking a session kills its token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: integer('member_id').notNull().references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** A back-office session's last call (written at most once a minute), for its idle timeout. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser that opened it, shortened, for the member's sessions list. */
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

/** E-mail login codes: only a hash is kept. */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    /** 'login': asked for on the code login screen; 'admin': the second step of an admin's password login. */
    purpose: text('purpose', { enum: ['login', 'admin'] }).notNull().default('login'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('login_codes_email_idx').on(t.email, t.createdAt)],
);

/** Addresses whose code login is paused after too many codes or wrong guesses; the owner is told once per pause. */
export const loginCodeLocks = pgTable('login_code_locks', {
  email: text('email').primaryKey(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
});

/**
 * Password login attempts (reserved before the password is checked), for the per-account lockout window; `client` is
 * the address the attempt came from, which slows a client that keeps trying while the account is locked.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    client: text('client').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_email_idx').on(t.email, t.createdAt)],
);

/** Why members closed their accounts; kept without any personal data. */
export const accountDeletions = pgTable('account_deletions', {
  id: serial('id').primaryKey(),
  reason: text('reason').notNull(),
  details: text('details').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
