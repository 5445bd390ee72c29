/** One row per scheduled job: who runs it and until when (migration 0007, jobs/job-lease.ts). */
export interface JobLeasesTable {
  name: string;
  /** The instance holding the lease (host, process and a random id). */
  holder: string;
  /** ISO timestamp; past it the lease is free. */
  expires_at: string;
}
