import {
  PHOTO_INPUT_TYPES,
  PORTFOLIO_LIMITS,
  PORTFOLIO_MESSAGES,
  PORTFOLIO_PLATFORM_NAMES,
  PORTFOLIO_VIDEO_TYPES,
  portfolioItemFieldsSchema,
  portfolioLinkInputSchema,
  type PortfolioItemView,
} from '@sponsorly/shared';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { readApiError } from '../../../lib/api-error';
import { usePortfolio } from '../api/use-portfolio';
import { posterFrame } from '../lib/poster-frame';
import { PortfolioThumb } from './portfolio-grid';
import './portfolio.css';

type Source = 'file' | 'link';
type Errors = Partial<Record<'title' | 'brand' | 'url' | 'file' | 'poster', string>>;

const ACCEPT = [...PHOTO_INPUT_TYPES, ...PORTFOLIO_VIDEO_TYPES].join(',');
const MB = 1024 * 1024;

/** The first message of each field a shared schema refuses. */
function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = String(issue.path[0]) as keyof Errors;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The Portfolio section of /profile/edit: the creator's items in order, each movable and removable, and
 * a form to add one (a picture or a video, uploaded with a progress bar, or a link to a post).
 */
export function PortfolioEditor({ items }: { items: PortfolioItemView[] }) {
  const titleId = useId();
  const portfolio = usePortfolio();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const full = items.length >= PORTFOLIO_LIMITS.maxItems;

  async function run(id: string, change: () => Promise<unknown>, done: string) {
    setBusyId(id);
    setNotice(null);
    try {
      await change();
      setNotice({ tone: 'success', text: done });
    } catch (error) {
      setNotice({ tone: 'error', text: readApiError(error).message ?? PORTFOLIO_MESSAGES.notFound });
    } finally {
      setBusyId(null);
    }
  }
  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((item) => item.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    return run(items[index]!.id, () => portfolio.reorder(ids), PORTFOLIO_MESSAGES.reordered);
  };

  return (
    <Card as="section" className="form-section portfolio-editor" aria-labelledby={titleId}>
      <header className="form-section__header">
        <h2 id={titleId}>Portfolio</h2>
        <p className="text-muted">
          Up to {PORTFOLIO_LIMITS.maxItems} pieces of work brands see on your page. The first picture is the cover of your card in
          search.
        </p>
      </header>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {items.length > 0 ? (
        <ol className="portfolio-editor__list" aria-label="Your portfolio, in order">
          {items.map((item, index) => (
            <li key={item.id} className="portfolio-editor__item">
              <PortfolioThumb item={item} />
              <div className="portfolio-editor__text">
                <p className="portfolio-editor__title">{item.title}</p>
                <p className="text-muted">
                  {[item.brand ? `For ${item.brand}` : null, item.platform ? PORTFOLIO_PLATFORM_NAMES[item.platform] : null]
                    .filter(Boolean)
                    .join(' · ') || (item.kind === 'video' ? 'Video' : 'Picture')}
                </p>
              </div>
              <div className="portfolio-editor__actions">
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<ArrowUp aria-hidden="true" />}
                  disabled={index === 0 || busyId !== null}
                  aria-label={`Move “${item.title}” up`}
                  onClick={() => void move(index, -1)}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<ArrowDown aria-hidden="true" />}
                  disabled={index === items.length - 1 || busyId !== null}
                  aria-label={`Move “${item.title}” down`}
                  onClick={() => void move(index, 1)}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<Trash2 aria-hidden="true" />}
                  busy={busyId === item.id}
                  disabled={busyId !== null}
                  aria-label={`Remove “${item.title}”`}
                  onClick={() => void run(item.id, () => portfolio.remove(item.id), PORTFOLIO_MESSAGES.removed)}
                />
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-muted">Nothing yet. Add a picture, a video or a link to a post you are proud of.</p>
      )}
      {full ? (
        <Alert tone="info">{PORTFOLIO_MESSAGES.full}</Alert>
      ) : (
        <AddPortfolioItem portfolio={portfolio} onAdded={() => setNotice({ tone: 'success', text: PORTFOLIO_MESSAGES.added })} />
      )}
    </Card>
  );
}

function AddPortfolioItem({ portfolio, onAdded }: { portfolio: ReturnType<typeof usePortfolio>; onAdded: () => void }) {
  const [source, setSource] = useState<Source>('file');
  const [title, setTitle] = useState('');
  const [brand, setBrand] = useState('');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'preparing' | 'sending'>('idle');
  const sourceName = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked =
      source === 'link'
        ? portfolioLinkInputSchema.safeParse({ title, brand, url })
        : portfolioItemFieldsSchema.safeParse({ title, brand });
    const found: Errors = checked.success ? {} : fieldErrors(checked.error.issues);
    if (source === 'file' && !file) found.file = PORTFOLIO_MESSAGES.fileMissing;
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      if (source === 'link') {
        setStatus('sending');
        await portfolio.addLink({ title, brand, url });
      } else if (file) {
        const isVideo = file.type.startsWith('video/');
        let poster: Blob | null = null;
        if (isVideo) {
          setStatus('preparing');
          poster = await posterFrame(file);
          if (!poster) {
            setErrors({ file: PORTFOLIO_MESSAGES.posterMissing });
            return;
          }
        }
        setStatus('sending');
        await portfolio.upload({ title, brand, file, poster });
      }
      setTitle('');
      setBrand('');
      setUrl('');
      setFile(null);
      setFileKey((key) => key + 1);
      onAdded();
    } catch (error) {
      const answer = readApiError(error);
      if (Object.keys(answer.fields).length) setErrors(answer.fields as Errors);
      else setFailure(answer.message ?? PORTFOLIO_MESSAGES.notImageOrVideo);
    } finally {
      setStatus('idle');
    }
  }

  const busy = status !== 'idle';
  return (
    <form
      className="portfolio-editor__add"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Add to your portfolio"
    >
      <h3>Add a piece of work</h3>
      <fieldset className="portfolio-editor__source">
        <legend>What is it?</legend>
        {(
          [
            ['file', 'A picture or a video'],
            ['link', 'A link to a post'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="portfolio-editor__choice">
            <input
              type="radio"
              name={sourceName}
              value={value}
              checked={source === value}
              onChange={() => {
                setSource(value);
                setErrors({});
              }}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="form-row form-row--2">
        <TextField
          label="Title"
          value={title}
          required
          maxLength={PORTFOLIO_LIMITS.titleMax}
          error={errors.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextField
          label="Brand (optional)"
          value={brand}
          maxLength={PORTFOLIO_LIMITS.brandMax}
          hint="Who it was for; leave empty for your own work."
          error={errors.brand}
          onChange={(event) => setBrand(event.target.value)}
        />
      </div>
      {source === 'link' ? (
        <TextField
          label="Link to the post"
          type="url"
          inputMode="url"
          value={url}
          placeholder="https://www.youtube.com/watch?v=..."
          hint="A post on YouTube, Instagram or TikTok."
          error={errors.url}
          onChange={(event) => setUrl(event.target.value)}
        />
      ) : (
        <TextField
          key={fileKey}
          label="Picture or video"
          type="file"
          accept={ACCEPT}
          hint={`JPEG, PNG or WebP up to ${PORTFOLIO_LIMITS.imageMaxBytes / MB} MB; MP4, WebM or QuickTime up to ${
            PORTFOLIO_LIMITS.videoMaxBytes / MB
          } MB.`}
          error={errors.file ?? errors.poster}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      )}
      {status === 'sending' && source === 'file' && <UploadProgress label="Uploading..." progress={portfolio.progress} />}
      {failure && <Alert tone="error">{failure}</Alert>}
      <div>
        <Button
          type="submit"
          icon={<Plus aria-hidden="true" />}
          busy={busy}
          busyText={status === 'preparing' ? 'Preparing the video...' : 'Adding...'}
        >
          Add to portfolio
        </Button>
      </div>
    </form>
  );
}
