/** Spec §9: any service worker left by an earlier console is unregistered on load. */
export async function unregisterServiceWorkers(nav: Navigator = navigator): Promise<number> {
  if (!('serviceWorker' in nav)) return 0;
  const registrations = await nav.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((r) => r.unregister()));
  return registrations.length;
}
