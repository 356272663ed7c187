import { QR_JOBS_KEPT, QR_STATUS_WAIT_SECONDS } from '../../../contract/uploads/limits';

export interface KeptQrJob {
  jobId: string;
  /** Epoch ms of the submission. */
  timestamp: number;
  /** dd/MM/yyyy and HH:mm:ss as shown (§3.11: jobId, timestamp, date, time). */
  date: string;
  time: string;
}

const KEY = 'merchant-support.qr-jobs';
const pad = (n: number) => String(n).padStart(2, '0');

/** Pure: a job as kept, with its date and time in the browser's zone. */
export function keptJob(jobId: string, timestamp: number): KeptQrJob {
  const d = new Date(timestamp);
  return {
    jobId,
    timestamp,
    date: `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`,
  };
}

/** Pure: the jobs merged by id (newest first), the latest 20 kept (§3.11, §9). */
export function mergeJobs(...lists: readonly (readonly KeptQrJob[])[]): KeptQrJob[] {
  const byId = new Map<string, KeptQrJob>();
  for (const job of lists.flat())
    if (!byId.has(job.jobId) || byId.get(job.jobId)!.timestamp < job.timestamp) byId.set(job.jobId, job);
  return [...byId.values()].sort((a, b) => b.timestamp - a.timestamp).slice(0, QR_JOBS_KEPT);
}

/** Pure (§4): seconds 'Show Status' stays disabled for a job submitted at `timestamp`. */
export const waitLeft = (timestamp: number, now: number): number =>
  Math.max(0, QR_STATUS_WAIT_SECONDS - Math.floor((now - timestamp) / 1000));

export function loadJobs(): KeptQrJob[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '[]') as KeptQrJob[];
    return Array.isArray(parsed)
      ? mergeJobs(parsed.filter((j) => typeof j?.jobId === 'string' && typeof j.timestamp === 'number'))
      : [];
  } catch {
    return [];
  }
}

export function saveJobs(jobs: readonly KeptQrJob[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(mergeJobs(jobs)));
  } catch {
    // storage full or blocked: the server's list still has them
  }
}
