'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { EngineCode, XR_MESSAGES } from '@/lib/bridge/engine-codes';
import { toast } from '@/lib/client/stores';
import { getAvatarEngine } from './avatar-engine';

const ENGINE_KEYS: Record<number, 'appVersionTooLow' | 'paramError' | 'downloadError' | 'interrupted'> = {
  [EngineCode.AppVersionTooLow]: 'appVersionTooLow',
  [EngineCode.ParamError]: 'paramError',
  [EngineCode.NativeDownloadError]: 'downloadError',
  [EngineCode.ActiveInterrupt]: 'interrupted',
};

/** Shows what the engine reports (a failed load -2…-5, XR refused; seed §8) in the person's language. */
export function EngineNotices() {
  const t = useTranslations('Avatar');
  useEffect(
    () =>
      getAvatarEngine().onNotice((notice) => {
        const key = notice.code === undefined ? undefined : ENGINE_KEYS[notice.code];
        if (key) return toast(t(`engine.${key}`), { tone: 'error' });
        if (notice.message === XR_MESSAGES.unsupported) return toast(t('xrUnsupported'), { tone: 'warning' });
        if (notice.message === XR_MESSAGES.modelLoading) return toast(t('xrModelLoading'), { tone: 'warning' });
      }),
    [t],
  );
  return null;
}
