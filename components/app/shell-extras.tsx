'use client';

import { Suspense } from 'react';
import { LoginOverlay } from '@/components/auth/login-overlay';
import { ModalScope } from '@/components/ui/modal-scope';
import { KoinDialogs } from '@/components/wallet/koin-dialogs';
import { AnimePopup } from './anime-popup';
import { PopupPacer } from './popup-pacer';
import { ReviewPopup } from './review-popup';
import { SessionBootstrap } from './session-bootstrap';
import { UpdateDialog } from './update-dialog';
import { VersionGates } from './version-gates';

/**
 * What every page has that draws nothing on arrival: the start-up effects (the version gates' checks, then
 * the session's start-up, so an update asked for on arrival is queued before the sign-in's koin dialogs),
 * and the login overlay and popups, each waiting for a tap, a reward, a timer or a version check.
 */
export function ShellExtras({ loginSources }: { loginSources: string[] }) {
  return (
    <>
      <Suspense fallback={null}>
        <VersionGates />
      </Suspense>
      <SessionBootstrap />
      <LoginOverlay sources={loginSources} />
      <ModalScope value="popup">
        <KoinDialogs />
        <UpdateDialog />
        <ReviewPopup />
        <AnimePopup />
      </ModalScope>
      <PopupPacer />
    </>
  );
}
