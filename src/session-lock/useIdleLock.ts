import { useEffect, useState } from 'react';
import { isSessionLocked, lockScreenMounted, onSessionLock, setSessionLocked } from '../../authProvider/idle-lock';
import { sessionToken, writeSession } from '../../authProvider/session';
import { touchEveryMs } from '../../contract/session-idle';
import { reportActivity } from '../../dataProviders/session-activity';
import { startIdleTimer } from './idle-timer';
import { openSessionChannel, sessionIdOf, type SessionChannel } from './session-channel';

/** The input that counts as the user being at the console (pointer, keys, touch, wheel). */
export const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;
const BROADCAST_EVERY_MS = 1000;

let channel: SessionChannel | null = null;

/** Tells the other tabs sharing this session that it was unlocked, with the new session they should use. */
export function announceUnlock(oldToken: string | null, session: Parameters<typeof writeSession>[0]): void {
  const sid = sessionIdOf(oldToken);
  if (sid) channel?.post({ type: 'unlocked', sid, session });
}

/**
 * Locks the console after `idleMs` without input (0: never), or when the server refuses the session as idle
 * (authProvider/idle-lock.ts). Input here, or in another tab of this browser sharing the session, counts; while
 * there is input the server is told so (POST /session/activity, at most as often as it records it), since typing a
 * long form makes no other call. Returns whether the console is locked.
 */
export function useIdleLock(idleMs: number): boolean {
  const [locked, setLocked] = useState(isSessionLocked());
  useEffect(() => onSessionLock(setLocked), []);
  useEffect(() => lockScreenMounted(), []);
  useEffect(() => {
    if (idleMs <= 0) return;
    const timer = startIdleTimer(idleMs, () => setSessionLocked(true));
    const every = touchEveryMs(idleMs);
    const ours = () => sessionIdOf(sessionToken());
    let reported = Date.now();
    let broadcast = 0;
    const own = openSessionChannel((message) => {
      if (message.sid !== ours()) return;
      if (message.type === 'activity') timer.activity(message.at);
      else if (message.type === 'locked') setSessionLocked(true);
      else if (message.type === 'unlocked' && isSessionLocked()) {
        writeSession(message.session);
        timer.activity(Date.now());
        setSessionLocked(false);
      }
    });
    channel = own;
    const onInput = () => {
      if (isSessionLocked()) return;
      const at = Date.now();
      timer.activity(at);
      const sid = ours();
      if (sid && at - broadcast >= BROADCAST_EVERY_MS) {
        broadcast = at;
        own.post({ type: 'activity', sid, at });
      }
      if (at - reported >= every) {
        reported = at;
        void reportActivity();
      }
    };
    const stopLockEcho = onSessionLock((on) => {
      const sid = ours();
      if (on && sid) own.post({ type: 'locked', sid });
      if (!on) timer.activity(Date.now());
    });
    for (const name of INPUT_EVENTS) window.addEventListener(name, onInput, { capture: true, passive: true });
    return () => {
      for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput, { capture: true });
      stopLockEcho();
      timer.stop();
      own.close();
      if (channel === own) channel = null;
    };
  }, [idleMs]);
  return locked;
}
