'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { parseUserAgent } from '@/lib/bridge/app-version';
import { passesGate } from '@/lib/bridge/version-gates';
import { usePopups } from '@/lib/client/popups';
import { GATE_QUERY, gateToAnnounce } from '@/lib/shell/guard';

/**
 * Version gates on the client (seed §5, §6, §8): an app below the update minimum is asked to update once
 * per start, and a page behind a gate (or the home page the proxy sent the user back to) asks again. The
 * popup scheduler shows the dialog (update-dialog.tsx) when it is its turn. The checks run just before the
 * session's start-up (shell-extras.tsx), so their request is queued before the sign-in's koin dialogs.
 */
export function VersionGates() {
  const pathname = usePathname();
  const gateParam = useSearchParams().get(GATE_QUERY);
  const request = usePopups((s) => s.request);

  useEffect(() => {
    if (!passesGate('updateCheck', navigator.userAgent)) request({ kind: 'appUpdate' });
  }, [request]);

  useEffect(() => {
    const gate = gateToAnnounce(pathname, gateParam, parseUserAgent(navigator.userAgent));
    // Both dialogs say the same: one waiting or showing is enough.
    const { active, queue } = usePopups.getState();
    if (gate && ![active, ...queue].some((p) => p?.kind === 'gateUpdate' || p?.kind === 'appUpdate')) request({ kind: 'gateUpdate', gate });
  }, [pathname, gateParam, request]);

  return null;
}
