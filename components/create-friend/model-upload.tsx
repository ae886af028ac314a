'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { uploadAvatar } from '@/components/avatar/upload-avatar';
import { ApiFailure } from '@/lib/client/api';

/** The model editor's upload: a .vrm of the person's own becomes one of their avatars, chosen for the role at once. */
export function ModelUpload({ onUploaded }: { onUploaded: (assetId: number) => void }) {
  const t = useTranslations('Avatar');
  const tc = useTranslations('CreateFriend');
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const upload = async (picked: File) => {
    setBusy(true);
    setProblem(undefined);
    try {
      onUploaded((await uploadAvatar(picked)).id);
    } catch (error) {
      const code = error instanceof ApiFailure ? error.code : -1;
      setProblem(code === 413 ? t('uploadTooLarge') : code === 415 ? t('uploadNotVrm') : t('uploadFailed'));
    } finally {
      setBusy(false);
      if (file.current) file.current.value = '';
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <label className={`inline-flex cursor-pointer items-center rounded-full bg-ink px-4 py-2 text-sm font-bold text-white shadow-sm focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-2 hover:bg-ink/85 ${busy ? 'pointer-events-none opacity-60' : ''}`}>
        {busy ? tc('steps.model.uploading') : tc('steps.model.make')}
        <input
          ref={file}
          type="file"
          accept=".vrm,model/gltf-binary"
          className="sr-only"
          data-testid="model-upload"
          disabled={busy}
          onChange={(e) => {
            const picked = e.target.files?.[0];
            if (picked) void upload(picked);
          }}
        />
      </label>
      {problem ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
