// Mirrors migrations 0009 and 0010; times are milliseconds since the epoch.
export interface AdminUsersTable {
  id: string;
  email: string;
  created_at: number;
  revoked_at: number | null;
}

export interface AdminCredentialsTable {
  // base64url
  id: string;
  user_id: string;
  // COSE key, base64url
  public_key: string;
  counter: number;
  // comma-separated
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
  // A request from any other origin is refused.
  origin: string;
  created_at: number;
  last_seen_at: number;
  // JSON, kept here so that no search term travels in a URL.
  lead_filter: string | null;
}

export interface AdminChallengesTable {
  id: string;
  challenge: string;
  purpose: string;
  user_id: string | null;
  expires_at: number;
  // The client address that asked for it (migration 0010).
  ip: string | null;
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
