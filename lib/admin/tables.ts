/** The console's tables as Kysely sees them (migration 0009). Times are milliseconds since the epoch. */
export interface AdminUsersTable {
  id: string;
  email: string;
  created_at: number;
  revoked_at: number | null;
}

export interface AdminCredentialsTable {
  /** The credential id, base64url. */
  id: string;
  user_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** Comma-separated authenticator transports. */
  transports: string;
  created_at: number;
  last_used_at: number | null;
}

export interface AdminInvitesTable {
  token_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface AdminSessionsTable {
  token_hash: string;
  user_id: string;
  /** The origin the session was opened at; a request from any other is refused. */
  origin: string;
  created_at: number;
  last_seen_at: number;
  /** The leads list's filter as JSON, kept here so that no search term travels in a URL. */
  lead_filter: string | null;
}

export interface AdminChallengesTable {
  id: string;
  challenge: string;
  purpose: string;
  user_id: string | null;
  expires_at: number;
}

export interface AdminAuditTable {
  id: string;
  at: number;
  user_id: string | null;
  action: string;
  outcome: string;
  target_kind: string | null;
  target_id: string | null;
  ip: string | null;
  detail: string | null;
}

export interface AdminTables {
  admin_users: AdminUsersTable;
  admin_credentials: AdminCredentialsTable;
  admin_invites: AdminInvitesTable;
  admin_sessions: AdminSessionsTable;
  admin_challenges: AdminChallengesTable;
  admin_audit: AdminAuditTable;
}
