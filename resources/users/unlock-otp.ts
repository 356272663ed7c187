import { http } from '../../dataProviders/http';
import { backendUrl } from '../../src/bootstrap/runtime-config';

/** Lifts a user's sign-in lock (after 10 failed codes only an admin can): POST /api/admin/users/{id}/unlock-otp. */
export async function unlockOtp(userId: number | string): Promise<void> {
  await http(`${backendUrl('admin')}/users/${encodeURIComponent(String(userId))}/unlock-otp`, { method: 'POST' });
}
