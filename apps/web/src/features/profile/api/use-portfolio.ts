import type { PortfolioLinkInput } from '@sponsorly/shared';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { uploadWithProgress, type UploadProgress } from '../../../lib/upload-with-progress';

/** The fields of an uploaded item, and its file (a picture, or a video and its poster frame). */
export interface PortfolioUpload {
  title: string;
  brand: string;
  file: File;
  poster: Blob | null;
}

/**
 * The own portfolio's changes: a link through tRPC, a picture or video through the REST door (multipart,
 * its progress reported), reordering and removal. Each settles once the profile is loaded again, so the
 * list shows the change with its notice.
 */
export function usePortfolio() {
  const utils = trpc.useUtils();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const refresh = async () => {
    await utils.profile.get.invalidate();
    void utils.creators.get.invalidate();
  };
  const addLink = trpc.portfolio.add.useMutation({ onSuccess: refresh });
  const reorder = trpc.portfolio.reorder.useMutation({ onSuccess: refresh });
  const remove = trpc.portfolio.remove.useMutation({ onSuccess: refresh });

  async function upload(item: PortfolioUpload) {
    const body = new FormData();
    body.append('title', item.title);
    body.append('brand', item.brand);
    body.append('file', item.file);
    if (item.poster) body.append('poster', item.poster, 'poster.jpg');
    setProgress({ sent: 0, total: item.file.size });
    try {
      await uploadWithProgress('/api/portfolio/items', body, setProgress);
      await refresh();
    } finally {
      setProgress(null);
    }
  }

  return {
    progress,
    upload,
    addLink: (input: PortfolioLinkInput) => addLink.mutateAsync(input),
    reorder: (ids: string[]) => reorder.mutateAsync({ ids }),
    remove: (id: string) => remove.mutateAsync({ id }),
  };
}
