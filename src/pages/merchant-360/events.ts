/** The analytics event of a merchant 360 action (spec §3.7): app, source, event, product, user, merchant, platform, screen, action, time. */
export function merchantEvent(e: { action: string; merchantId: string; screen: string; userId: string }) {
  return {
    appName: 'crm-console',
    source: 'merchant-360',
    eventName: `merchant_${e.action}`,
    product: 'MERCHANT',
    userId: e.userId || 'unknown',
    merchantId: e.merchantId,
    platform: 'WEB',
    screen: e.screen,
    action: e.action,
    createdTime: Date.now(),
  };
}
