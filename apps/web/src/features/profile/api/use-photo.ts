import { useState } from 'react';
import { readApiError } from '../../../lib/api-error';
import { trpc } from '../../../lib/trpc';
import { uploadWithProgress, type UploadProgress } from '../../../lib/upload-with-progress';

export type PhotoAction =
  | { status: 'idle' }
  | { status: 'uploading'; progress: UploadProgress | null }
  | { status: 'removing' }
  | { status: 'done'; message: 'uploaded' | 'removed' }
  | { status: 'error'; message: string };

/**
 * The own photo or logo: upload (POST /api/profile/photo, multipart, its progress reported) and
 * removal. Settles once the profile is loaded again, so the new picture shows with the notice.
 */
export function usePhoto(fallbackError: string) {
  const utils = trpc.useUtils();
  const [action, setAction] = useState<PhotoAction>({ status: 'idle' });
  const remove = trpc.photos.remove.useMutation();

  async function refresh() {
    await utils.profile.get.invalidate();
    void utils.creators.get.invalidate();
    // The session's user carries the photo too (the dashboard's greeting, the header's account menu).
    void utils.auth.me.invalidate();
  }

  async function upload(file: File) {
    setAction({ status: 'uploading', progress: null });
    const body = new FormData();
    body.append('file', file);
    try {
      await uploadWithProgress('/api/profile/photo', body, (progress) => setAction({ status: 'uploading', progress }));
      await refresh();
      setAction({ status: 'done', message: 'uploaded' });
    } catch (error) {
      setAction({ status: 'error', message: readApiError(error).message ?? fallbackError });
    }
  }

  async function removePhoto() {
    setAction({ status: 'removing' });
    try {
      await remove.mutateAsync();
      await refresh();
      setAction({ status: 'done', message: 'removed' });
    } catch (error) {
      setAction({ status: 'error', message: readApiError(error).message ?? fallbackError });
    }
  }

  return { action, upload, removePhoto };
}
