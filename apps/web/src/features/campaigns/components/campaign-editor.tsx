import {
  CAMPAIGN_MESSAGES,
  EMPTY_CAMPAIGN_FORM,
  campaignFormFields,
  campaignFormProblems,
  campaignFormSchema,
  campaignFormValues,
  openCampaignChanges,
  type CampaignFormOutput,
  type CampaignFormValues,
  type CampaignView,
} from '@sponsorly/shared';
import { ArrowLeft, Eye, PencilLine, Save, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Form, FormAlert } from '../../../components/form/form';
import { failureFromError, focusFirstInvalid, showFormFailure, type FormFailure } from '../../../components/form/form-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useCampaignChanges } from '../api/use-brand-campaigns';
import { briefFromForm } from '../lib/brief';
import { CAMPAIGN_STATUS_WORDS, dayText } from '../lib/campaign-words';
import { campaignPaths, type CampaignPageState } from '../lib/paths';
import { CampaignBrief } from './campaign-brief';
import {
  BriefSection,
  BudgetSection,
  DatesSection,
  DeliverablesSection,
  GuidelinesSection,
  PlatformsSection,
  TargetSection,
  UsageRightsSection,
  VisibilitySection,
} from './campaign-form-sections';
import { StatusBadge } from './status-badge';
import './campaign-form.css';

type Intent = 'draft' | 'publish';

type FormControl = Control<CampaignFormValues, unknown, CampaignFormOutput>;

const SAVE_FAILED = 'We could not save the campaign. Please try again.';

/** The brief as creators will read it, rebuilt from the form at each keystroke. */
function LiveBrief({ control, showMissing }: { control: FormControl; showMissing: boolean }) {
  const values = useWatch({ control }) as CampaignFormValues;
  return <CampaignBrief brief={briefFromForm(values)} level={3} showMissing={showMissing} />;
}

function LiveTitle({ control }: { control: FormControl }) {
  const title = useWatch({ control, name: 'title' }).trim();
  return <h3 className="campaign-preview__title">{title || <span className="brief__missing">Untitled campaign</span>}</h3>;
}

interface CampaignEditorProps {
  /** The saved campaign; none for a new one. */
  campaign?: CampaignView;
  brandName: string;
}

/**
 * The one campaign form, for a new campaign, a draft and an open one. A draft is saved at any point,
 * incomplete; Publish checks what creators need with the API's own rules first, then saves and
 * publishes. An open campaign's form changes only the budget and the deadline, the rest shown read-only.
 */
export function CampaignEditor({ campaign, brandName }: CampaignEditorProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const arrived = (location.state as CampaignPageState | null) ?? {};
  const previewTitleId = useId();
  const formWrapRef = useRef<HTMLDivElement>(null);
  // Which button sent the form: read by the submit handler (a ref, set in the click before the submit),
  // and shown on the button (state).
  const intent = useRef<Intent>('draft');
  const [busyIntent, setBusyIntent] = useState<Intent>('draft');
  const [showPreview, setShowPreview] = useState(false);
  const [notice, setNotice] = useState<string | null>(arrived.notice ?? null);
  const { create, update, publish } = useCampaignChanges();
  const form = useZodForm<typeof campaignFormSchema, CampaignFormValues>(campaignFormSchema, {
    defaultValues: campaign ? campaignFormValues(campaign) : EMPTY_CAMPAIGN_FORM,
  });
  const { isSubmitting } = form.formState;
  // The form keeps the shape it opened with: publishing from it reloads the campaign, now open, just
  // before moving to its page, and the form must not turn into the budget-only one on the way.
  const [locked] = useState(campaign?.status === 'open');

  // Publishing a brand-new campaign saves it first; a refusal then arrives here, on its edit page.
  const arrivedFailure = arrived.failure;
  useEffect(() => {
    if (!arrivedFailure) return;
    showFormFailure(form, arrivedFailure);
    focusFirstInvalid(formWrapRef.current?.querySelector('form') ?? null);
  }, [arrivedFailure, form]);
  // A new campaign's first save lands here, on its edit page: the keyboard goes on from "Save draft".
  const arrivedNotice = arrived.notice;
  useEffect(() => {
    if (arrivedNotice) formWrapRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  }, [arrivedNotice]);

  function choose(next: Intent) {
    intent.current = next;
    setBusyIntent(next);
  }

  function failureOf(error: unknown): FormFailure {
    const failure = failureFromError(error, SAVE_FAILED);
    return failure.fields ? { fields: campaignFormFields(failure.fields, form.getValues('budget_kind')) } : failure;
  }

  async function save(output: CampaignFormOutput): Promise<FormFailure | void> {
    setNotice(null);
    const chosen = locked ? 'draft' : intent.current;
    const budgetKind = form.getValues('budget_kind');
    const problems = campaignFormProblems(output, budgetKind, chosen, new Date());
    if (Object.keys(problems).length > 0) {
      return { fields: problems, message: chosen === 'publish' ? CAMPAIGN_MESSAGES.incomplete : undefined };
    }

    let saved: CampaignView;
    try {
      saved = campaign
        ? await update.mutateAsync({ id: campaign.id, ...(locked ? openCampaignChanges(output) : output) })
        : await create.mutateAsync(output);
    } catch (error) {
      return failureOf(error);
    }

    if (locked) {
      const state: CampaignPageState = { notice: 'Changes saved. Creators who applied or were invited are told.' };
      return void navigate(campaignPaths.manage(saved.id), { state });
    }
    if (chosen === 'draft') {
      if (campaign) {
        form.reset(form.getValues());
        return void setNotice('Draft saved.');
      }
      const state: CampaignPageState = { notice: 'Draft saved.' };
      return void navigate(campaignPaths.edit(saved.id), { replace: true, state });
    }
    try {
      await publish.mutateAsync({ id: saved.id });
    } catch (error) {
      const failure = failureOf(error);
      if (campaign) return failure;
      const state: CampaignPageState = { failure };
      return void navigate(campaignPaths.edit(saved.id), { replace: true, state });
    }
    const state: CampaignPageState = { notice: 'Published. Creators can now find the campaign and apply.' };
    return void navigate(campaignPaths.manage(saved.id), { state });
  }

  const status = campaign ? CAMPAIGN_STATUS_WORDS[campaign.status] : null;
  const heading = campaign ? (locked ? 'Change budget or deadline' : 'Edit campaign') : 'New campaign';
  const backTo = campaign ? campaignPaths.manage(campaign.id) : campaignPaths.brandList;

  return (
    <div className={showPreview ? 'container campaign-editor campaign-editor--preview' : 'container campaign-editor'}>
      <Link to={backTo} className="campaign-back">
        <ArrowLeft aria-hidden="true" />
        {campaign ? 'Back to the campaign' : 'Your campaigns'}
      </Link>
      <header className="campaign-editor__header">
        <div>
          <h1>{heading}</h1>
          <p className="text-muted">
            {locked
              ? 'This campaign is published, so only its budget and application deadline can change.'
              : 'Save a draft at any point. Publish when the brief is complete.'}
          </p>
        </div>
        {status && <StatusBadge label={status.label} tone={status.tone} prefix="Status:" />}
      </header>

      {!locked && (
        <div className="campaign-editor__switch" role="group" aria-label="Show">
          <Button
            variant={showPreview ? 'ghost' : 'secondary'}
            size="sm"
            icon={<PencilLine aria-hidden="true" />}
            aria-pressed={!showPreview}
            onClick={() => setShowPreview(false)}
          >
            Edit
          </Button>
          <Button
            variant={showPreview ? 'secondary' : 'ghost'}
            size="sm"
            icon={<Eye aria-hidden="true" />}
            aria-pressed={showPreview}
            onClick={() => setShowPreview(true)}
          >
            Preview
          </Button>
        </div>
      )}

      <div
        className={locked ? 'campaign-editor__layout campaign-editor__layout--single' : 'campaign-editor__layout'}
        ref={formWrapRef}
      >
        <Form form={form} onSubmit={save} className="campaign-form" aria-label={heading}>
          {locked ? (
            <>
              <Alert tone="info">
                Creators who applied or were invited are told when you change the budget or the deadline. The rest of the brief
                stays as published.
              </Alert>
              <BudgetSection locked />
              <DatesSection deadlineOnly dueDate={campaign?.content_due_date ? dayText(campaign.content_due_date) : 'Not set'} />
            </>
          ) : (
            <>
              <BriefSection />
              <PlatformsSection />
              <DeliverablesSection />
              <BudgetSection />
              <DatesSection />
              <GuidelinesSection />
              <UsageRightsSection />
              <TargetSection />
              <VisibilitySection />
            </>
          )}

          <div className="campaign-form__actions">
            {notice && <Alert tone="success">{notice}</Alert>}
            <FormAlert />
            <div className="campaign-form__buttons">
              {locked ? (
                <Button type="submit" icon={<Save aria-hidden="true" />} busy={isSubmitting} busyText="Saving...">
                  Save changes
                </Button>
              ) : (
                <>
                  <Button
                    type="submit"
                    variant="secondary"
                    icon={<Save aria-hidden="true" />}
                    busy={isSubmitting && busyIntent === 'draft'}
                    busyText="Saving..."
                    disabled={isSubmitting}
                    onClick={() => choose('draft')}
                  >
                    Save draft
                  </Button>
                  <Button
                    type="submit"
                    icon={<Send aria-hidden="true" />}
                    busy={isSubmitting && busyIntent === 'publish'}
                    busyText="Publishing..."
                    disabled={isSubmitting}
                    onClick={() => choose('publish')}
                  >
                    Publish
                  </Button>
                </>
              )}
            </div>
          </div>
        </Form>

        {locked ? (
          <section className="campaign-editor__locked" aria-labelledby={previewTitleId}>
            <h2 id={previewTitleId}>The rest of the brief</h2>
            <p className="text-muted">Published fields can no longer change.</p>
            <LiveBrief control={form.control} showMissing={false} />
          </section>
        ) : (
          <aside className="campaign-preview" aria-labelledby={previewTitleId}>
            <div className="campaign-preview__head">
              <h2 id={previewTitleId}>Preview</h2>
              <p className="text-muted">How creators will see it.</p>
            </div>
            <article className="campaign-preview__card">
              <p className="campaign-preview__brand">{brandName}</p>
              <LiveTitle control={form.control} />
              <LiveBrief control={form.control} showMissing />
            </article>
          </aside>
        )}
      </div>
    </div>
  );
}
